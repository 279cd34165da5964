import type en from './ruleGroup.messages.en';
import { ruleGroupModel } from '../../domain/ruleGroups/ruleGroup.model';

/** Rule groups: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [ruleGroupModel.name]: {
      name: '规则组 |||| 规则组',
      fields: {
        name: '名称',
        description: '描述',
        type: '类型',
        permissions: '权限',
      },
      choices: {
        type: {
          SUPER_ADMIN: '超级管理员',
          BRANCH_ADMIN: '分支机构管理员',
          USER: '用户',
        },
      },
    },
  },
  rulegroups: {
    picker: {
      all: '全部',
      notHeld: '您没有此权限，因此无法授予。',
      selected: '已选 %{count} / %{total}',
      none: '未选择任何权限。',
    },
  },
  permissions: {
    subject: { RULE_GROUPS: '规则组' },
    crud: {
      VIEW: '查看%{subject}',
      CREATE: '创建%{subject}',
      UPDATE: '编辑%{subject}',
      DELETE: '删除%{subject}',
    },
    EXECUTE_PAYMENTS: '执行付款（银行文件、标记为已完成）',
    VIEW_DOCUMENTS: '查看单据',
    UPLOAD_DOCUMENTS: '上传单据',
    DOWNLOAD_DOCUMENTS: '下载单据',
    UPDATE_DOCUMENTS: '编辑单据',
    DELETE_DOCUMENTS: '删除单据',
    SEND_EMAIL_DOCUMENTS: '通过邮件发送单据',
    GLOBAL_SEARCH_DOCUMENTS: '全局搜索单据',
    VIEW_EMAILS: '查看邮件',
    READ_EMAILS: '阅读邮件',
    SEND_EMAILS: '发送邮件',
    VIEW_SOLDES: '查看余额',
    EXPORT_SOLDES: '导出余额',
    DASHBOARD_SUPPLIERS_CUSTOMERS: '供应商和客户仪表板',
    DASHBOARD_LABELS: '标签仪表板',
    OVERVIEW_MODE: '总览模式',
    ADVANCED_FUNCTIONNALITIES: '高级功能',
  },
} satisfies typeof en;
