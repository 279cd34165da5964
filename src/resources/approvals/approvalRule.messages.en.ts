import type { Messages } from '../../domain/locales';
import { approvalRuleModel } from '../../domain/approvals/approvalRule.model';

/** Approval rules: the resource's name, fields, condition fields and operators, in English. */
export default {
  resources: {
    [approvalRuleModel.name]: {
      name: 'Approval rule |||| Approval rules',
      fields: {
        name: 'Name',
        position: 'Order',
        active: 'Active',
        allowSelfApproval: 'Whoever validated the invoice may approve it',
        conditions: 'Conditions (all must hold)',
        field: 'Field',
        operator: 'Operator',
        value: 'Value',
        keyword: 'Keyword',
        steps: 'Steps (in order)',
        users: 'Approving users',
        ruleGroups: 'Or any member of these rule groups',
        required: 'Approvals needed',
      },
      choices: {
        field: {
          TOTAL_TTC: 'Total incl. VAT',
          SUPPLIER: 'Document source',
          BRANCH: 'Branch',
          ORIGIN_TYPE: 'Origin type',
          DOCUMENT_GROUP: 'Document group',
          KEYWORD: 'Keyword value',
        },
        operator: {
          CONTAINS: 'contains',
          EQUAL: 'equals',
          NOT_EQUAL: 'differs from',
          GREATER_THAN: 'greater than',
          GREATER_OR_EQUAL: 'greater than or equal to',
          LESS_THAN: 'less than',
          LESS_OR_EQUAL: 'less than or equal to',
        },
      },
      help: { required: 'How many of the approvers of this step must approve.' },
    },
  },
} satisfies Messages;
