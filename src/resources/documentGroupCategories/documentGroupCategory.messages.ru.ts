import type en from './documentGroupCategory.messages.en';
import { documentGroupCategoryModel } from '../../domain/documentGroupCategories/documentGroupCategory.model';

/** Document group categories: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [documentGroupCategoryModel.name]: {
      name: 'Категория групп документов |||| Категории групп документов',
      fields: {
        name: 'Название',
        description: 'Описание',
      },
    },
  },
} satisfies typeof en;
