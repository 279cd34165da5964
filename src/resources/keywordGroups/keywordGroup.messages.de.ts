import type en from './keywordGroup.messages.en';
import { keywordGroupModel } from '../../domain/keywordGroups/keywordGroup.model';

/** Keyword groups: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [keywordGroupModel.name]: {
      name: 'Schlüsselwortgruppe |||| Schlüsselwortgruppen',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
      },
    },
  },
  permissions: { subject: { KEYWORD_GROUPS: 'Schlüsselwortgruppen' } },
} satisfies typeof en;
