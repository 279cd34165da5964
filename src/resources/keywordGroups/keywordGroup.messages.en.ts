import type { Messages } from '../../domain/locales';
import { keywordGroupModel } from '../../domain/keywordGroups/keywordGroup.model';

/** Keyword groups: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [keywordGroupModel.name]: {
      name: 'Keyword group |||| Keyword groups',
      fields: {
        name: 'Name',
        description: 'Description',
      },
    },
  },
  permissions: { subject: { KEYWORD_GROUPS: 'keyword groups' } },
} satisfies Messages;
