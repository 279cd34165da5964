import type en from './documentGroup.messages.en';
import { documentGroupModel } from '../../domain/documentGroups/documentGroup.model';

/** Document groups: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [documentGroupModel.name]: {
      name: 'Groupe de documents |||| Groupes de documents',
      fields: {
        name: 'Nom',
        description: 'Description',
        configuration: 'Configuration',
        categoryuuid: 'Catégorie',
        type: 'Type',
        keywords: 'Mots-clés',
      },
      choices: {
        type: {
          CUSTOM: 'Personnalisé',
          INVOICES: 'Factures',
        },
      },
    },
  },
  permissions: { subject: { DOCUMENT_GROUPS: 'groupes de documents' } },
} satisfies typeof en;
