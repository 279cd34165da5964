import type { Messages } from '../locales';
import { documentGroupCategoryModel } from './documentGroupCategory.model';

/** Document group categories: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [documentGroupCategoryModel.name]: {
      name: 'Document group category |||| Document group categories',
      fields: {
        name: 'Name',
        description: 'Description',
      },
    },
  },
} satisfies Messages;
