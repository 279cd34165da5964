import type en from './keywordGroup.messages.en';
import { keywordGroupModel } from '../../domain/keywordGroups/keywordGroup.model';

/** Keyword groups: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [keywordGroupModel.name]: {
      name: 'Groupe de mots-clés |||| Groupes de mots-clés',
      fields: {
        name: 'Nom',
        description: 'Description',
      },
    },
  },
  permissions: { subject: { KEYWORD_GROUPS: 'groupes de mots-clés' } },
} satisfies typeof en;
