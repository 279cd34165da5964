import type en from './keywordGroup.messages.en';
import { keywordGroupModel } from '../../domain/keywordGroups/keywordGroup.model';

/** Keyword groups: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [keywordGroupModel.name]: {
      name: 'Группа ключевых слов |||| Группы ключевых слов',
      fields: {
        name: 'Название',
        description: 'Описание',
      },
    },
  },
  permissions: { subject: { KEYWORD_GROUPS: 'группы ключевых слов' } },
} satisfies typeof en;
