import type en from './documentLabel.messages.en';
import { documentLabelModel } from '../../domain/documentLabels/documentLabel.model';

/** Document labels: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [documentLabelModel.name]: {
      name: 'Étiquette de document |||| Étiquettes de document',
      fields: {
        name: 'Nom',
        description: 'Description',
        color: 'Couleur',
      },
    },
  },
  permissions: { subject: { LABELS: 'étiquettes' } },
} satisfies typeof en;
