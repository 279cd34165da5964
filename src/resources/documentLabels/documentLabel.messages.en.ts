import type { Messages } from '../../domain/locales';
import { documentLabelModel } from '../../domain/documentLabels/documentLabel.model';

/** Document labels: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [documentLabelModel.name]: {
      name: 'Document label |||| Document labels',
      fields: {
        name: 'Name',
        description: 'Description',
        color: 'Colour',
      },
    },
  },
  permissions: { subject: { LABELS: 'labels' } },
} satisfies Messages;
