import type en from './sourceLabel.messages.en';
import { sourceLabelModel } from '../../domain/sourceLabels/sourceLabel.model';

/** Document source labels: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [sourceLabelModel.name]: {
      name: '来源标签 |||| 来源标签',
      fields: {
        name: '名称',
        description: '描述',
        color: '颜色',
      },
    },
  },
} satisfies typeof en;
