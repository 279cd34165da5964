import type en from './documentLabel.messages.en';
import { documentLabelModel } from '../../domain/documentLabels/documentLabel.model';

/** Document labels: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [documentLabelModel.name]: {
      name: 'Метка документа |||| Метки документов',
      fields: {
        name: 'Название',
        description: 'Описание',
        color: 'Цвет',
      },
    },
  },
  permissions: { subject: { LABELS: 'метки' } },
} satisfies typeof en;
