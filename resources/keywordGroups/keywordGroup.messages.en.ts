import type { Messages } from '../locales';
import { keywordGroupModel } from './keywordGroup.model';

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
} satisfies Messages;
