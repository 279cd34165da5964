/** DELETE /rulegroups/{id}: a rule group goes once no user of the account holds it (409 naming the first of them). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../../src/domain/ids';
import { ruleGroups, users } from '../../../db/schema';
import { inUseBy, NAMED_ROWS, refuseInUse, usage, usageTotal } from '../../crud/entities/inUse';
import { notFound } from '../../errors';
import { actorOf, recordAudit } from '../../audit/record';
import { successAnswer } from '../../plugins/routeSchemas';
import { accountCompanyIds } from '../tenancy/companies';

export function ruleGroupDeleteRoute(api: FastifyInstance) {
  const remove = {
    config: { access: 'DELETE_RULE_GROUPS' },
    schema: { params: idParams, response: successAnswer },
  } as const;
  api.withTypeProvider<ZodTypeProvider>().delete('/rulegroups/:id', remove, async (req) => {
    const accountId = req.scope.accountId;
    const mine = and(eq(ruleGroups.id, req.params.id), eq(ruleGroups.companyId, accountId));
    const [group] = await api.db.select().from(ruleGroups).where(mine);
    if (!group) throw notFound('Rule group');
    const holders = await api.db
      .select({
        name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
        total: usageTotal,
      })
      .from(users)
      .where(
        and(
          inArray(users.companyId, await accountCompanyIds(api.db, accountId)),
          sql`${group.id}::uuid = any(${users.ruleGroups})`,
        ),
      )
      .orderBy(users.email)
      .limit(NAMED_ROWS);
    refuseInUse(
      inUseBy(
        'rulegroup_users',
        (n, names) => `This rule group is held by ${n} user(s) (${names}) and cannot be deleted`,
        usage(holders),
      ),
    );
    await api.db.transaction(async (tx) => {
      await tx.delete(ruleGroups).where(mine);
      await recordAudit(tx, actorOf(req), {
        entity: 'rule_groups',
        entityId: group.id,
        action: 'DELETE',
        before: group,
      });
    });
    return { success: true as const };
  });
}
