import type { MessageExtension } from '../locales';
import type { ResourceMessages } from '../views/resourceConfig';

export const aiConfigurationMessages: ResourceMessages = {
  en: {
    name: 'AI configuration |||| AI configurations',
    fields: {
      name: 'Name',
      description: 'Description',
      model: 'Model',
      categoryuuid: 'Category',
      temperature: 'Temperature',
      topp: 'Top P',
      frequencypenalty: 'Frequency penalty',
      presencepenalty: 'Presence penalty',
      maxtokens: 'Maximum tokens',
      usedefaultprompt: "Use the company's default prompt",
      defaultprompt: 'Prompt',
    },
  },
  fr: {
    name: 'Configuration IA |||| Configurations IA',
    fields: {
      name: 'Nom',
      description: 'Description',
      model: 'Modèle',
      categoryuuid: 'Catégorie',
      temperature: 'Température',
      topp: 'Top P (échantillonnage)',
      frequencypenalty: 'Pénalité de fréquence',
      presencepenalty: 'Pénalité de présence',
      maxtokens: 'Nombre maximal de jetons',
      usedefaultprompt: "Utiliser le prompt par défaut de l'entreprise",
      defaultprompt: 'Prompt',
    },
  },
  de: {
    name: 'KI-Konfiguration |||| KI-Konfigurationen',
    fields: {
      name: 'Name',
      description: 'Beschreibung',
      model: 'Modell',
      categoryuuid: 'Kategorie',
      temperature: 'Temperatur',
      topp: 'Top-P-Wert',
      frequencypenalty: 'Häufigkeitsstrafe',
      presencepenalty: 'Präsenzstrafe',
      maxtokens: 'Maximale Token-Anzahl',
      usedefaultprompt: 'Standard-Prompt des Unternehmens verwenden',
      defaultprompt: 'Eingabeaufforderung',
    },
  },
  ru: {
    name: 'Конфигурация ИИ |||| Конфигурации ИИ',
    fields: {
      name: 'Название',
      description: 'Описание',
      model: 'Модель',
      categoryuuid: 'Категория',
      temperature: 'Температура',
      topp: 'Top P (выборка)',
      frequencypenalty: 'Штраф за частоту',
      presencepenalty: 'Штраф за присутствие',
      maxtokens: 'Максимум токенов',
      usedefaultprompt: 'Использовать промпт компании по умолчанию',
      defaultprompt: 'Промпт',
    },
  },
  cn: {
    name: 'AI 配置 |||| AI 配置',
    fields: {
      name: '名称',
      description: '描述',
      model: '模型',
      categoryuuid: '类别',
      temperature: '温度',
      topp: 'Top P 采样',
      frequencypenalty: '频率惩罚',
      presencepenalty: '存在惩罚',
      maxtokens: '最大令牌数',
      usedefaultprompt: '使用公司的默认提示词',
      defaultprompt: '提示词',
    },
  },
};

/** Texts of the AI configuration form (`aiconfigurations.form.*`). */
export const aiConfigurationFormMessages: MessageExtension = {
  en: {
    aiconfigurations: {
      form: {
        settings: 'Generation settings',
        prompt: 'Prompt',
        range: 'From %{min} to %{max}',
        defaultPromptHint:
          "The company's default document prompt applies; turn this off to write a prompt for this configuration.",
        ownPromptHint: "This prompt replaces the company's default document prompt.",
        modelHint: 'Provider and model, e.g. openai/gpt-4o',
      },
    },
  },
  fr: {
    aiconfigurations: {
      form: {
        settings: 'Paramètres de génération',
        prompt: 'Prompt',
        range: 'De %{min} à %{max}',
        defaultPromptHint:
          "Le prompt de document par défaut de l'entreprise s'applique ; désactivez cette option pour rédiger un prompt propre à cette configuration.",
        ownPromptHint: "Ce prompt remplace le prompt de document par défaut de l'entreprise.",
        modelHint: 'Fournisseur et modèle, par ex. openai/gpt-4o',
      },
    },
  },
  de: {
    aiconfigurations: {
      form: {
        settings: 'Generierungseinstellungen',
        prompt: 'Eingabeaufforderung',
        range: 'Von %{min} bis %{max}',
        defaultPromptHint:
          'Es gilt der Standard-Dokument-Prompt des Unternehmens; deaktivieren Sie dies, um einen eigenen Prompt für diese Konfiguration zu schreiben.',
        ownPromptHint: 'Dieser Prompt ersetzt den Standard-Dokument-Prompt des Unternehmens.',
        modelHint: 'Anbieter und Modell, z. B. openai/gpt-4o',
      },
    },
  },
  ru: {
    aiconfigurations: {
      form: {
        settings: 'Параметры генерации',
        prompt: 'Промпт',
        range: 'От %{min} до %{max}',
        defaultPromptHint:
          'Применяется промпт документов компании по умолчанию; отключите, чтобы написать промпт для этой конфигурации.',
        ownPromptHint: 'Этот промпт заменяет промпт документов компании по умолчанию.',
        modelHint: 'Поставщик и модель, например openai/gpt-4o',
      },
    },
  },
  cn: {
    aiconfigurations: {
      form: {
        settings: '生成设置',
        prompt: '提示词',
        range: '%{min} 到 %{max}',
        defaultPromptHint: '将使用公司的默认单据提示词；关闭此项即可为此配置编写专用提示词。',
        ownPromptHint: '此提示词将替代公司的默认单据提示词。',
        modelHint: '提供商和模型，例如 openai/gpt-4o',
      },
    },
  },
};
