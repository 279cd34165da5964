import type en from './originType.messages.en';
import { originTypeModel } from '../../domain/originTypes/originType.model';

/** Origin types: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [originTypeModel.name]: {
      name: 'Type d’origine |||| Types d’origine',
      fields: {
        name: 'Nom',
        description: 'Description',
        visible: 'Visible',
        type: 'Nature',
        documentgroups: 'Groupes de documents',
      },
      choices: {
        type: {
          OTHER: 'Autre',
          SUPPLIER: 'Fournisseurs',
          CUSTOMER: 'Clients',
        },
      },
      helpers: {
        type: 'Fournisseurs et Clients ont tableaux de bord et paiements ; Autre ne contient que des documents.',
      },
    },
  },
  permissions: { subject: { ORIGIN_TYPES: "types d'origine" } },
} satisfies typeof en;
