import type en from './linkCategory.messages.en';
import { linkCategoryModel } from '../../domain/linkCategories/linkCategory.model';

/** Link categories: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [linkCategoryModel.name]: {
      name: 'Link-Kategorie |||| Link-Kategorien',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
      },
    },
  },
  linkcategories: {
    reassign: {
      count: 'Links in dieser Kategorie: %{count}.',
      moveTo: 'Ihre Links verschieben nach',
      none: 'Keine Kategorie (nicht zugeordnet)',
      empty: 'Diese Kategorie enthält keine Links.',
    },
  },
} satisfies typeof en;
