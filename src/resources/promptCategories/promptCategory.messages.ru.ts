import type en from './promptCategory.messages.en';
import { promptCategoryModel } from '../../domain/promptCategories/promptCategory.model';

/** Prompt categories: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [promptCategoryModel.name]: {
      name: 'Категория промптов |||| Категории промптов',
      fields: {
        name: 'Название',
        description: 'Описание',
      },
    },
  },
  promptcategories: {
    reassign: {
      count: 'Конфигураций ИИ в этой категории: %{count}.',
      moveTo: 'Перенести её конфигурации ИИ в',
      none: 'Без категории',
      empty: 'В этой категории нет конфигураций ИИ.',
    },
  },
} satisfies typeof en;
