import type { Messages } from '../../domain/locales';
import { sourceLabelModel } from '../../domain/sourceLabels/sourceLabel.model';

/** Document source labels: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [sourceLabelModel.name]: {
      name: 'Source label |||| Source labels',
      fields: {
        name: 'Name',
        description: 'Description',
        color: 'Colour',
      },
    },
  },
} satisfies Messages;
