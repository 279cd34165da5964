import type en from './documentGroupCategory.messages.en';
import { documentGroupCategoryModel } from '../../domain/documentGroupCategories/documentGroupCategory.model';

/** Document group categories: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [documentGroupCategoryModel.name]: {
      name: 'Catégorie de groupes de documents |||| Catégories de groupes de documents',
      fields: {
        name: 'Nom',
        description: 'Description',
      },
    },
  },
} satisfies typeof en;
