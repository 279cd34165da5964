import type { Messages } from '../../domain/locales';
import { approvalRuleModel } from '../../domain/approvals/approvalRule.model';

/** Approval rules: the resource's name, fields, condition fields and operators, in Chinese. */
export default {
  resources: {
    [approvalRuleModel.name]: {
      name: '审批规则',
      fields: {
        name: '名称',
        position: '顺序',
        active: '启用',
        allowSelfApproval: '验证发票的人可以审批它',
        conditions: '条件（须全部满足）',
        field: '字段',
        operator: '运算符',
        value: '值',
        keyword: '关键词',
        steps: '步骤（按顺序）',
        users: '审批用户',
        ruleGroups: '或这些规则组的任何成员',
        required: '所需审批数',
      },
      choices: {
        field: {
          TOTAL_TTC: '含税总额',
          SUPPLIER: '文档来源',
          BRANCH: '分支机构',
          ORIGIN_TYPE: '来源类型',
          DOCUMENT_GROUP: '文档组',
          KEYWORD: '关键词的值',
        },
        operator: {
          CONTAINS: '包含',
          EQUAL: '等于',
          NOT_EQUAL: '不等于',
          GREATER_THAN: '大于',
          GREATER_OR_EQUAL: '大于或等于',
          LESS_THAN: '小于',
          LESS_OR_EQUAL: '小于或等于',
        },
      },
      help: { required: '此步骤需要多少位审批人批准。' },
    },
  },
} satisfies Messages;
