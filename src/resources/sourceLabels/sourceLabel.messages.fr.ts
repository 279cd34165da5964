import type en from './sourceLabel.messages.en';
import { sourceLabelModel } from '../../domain/sourceLabels/sourceLabel.model';

/** Document source labels: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [sourceLabelModel.name]: {
      name: 'Étiquette de source |||| Étiquettes de source',
      fields: {
        name: 'Nom',
        description: 'Description',
        color: 'Couleur',
      },
    },
  },
} satisfies typeof en;
