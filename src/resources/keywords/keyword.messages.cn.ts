import type en from './keyword.messages.en';
import { keywordModel } from '../../domain/keywords/keyword.model';

/** Keywords: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [keywordModel.name]: {
      name: '关键字 |||| 关键字',
      fields: {
        name: '名称',
        label: '标签',
        extractionkey: '提取键',
        description: '描述',
        valuetype: '值类型',
        type: '类型',
        group: '分组',
        manadatory: '必填',
        visible: '可见',
        showtotalsinfooter: '页脚显示合计',
        choices: '取值',
      },
      choices: {
        valuetype: {
          TEXT: '文本',
          NUMBER: '数字',
          DATE: '日期',
          BOOLEAN: '是 / 否',
          ENUMERATED: '值列表',
          TABLE: '表格',
        },
        type: {
          CUSTOM: '自定义',
          TTC: '含税总额',
          HT: '不含税总额',
          TVA: '增值税',
          DUE_DATE: '到期日',
          TYPE: '单据类型',
        },
      },
      helpers: {
        type: '重复检查比较的是含税总额。',
      },
    },
  },
  permissions: { subject: { KEYWORDS: '关键字' } },
} satisfies typeof en;
