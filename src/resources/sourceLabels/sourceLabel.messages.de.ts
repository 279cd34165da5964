import type en from './sourceLabel.messages.en';
import { sourceLabelModel } from '../../domain/sourceLabels/sourceLabel.model';

/** Document source labels: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [sourceLabelModel.name]: {
      name: 'Quellen-Label |||| Quellen-Labels',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
        color: 'Farbe',
      },
    },
  },
} satisfies typeof en;
