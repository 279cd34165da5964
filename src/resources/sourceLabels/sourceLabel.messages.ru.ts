import type en from './sourceLabel.messages.en';
import { sourceLabelModel } from '../../domain/sourceLabels/sourceLabel.model';

/** Document source labels: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [sourceLabelModel.name]: {
      name: 'Метка источника |||| Метки источников',
      fields: {
        name: 'Название',
        description: 'Описание',
        color: 'Цвет',
      },
    },
  },
} satisfies typeof en;
