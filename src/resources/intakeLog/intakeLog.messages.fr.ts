import type en from './intakeLog.messages.en';
import { intakeLogModel } from '../../domain/intakeLog/intakeLog.model';

/** The intake log: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [intakeLogModel.name]: {
      name: 'Journal des arrivées |||| Journal des arrivées',
      fields: {
        createdAt: 'Arrivé le',
        channel: 'Canal',
        source: 'Provenance',
        filename: 'Fichier',
        outcome: 'Résultat',
        reason: 'Motif',
      },
      choices: {
        channel: {
          upload: 'Dépôt',
          mail: 'Courriel',
          api: 'API',
        },
        outcome: {
          imported: 'Importé',
          duplicate: 'Déjà importé',
          refused: 'Refusé',
        },
      },
    },
  },
} satisfies typeof en;
