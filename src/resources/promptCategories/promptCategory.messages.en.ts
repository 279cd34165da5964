import type { Messages } from '../../domain/locales';
import { promptCategoryModel } from '../../domain/promptCategories/promptCategory.model';

/** Prompt categories: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [promptCategoryModel.name]: {
      name: 'Prompt category |||| Prompt categories',
      fields: {
        name: 'Name',
        description: 'Description',
      },
    },
  },
  promptcategories: {
    reassign: {
      count: 'AI configurations in this category: %{count}.',
      moveTo: 'Move its AI configurations to',
      none: 'No category (uncategorised)',
      empty: 'This category holds no AI configurations.',
    },
  },
} satisfies Messages;
