import { and, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { branchModel } from '../../../../../src/domain/branches/branch.model';
import type { Branch } from '../../../../../src/domain/company/company.model';
import type { Tx } from '../../../../db/client';
import { companies, users } from '../../../../db/schema';
import { actorOf, recordAudit } from '../../../audit/record';
import { checkQuota } from '../../subscriptions/quota';
import { adminOf, insertAdmin } from '../branches.admins';
import { assertEmailFree, newCredentials, uniqueEmailViolation, type NewCredentials } from '../linkedUsers.accounts';

/**
 * Renames a company of the account and changes its administrator; a company without one gets one (with its
 * credentials answered once; the master's counts in USERS). Omitted fields keep their value; a taken e-mail 409.
 * The company's and its administrator's changes are audited.
 */
export async function updateBranch(
  req: FastifyRequest,
  current: Branch,
  body: Record<string, unknown>,
): Promise<{ answer?: NewCredentials['answer'] }> {
  const { db } = req.server;
  const data = branchModel.schema.parse({ ...current, ...body });
  const admin = await adminOf(db, current.uuid);
  if (!admin || admin.email.toLowerCase() !== data.email.toLowerCase())
    await assertEmailFree(db, data.email, admin?.id);
  const credentials = admin ? undefined : await newCredentials(req.server);
  await db
    .transaction(async (tx: Tx) => {
      const mine = and(
        eq(companies.id, current.uuid),
        or(eq(companies.id, req.scope.accountId), eq(companies.masterId, req.scope.accountId)),
      );
      const [before] = await tx.select().from(companies).where(mine).for('update');
      const [after] = await tx
        .update(companies)
        .set({ name: data.companyName, address: data.companyAddress, updatedAt: new Date() })
        .where(mine)
        .returning();
      const actor = actorOf(req);
      if (after)
        await recordAudit(tx, actor, { entity: 'companies', entityId: after.id, action: 'UPDATE', before, after });
      if (admin) {
        const [changed] = await tx
          .update(users)
          .set({ email: data.email, firstName: data.firstName, lastName: data.lastName, updatedAt: new Date() })
          .where(eq(users.id, admin.id))
          .returning();
        await recordAudit(tx, actor, {
          entity: 'users',
          entityId: admin.id,
          action: 'UPDATE',
          before: admin,
          after: changed,
        });
      } else {
        if (current.master) await checkQuota(tx, req, 'USERS');
        const created = await insertAdmin(tx, req, current.uuid, current.master, data, credentials!);
        await recordAudit(tx, actor, { entity: 'users', entityId: created.id, action: 'CREATE', after: created });
      }
    })
    .catch((err) => {
      throw uniqueEmailViolation(err, data.email);
    });
  return { answer: credentials?.answer };
}
