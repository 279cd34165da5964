import type en from './aiConfiguration.messages.en';
import { aiConfigurationModel } from '../../domain/aiConfigurations/aiConfiguration.model';

/** AI configurations: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [aiConfigurationModel.name]: {
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
  },
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
  permissions: { subject: { PROMPTS: 'промпты ИИ' } },
} satisfies typeof en;
