import type { Messages } from '../../domain/locales';
import { documentGroupModel } from '../../domain/documentGroups/documentGroup.model';

/** Document groups: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [documentGroupModel.name]: {
      name: 'Document group |||| Document groups',
      fields: {
        name: 'Name',
        description: 'Description',
        configuration: 'Configuration',
        categoryuuid: 'Category',
        type: 'Type',
        keywords: 'Keywords',
      },
      choices: {
        type: {
          CUSTOM: 'Custom',
          INVOICES: 'Invoices',
        },
      },
    },
  },
  permissions: { subject: { DOCUMENT_GROUPS: 'document groups' } },
} satisfies Messages;
