import type { Messages } from '../../domain/locales';
import { documentGroupCategoryModel } from '../../domain/documentGroupCategories/documentGroupCategory.model';

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
