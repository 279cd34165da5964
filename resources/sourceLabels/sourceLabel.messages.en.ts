import type { Messages } from '../locales';
import { sourceLabelModel } from './sourceLabel.model';

/** Document source labels: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [sourceLabelModel.name]: {
      name: 'Document source label |||| Document source labels',
      fields: {
        name: 'Name',
        description: 'Description',
        color: 'Colour',
      },
    },
  },
} satisfies Messages;
