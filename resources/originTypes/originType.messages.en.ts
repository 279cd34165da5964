import type { Messages } from '../locales';
import { originTypeModel } from './originType.model';

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
        type: 'By number: 0 Other, 1 Suppliers, 2 Customers; 1 and 2 have dashboards and payments.',
      },
    },
  },
} satisfies Messages;
