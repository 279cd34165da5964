/**
 * GET, POST /rulegroups; GET, PUT, DELETE /rulegroups/{id}: the account's rule groups, on the generic CRUD. Its rules
 * beyond the model: what may be granted (ruleGroupGrants.ts), who created it, and no deletion while a user holds it.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { ruleGroupModel, type RuleGroupPayload } from '../../../../src/domain/ruleGroups/ruleGroup.model';
import { ruleGroups, users } from '../../../db/schema';
import { inUseBy, NAMED_ROWS, usage, usageTotal } from '../../crud/entities/inUse';
import type { CrudDefinition } from '../../crud/registerCrud';
import { accountCompanyIds } from '../tenancy/companies';
import { refuseUngrantableGroup } from './ruleGroupGrants';

type RuleGroupRow = typeof ruleGroups.$inferSelect;

const userName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

export const ruleGroupsCrud: CrudDefinition = {
  model: ruleGroupModel,
  table: ruleGroups,
  noun: 'Rule group',
  hooks: {
    prepare({ req }, data, existing) {
      refuseUngrantableGroup(req.principal, data as RuleGroupPayload, existing as RuleGroupRow | undefined);
      return existing ? data : { ...data, createdBy: req.principal.userId };
    },
    toResponse: (row) => {
      const { uuid, name, description, type, permissions, index } = row as RuleGroupRow;
      return { uuid, name, description, type, permissions, index };
    },
    /** Held by users of any company of the account: 409 naming the first of them. */
    async inUse({ db, companyId: accountId }, id) {
      const holders = await db
        .select({ name: userName, total: usageTotal })
        .from(users)
        .where(
          and(
            inArray(users.companyId, await accountCompanyIds(db, accountId)),
            sql`${id}::uuid = any(${users.ruleGroups})`,
          ),
        )
        .orderBy(users.email)
        .limit(NAMED_ROWS);
      return inUseBy(
        'rulegroup_users',
        (n, names) => `This rule group is held by ${n} user(s) (${names}) and cannot be deleted`,
        usage(holders),
      );
    },
  },
};
