import type en from './promptCategory.messages.en';
import { promptCategoryModel } from '../../domain/promptCategories/promptCategory.model';

/** Prompt categories: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [promptCategoryModel.name]: {
      name: 'Prompt-Kategorie |||| Prompt-Kategorien',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
      },
    },
  },
  promptcategories: {
    reassign: {
      count: 'KI-Konfigurationen in dieser Kategorie: %{count}.',
      moveTo: 'Ihre KI-Konfigurationen verschieben nach',
      none: 'Keine Kategorie (nicht zugeordnet)',
      empty: 'Diese Kategorie enthält keine KI-Konfigurationen.',
    },
  },
} satisfies typeof en;
