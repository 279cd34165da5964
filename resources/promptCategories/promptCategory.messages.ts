import type { MessageExtension } from '../locales';
import type { ResourceMessages } from '../views/resourceConfig';

export const promptCategoryMessages: ResourceMessages = {
  en: { name: 'Prompt category |||| Prompt categories', fields: { name: 'Name', description: 'Description' } },
  fr: { name: 'Catégorie de prompts |||| Catégories de prompts', fields: { name: 'Nom', description: 'Description' } },
  de: { name: 'Prompt-Kategorie |||| Prompt-Kategorien', fields: { name: 'Name', description: 'Beschreibung' } },
  ru: { name: 'Категория промптов |||| Категории промптов', fields: { name: 'Название', description: 'Описание' } },
  cn: { name: '提示词类别 |||| 提示词类别', fields: { name: '名称', description: '描述' } },
};

/** The delete dialog: where the category's AI configurations go (`promptcategories.reassign.*`). */
export const promptCategoryReassignMessages: MessageExtension = {
  en: {
    promptcategories: {
      reassign: {
        count: 'AI configurations in this category: %{count}.',
        moveTo: 'Move its AI configurations to',
        none: 'No category (uncategorised)',
        empty: 'This category holds no AI configurations.',
      },
    },
  },
  fr: {
    promptcategories: {
      reassign: {
        count: 'Configurations IA dans cette catégorie : %{count}.',
        moveTo: 'Déplacer ses configurations IA vers',
        none: 'Aucune catégorie (non classées)',
        empty: 'Cette catégorie ne contient aucune configuration IA.',
      },
    },
  },
  de: {
    promptcategories: {
      reassign: {
        count: 'KI-Konfigurationen in dieser Kategorie: %{count}.',
        moveTo: 'Ihre KI-Konfigurationen verschieben nach',
        none: 'Keine Kategorie (nicht zugeordnet)',
        empty: 'Diese Kategorie enthält keine KI-Konfigurationen.',
      },
    },
  },
  ru: {
    promptcategories: {
      reassign: {
        count: 'Конфигураций ИИ в этой категории: %{count}.',
        moveTo: 'Перенести её конфигурации ИИ в',
        none: 'Без категории',
        empty: 'В этой категории нет конфигураций ИИ.',
      },
    },
  },
  cn: {
    promptcategories: {
      reassign: {
        count: '此类别中的 AI 配置：%{count} 个。',
        moveTo: '将其 AI 配置移至',
        none: '无类别（未分类）',
        empty: '此类别中没有 AI 配置。',
      },
    },
  },
};

/** The key prefix of the delete dialog's texts (ReassignDeleteButton). */
export const promptCategoryDeleteTexts = 'promptcategories.reassign';
