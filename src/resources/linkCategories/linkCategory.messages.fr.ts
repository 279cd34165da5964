import type en from './linkCategory.messages.en';
import { linkCategoryModel } from '../../domain/linkCategories/linkCategory.model';

/** Link categories: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [linkCategoryModel.name]: {
      name: 'Catégorie de liens |||| Catégories de liens',
      fields: {
        name: 'Nom',
        description: 'Description',
      },
    },
  },
  linkcategories: {
    reassign: {
      count: 'Liens dans cette catégorie : %{count}.',
      moveTo: 'Déplacer ses liens vers',
      none: 'Aucune catégorie (non classés)',
      empty: 'Cette catégorie ne contient aucun lien.',
    },
  },
} satisfies typeof en;
