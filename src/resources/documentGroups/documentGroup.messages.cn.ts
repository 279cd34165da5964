import type en from './documentGroup.messages.en';
import { documentGroupModel } from '../../domain/documentGroups/documentGroup.model';

/** Document groups: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [documentGroupModel.name]: {
      name: '单据组 |||| 单据组',
      fields: {
        name: '名称',
        description: '描述',
        configuration: '配置',
        categoryuuid: '类别',
        type: '类型',
        keywords: '关键字',
      },
      choices: {
        type: {
          CUSTOM: '自定义',
          INVOICES: '发票',
        },
      },
    },
  },
  permissions: { subject: { DOCUMENT_GROUPS: '单据组' } },
} satisfies typeof en;
