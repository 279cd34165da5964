import type en from './aiConfiguration.messages.en';
import { aiConfigurationModel } from '../../domain/aiConfigurations/aiConfiguration.model';

/** AI configurations: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [aiConfigurationModel.name]: {
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
  },
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
  permissions: { subject: { PROMPTS: 'prompts IA' } },
} satisfies typeof en;
