import type en from './keyword.messages.en';
import { keywordModel } from '../../domain/keywords/keyword.model';

/** Keywords: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [keywordModel.name]: {
      name: 'Ключевое слово |||| Ключевые слова',
      fields: {
        name: 'Название',
        label: 'Подпись',
        extractionkey: 'Ключ извлечения',
        description: 'Описание',
        valuetype: 'Тип значения',
        type: 'Тип',
        group: 'Группа',
        manadatory: 'Обязательное',
        visible: 'Видимое',
        showtotalsinfooter: 'Итоги в нижней строке',
        choices: 'Значения',
      },
      choices: {
        valuetype: {
          TEXT: 'Текст',
          NUMBER: 'Число',
          DATE: 'Дата',
          BOOLEAN: 'Да / нет',
          ENUMERATED: 'Список значений',
          TABLE: 'Таблица',
        },
        type: {
          CUSTOM: 'Пользовательский',
          TTC: 'Сумма с НДС',
          HT: 'Сумма без НДС',
          TVA: 'НДС',
          DUE_DATE: 'Срок оплаты',
          TYPE: 'Тип документа',
        },
      },
      helpers: {
        type: 'Сумму с НДС сравнивает проверка дубликатов.',
      },
    },
  },
  permissions: { subject: { KEYWORDS: 'ключевые слова' } },
} satisfies typeof en;
