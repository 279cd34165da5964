import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { isUuid } from '../../../../src/domain/ids';

export interface IdentityUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  passwordHash: string | null;
  mustChangePassword: boolean;
}

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  passwordHash: users.passwordHash,
  mustChangePassword: users.mustChangePassword,
};

/** An active user by id (the `sub` of our tokens). */
export async function findActiveUserById(db: Db, id: string): Promise<IdentityUser | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true)))
    .limit(1);
  return row;
}

/** An active user by e-mail, case-insensitively. */
export async function findActiveUserByEmail(db: Db, email: string): Promise<IdentityUser | undefined> {
  const clean = email.trim().toLowerCase();
  if (!clean || clean.length > 320) return undefined;
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(sql`lower(${users.email}) = ${clean}`, eq(users.active, true)))
    .limit(1);
  return row;
}

export async function setPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/**
 * Keycloak-compatible claims: realm_access.roles, email, names, preferred_username,
 * and `sid` = the provider's session uid (what GET /auth/session/status checks).
 */
export function userClaims(user: IdentityUser, sid: string | undefined): Record<string, unknown> {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return {
    sub: user.id,
    ...(sid ? { sid } : {}),
    email: user.email,
    email_verified: true,
    given_name: user.firstName,
    family_name: user.lastName,
    name,
    preferred_username: user.email,
    realm_access: { roles: [...user.roles] },
  };
}
