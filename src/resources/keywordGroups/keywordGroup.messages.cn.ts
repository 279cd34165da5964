import type en from './keywordGroup.messages.en';
import { keywordGroupModel } from '../../domain/keywordGroups/keywordGroup.model';

/** Keyword groups: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [keywordGroupModel.name]: {
      name: '关键字组 |||| 关键字组',
      fields: {
        name: '名称',
        description: '描述',
      },
    },
  },
  permissions: { subject: { KEYWORD_GROUPS: '关键字组' } },
} satisfies typeof en;
