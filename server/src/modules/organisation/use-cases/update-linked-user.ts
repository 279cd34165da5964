import type { FastifyRequest } from 'fastify';
import { linkedUserModel } from '../../../../../src/domain/linkedUsers/linkedUser.model';
import type { Tx } from '../../../../db/client';
import { users } from '../../../../db/schema';
import { actorOf, recordAudit } from '../../../audit/record';
import { uniqueEmailViolation } from '../linkedUsers.accounts';
import { toLinkedUser } from '../linkedUsers.present';
import { checkLinkedUser, guardAdminTarget, loadLinkedUser, ofItsCompany, userColumns } from '../linkedUsers.rules';

/** Changes a reached user: omitted fields keep their value; grants and e-mail checked; audited. */
export async function updateLinkedUser(req: FastifyRequest, id: string, body: Record<string, unknown>) {
  const existing = await loadLinkedUser(req, id);
  guardAdminTarget(req, existing);
  const data = linkedUserModel.schema.parse({ ...toLinkedUser(existing), ...body });
  await checkLinkedUser(req, data, existing);
  return req.server.db
    .transaction(async (tx: Tx) => {
      const [updated] = await tx
        .update(users)
        .set({ ...userColumns(data), updatedAt: new Date() })
        .where(ofItsCompany(existing))
        .returning();
      const audit = { entity: 'users', entityId: updated.id, action: 'UPDATE', before: existing, after: updated };
      await recordAudit(tx, actorOf(req), audit);
      return updated;
    })
    .catch((err) => {
      throw uniqueEmailViolation(err, data.email);
    });
}
