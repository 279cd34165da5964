import type en from './originType.messages.en';
import { originTypeModel } from '../../domain/originTypes/originType.model';

/** Origin types: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [originTypeModel.name]: {
      name: 'Тип происхождения |||| Типы происхождения',
      fields: {
        name: 'Название',
        description: 'Описание',
        visible: 'Видимый',
        type: 'Вид',
        documentgroups: 'Группы документов',
      },
      choices: {
        type: {
          OTHER: 'Прочее',
          SUPPLIER: 'Поставщики',
          CUSTOMER: 'Клиенты',
        },
      },
      helpers: {
        type: 'У поставщиков и клиентов есть панели и платежи; «Прочее» содержит только документы.',
      },
    },
  },
  permissions: { subject: { ORIGIN_TYPES: 'типы происхождения' } },
} satisfies typeof en;
