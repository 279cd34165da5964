import { defineResource } from '../defineResource';
import { approvalRuleSchema } from './approvalRule';

/**
 * The approval rules screen (/administration/approvalrules): the API's own routes (/approvalrules,
 * server/src/modules/approvals/rules.routes.ts), no generic table; managed with the rule-group permissions.
 */
export const approvalRuleModel = defineResource({
  name: 'administration/approvalrules',
  endpoint: '/approvalrules',
  subject: 'RULE_GROUPS',
  deletable: true,
  schema: approvalRuleSchema,
  fields: {
    name: { list: true },
    position: { input: 'number', list: true },
    active: { input: 'boolean', list: true },
    allowSelfApproval: { input: 'boolean' },
  },
});
