import type en from './aiConfiguration.messages.en';
import { aiConfigurationModel } from '../../domain/aiConfigurations/aiConfiguration.model';

/** AI configurations: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [aiConfigurationModel.name]: {
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
  },
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
  permissions: { subject: { PROMPTS: 'KI-Prompts' } },
} satisfies typeof en;
