import type en from './linkCategory.messages.en';
import { linkCategoryModel } from '../../domain/linkCategories/linkCategory.model';

/** Link categories: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [linkCategoryModel.name]: {
      name: 'Категория ссылок |||| Категории ссылок',
      fields: {
        name: 'Название',
        description: 'Описание',
      },
    },
  },
  linkcategories: {
    reassign: {
      count: 'Ссылок в этой категории: %{count}.',
      moveTo: 'Перенести её ссылки в',
      none: 'Без категории',
      empty: 'В этой категории нет ссылок.',
    },
  },
} satisfies typeof en;
