import type { FastifyRequest } from 'fastify';
import type { LinkedUserPayload } from '../../../../../src/domain/linkedUsers/linkedUser.model';
import type { Tx } from '../../../../db/client';
import { users } from '../../../../db/schema';
import { actorOf, recordAudit } from '../../../audit/record';
import { checkQuota } from '../../subscriptions/quota';
import { newCredentials, uniqueEmailViolation, type NewCredentials } from '../linkedUsers.accounts';
import type { UserRow } from '../linkedUsers.present';
import { checkLinkedUser, userColumns } from '../linkedUsers.rules';

/**
 * A new user of the active company (a linked user): its grants checked, the offer's USERS quota counted, its
 * credentials made (a temporary password with the built-in provider), in one audited transaction.
 */
export async function linkUser(
  req: FastifyRequest,
  data: LinkedUserPayload,
): Promise<{ user: UserRow; answer: NewCredentials['answer'] }> {
  const { db } = req.server;
  await checkLinkedUser(req, data);
  const credentials = await newCredentials(req.server);
  const user = await db
    .transaction(async (tx: Tx) => {
      await checkQuota(tx, req, 'USERS');
      const [created] = await tx
        .insert(users)
        .values({
          ...userColumns(data),
          companyId: req.scope.companyId,
          roles: ['linkeduser'],
          createdBy: req.principal.userId,
          passwordHash: credentials.passwordHash,
          mustChangePassword: credentials.mustChangePassword,
        })
        .returning();
      await recordAudit(tx, actorOf(req), { entity: 'users', entityId: created.id, action: 'CREATE', after: created });
      return created;
    })
    .catch((err) => {
      throw uniqueEmailViolation(err, data.email);
    });
  return { user, answer: credentials.answer };
}
