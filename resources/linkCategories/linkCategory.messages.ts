import type { MessageExtension } from '../locales';
import type { ResourceMessages } from '../views/resourceConfig';

export const linkCategoryMessages: ResourceMessages = {
  en: { name: 'Link category |||| Link categories', fields: { name: 'Name', description: 'Description' } },
  fr: { name: 'Catégorie de liens |||| Catégories de liens', fields: { name: 'Nom', description: 'Description' } },
  de: { name: 'Link-Kategorie |||| Link-Kategorien', fields: { name: 'Name', description: 'Beschreibung' } },
  ru: { name: 'Категория ссылок |||| Категории ссылок', fields: { name: 'Название', description: 'Описание' } },
  cn: { name: '链接类别 |||| 链接类别', fields: { name: '名称', description: '描述' } },
};

/** The delete dialog: where the category's links go (`linkcategories.reassign.*`). */
export const linkCategoryReassignMessages: MessageExtension = {
  en: {
    linkcategories: {
      reassign: {
        count: 'Links in this category: %{count}.',
        moveTo: 'Move its links to',
        none: 'No category (uncategorised)',
        empty: 'This category holds no links.',
      },
    },
  },
  fr: {
    linkcategories: {
      reassign: {
        count: 'Liens dans cette catégorie : %{count}.',
        moveTo: 'Déplacer ses liens vers',
        none: 'Aucune catégorie (non classés)',
        empty: 'Cette catégorie ne contient aucun lien.',
      },
    },
  },
  de: {
    linkcategories: {
      reassign: {
        count: 'Links in dieser Kategorie: %{count}.',
        moveTo: 'Ihre Links verschieben nach',
        none: 'Keine Kategorie (nicht zugeordnet)',
        empty: 'Diese Kategorie enthält keine Links.',
      },
    },
  },
  ru: {
    linkcategories: {
      reassign: {
        count: 'Ссылок в этой категории: %{count}.',
        moveTo: 'Перенести её ссылки в',
        none: 'Без категории',
        empty: 'В этой категории нет ссылок.',
      },
    },
  },
  cn: {
    linkcategories: {
      reassign: {
        count: '此类别中的链接：%{count} 个。',
        moveTo: '将其链接移至',
        none: '无类别（未分类）',
        empty: '此类别中没有链接。',
      },
    },
  },
};

/** The key prefix of the delete dialog's texts (ReassignDeleteButton). */
export const linkCategoryDeleteTexts = 'linkcategories.reassign';
