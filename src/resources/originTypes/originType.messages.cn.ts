import type en from './originType.messages.en';
import { originTypeModel } from '../../domain/originTypes/originType.model';

/** Origin types: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [originTypeModel.name]: {
      name: '来源类型 |||| 来源类型',
      fields: {
        name: '名称',
        description: '描述',
        visible: '可见',
        type: '种类',
        documentgroups: '单据组',
      },
      choices: {
        type: {
          OTHER: '其他',
          SUPPLIER: '供应商',
          CUSTOMER: '客户',
        },
      },
      helpers: {
        type: '供应商和客户有仪表板和付款；其他仅包含文档。',
      },
    },
  },
  permissions: { subject: { ORIGIN_TYPES: '来源类型' } },
} satisfies typeof en;
