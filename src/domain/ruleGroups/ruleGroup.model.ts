import { z } from 'zod';
import { PERMISSIONS, RULE_GROUP_PERMISSIONS } from '../access';
import { defineResource, f } from '../defineResource';

/** Role types (spec §3): Super Admin, Branch Admin, User. */
export const RULE_GROUP_TYPES = ['SUPER_ADMIN', 'BRANCH_ADMIN', 'USER'] as const;

/** The spec's names ("Super Admin", "Branch Admin", "User", any case) read as the stored values. */
export const ruleGroupType = (v: unknown) =>
  typeof v === 'string'
    ? v
        .trim()
        .toUpperCase()
        .replace(/[\s-]+/g, '_')
    : v;

export const ruleGroupModel = defineResource({
  name: 'administration/rulegroups/list',
  endpoint: '/rulegroups',
  subject: 'RULE_GROUPS',
  // refused while users hold it (server/src/modules/organisation/ruleGroups.crud.ts)
  deletable: true,
  schema: z.object({
    name: f.name(),
    description: f.description(),
    type: z.preprocess(ruleGroupType, z.enum(RULE_GROUP_TYPES)).default('USER'),
    /**
     * Any permission name is accepted here; the server refuses (403, naming them) those outside
     * RULE_GROUP_PERMISSIONS or beyond what the creator holds.
     */
    permissions: z
      .array(z.enum(PERMISSIONS as [string, ...string[]], 'error.invalidvalue'))
      .default([])
      .transform((ps) => [...new Set(ps)]),
  }),
  fields: {
    name: { list: true },
    type: { input: 'select', choices: RULE_GROUP_TYPES, list: true },
    description: { input: 'textarea', list: true },
    permissions: { input: 'multiselect', choices: RULE_GROUP_PERMISSIONS },
  },
});
export type RuleGroupPayload = z.infer<typeof ruleGroupModel.schema>;
