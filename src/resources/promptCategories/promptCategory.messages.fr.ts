import type en from './promptCategory.messages.en';
import { promptCategoryModel } from '../../domain/promptCategories/promptCategory.model';

/** Prompt categories: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [promptCategoryModel.name]: {
      name: 'Catégorie de prompts |||| Catégories de prompts',
      fields: {
        name: 'Nom',
        description: 'Description',
      },
    },
  },
  promptcategories: {
    reassign: {
      count: 'Configurations IA dans cette catégorie : %{count}.',
      moveTo: 'Déplacer ses configurations IA vers',
      none: 'Aucune catégorie (non classées)',
      empty: 'Cette catégorie ne contient aucune configuration IA.',
    },
  },
} satisfies typeof en;
