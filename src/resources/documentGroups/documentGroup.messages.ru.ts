import type en from './documentGroup.messages.en';
import { documentGroupModel } from '../../domain/documentGroups/documentGroup.model';

/** Document groups: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [documentGroupModel.name]: {
      name: 'Группа документов |||| Группы документов',
      fields: {
        name: 'Название',
        description: 'Описание',
        configuration: 'Конфигурация',
        categoryuuid: 'Категория',
        type: 'Тип',
        keywords: 'Ключевые слова',
      },
      choices: {
        type: {
          CUSTOM: 'Пользовательский',
          INVOICES: 'Счета',
        },
      },
    },
  },
  permissions: { subject: { DOCUMENT_GROUPS: 'группы документов' } },
} satisfies typeof en;
