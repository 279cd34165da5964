import type en from './documentGroupCategory.messages.en';
import { documentGroupCategoryModel } from '../../domain/documentGroupCategories/documentGroupCategory.model';

/** Document group categories: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [documentGroupCategoryModel.name]: {
      name: 'Dokumentgruppen-Kategorie |||| Dokumentgruppen-Kategorien',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
      },
    },
  },
} satisfies typeof en;
