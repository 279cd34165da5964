import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../../db/client';
import { users } from '../../../../db/schema';
import { actorOf, recordAudit } from '../../../audit/record';
import { AppError } from '../../../errors';
import { guardAdminTarget, loadLinkedUser, ofItsCompany } from '../linkedUsers.rules';

/** Removes a reached user, never one's own account (409) nor, unless an administrator, an administrator's. */
export async function deleteLinkedUser(req: FastifyRequest, id: string): Promise<void> {
  const existing = await loadLinkedUser(req, id);
  if (existing.id === req.principal.userId) {
    throw new AppError('IN_USE', 'You cannot delete your own account', {
      value: 'You cannot delete your own account',
      key: 'error.inuse.own_account',
    });
  }
  guardAdminTarget(req, existing);
  await req.server.db.transaction(async (tx: Tx) => {
    await tx.delete(users).where(ofItsCompany(existing));
    await recordAudit(tx, actorOf(req), { entity: 'users', entityId: existing.id, action: 'DELETE', before: existing });
  });
}
