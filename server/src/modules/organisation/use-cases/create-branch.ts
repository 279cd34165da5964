import type { FastifyRequest } from 'fastify';
import type { BranchPayload } from '../../../../../src/domain/branches/branch.model';
import type { Tx } from '../../../../db/client';
import { companies } from '../../../../db/schema';
import { actorOf, recordAudits } from '../../../audit/record';
import { checkQuota } from '../../subscriptions/quota';
import { insertAdmin } from '../branches.admins';
import { assertEmailFree, newCredentials, uniqueEmailViolation, type NewCredentials } from '../linkedUsers.accounts';

/**
 * A new branch of the account with its administrator, in one transaction: the offer's BRANCHES quota counts it (the
 * administrator comes with the branch, USERS does not count it); a taken e-mail answers 409. Both are audited.
 */
export async function createBranch(
  req: FastifyRequest,
  data: BranchPayload,
): Promise<{ branchId: string; answer: NewCredentials['answer'] }> {
  const { db } = req.server;
  await assertEmailFree(db, data.email);
  const credentials = await newCredentials(req.server);
  const branchId = await db
    .transaction(async (tx: Tx) => {
      await checkQuota(tx, req, 'BRANCHES');
      const [company] = await tx
        .insert(companies)
        .values({
          masterId: req.scope.accountId,
          name: data.companyName,
          address: data.companyAddress,
          items: [data.companyName],
        })
        .returning();
      const admin = await insertAdmin(tx, req, company.id, false, data, credentials);
      await recordAudits(tx, actorOf(req), [
        { entity: 'companies', entityId: company.id, action: 'CREATE', after: company },
        { entity: 'users', entityId: admin.id, action: 'CREATE', after: admin },
      ]);
      return company.id;
    })
    .catch((err) => {
      throw uniqueEmailViolation(err, data.email);
    });
  return { branchId, answer: credentials.answer };
}
