import type en from './documentLabel.messages.en';
import { documentLabelModel } from '../../domain/documentLabels/documentLabel.model';

/** Document labels: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [documentLabelModel.name]: {
      name: '单据标签 |||| 单据标签',
      fields: {
        name: '名称',
        description: '描述',
        color: '颜色',
      },
    },
  },
  permissions: { subject: { LABELS: '标签' } },
} satisfies typeof en;
