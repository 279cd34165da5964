import type { Messages } from '../../domain/locales';
import { originTypeModel } from '../../domain/originTypes/originType.model';

/** Origin types: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [originTypeModel.name]: {
      name: 'Origin type |||| Origin types',
      fields: {
        name: 'Name',
        description: 'Description',
        visible: 'Visible',
        type: 'Kind',
        documentgroups: 'Document groups',
      },
      choices: {
        type: {
          OTHER: 'Other',
          SUPPLIER: 'Suppliers',
          CUSTOMER: 'Customers',
        },
      },
      helpers: {
        type: 'Suppliers and Customers have dashboards and payments; Other holds documents only.',
      },
    },
  },
  permissions: { subject: { ORIGIN_TYPES: 'origin types' } },
} satisfies Messages;
