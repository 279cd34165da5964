import { and, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { z } from 'zod';
import { users } from '../../../db/schema';
import { AppError } from '../../errors';
import { generateTemporaryPassword, hashPassword } from '../identity';

/**
 * Accounts in the identity provider. With the built-in provider the account store is the users
 * table itself: a new account gets a temporary password, answered once, to change at first sign-in.
 * With an external provider the account is created there by its administrators; we keep no password.
 */
export interface NewCredentials {
  passwordHash: string | null;
  mustChangePassword: boolean;
  /** Added to the POST answer. */
  answer: { temporaryPassword: string } | { externalAccount: true };
}

/** The credentials part of a creation's answer, for route schemas: one of the two, once. */
export const credentialsAnswer = z.object({
  temporaryPassword: z.string().optional(),
  externalAccount: z.boolean().optional(),
});

export async function newCredentials(api: FastifyInstance): Promise<NewCredentials> {
  if (!api.config.builtinIdp)
    return { passwordHash: null, mustChangePassword: false, answer: { externalAccount: true } };
  const temporaryPassword = generateTemporaryPassword();
  return {
    passwordHash: await hashPassword(temporaryPassword),
    mustChangePassword: true,
    answer: { temporaryPassword },
  };
}

const duplicate = (email: string) =>
  new AppError('DUPLICATE', `A user with the e-mail ${email} already exists`, {
    fields: { email: 'error.emailtaken' },
  });

/** E-mails are unique, case-insensitively (409 naming the field). */
export async function assertEmailFree(db: Db, email: string, exceptUserId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptUserId ? ne(users.id, exceptUserId) : undefined),
    )
    .limit(1);
  if (taken) throw duplicate(email);
}

/** Maps a unique violation raised by a concurrent insert to the same 409. */
export function uniqueEmailViolation(err: unknown, email: string): unknown {
  const code = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  const cause = typeof err === 'object' && err !== null ? (err as { cause?: unknown }).cause : undefined;
  return code(err) === '23505' || code(cause) === '23505' ? duplicate(email) : err;
}
