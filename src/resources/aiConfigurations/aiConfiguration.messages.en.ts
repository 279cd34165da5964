import type { Messages } from '../../domain/locales';
import { aiConfigurationModel } from '../../domain/aiConfigurations/aiConfiguration.model';

/** AI configurations: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [aiConfigurationModel.name]: {
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
  },
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
  permissions: { subject: { PROMPTS: 'AI prompts' } },
} satisfies Messages;
