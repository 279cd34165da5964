import type en from './documentLabel.messages.en';
import { documentLabelModel } from '../../domain/documentLabels/documentLabel.model';

/** Document labels: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [documentLabelModel.name]: {
      name: 'Dokument-Label |||| Dokument-Labels',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
        color: 'Farbe',
      },
    },
  },
  permissions: { subject: { LABELS: 'Etiketten' } },
} satisfies typeof en;
