import type { Messages } from '../../domain/locales';
import { linkCategoryModel } from '../../domain/linkCategories/linkCategory.model';

/** Link categories: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [linkCategoryModel.name]: {
      name: 'Link category |||| Link categories',
      fields: {
        name: 'Name',
        description: 'Description',
      },
    },
  },
  linkcategories: {
    reassign: {
      count: 'Links in this category: %{count}.',
      moveTo: 'Move its links to',
      none: 'No category (uncategorised)',
      empty: 'This category holds no links.',
    },
  },
} satisfies Messages;
