import type en from './aiTest.messages.en';

/** The AI test page's texts, in Russian. */
export default {
  aitest: {
    title: 'Тестовый стенд ИИ',
    subtitle: 'Посмотрите, как читается файл и что в нём находит извлечение.',
    file: 'Выбрать файл',
    configuration: 'Конфигурация ИИ',
    none: 'Только встроенный экстрактор',
    embedmode: 'Отправить модели',
    OCRRESULT: 'Прочитанный текст',
    FILE: 'Файл',
    run: 'Запустить тест',
    ocrOnly: 'Только чтение (OCR)',
    text: 'Прочитанный текст (%{source}, страниц: %{pages}, %{ms} мс)',
    fields: 'Найденные поля',
    builtin: 'Встроенный экстрактор',
    model: 'Модель ИИ',
    empty: 'Ничего не найдено',
    noEndpoint: 'На этом сервере не настроен сервис ИИ: ответил встроенный экстрактор.',
    field: {
      number: 'Номер',
      type: 'Тип',
      direction: 'Направление',
      supplier: 'Источник документов',
      date: 'Дата',
      dueDate: 'Срок оплаты',
      currency: 'Валюта',
      ht: 'Сумма без НДС',
      vat: 'НДС',
      ttc: 'Сумма с НДС',
      vatLines: 'НДС по ставкам',
    },
    type: {
      INVOICE: 'Счёт',
      CREDIT: 'Кредит-нота',
    },
    direction: {
      SUPPLIER: 'Входящий (покупка)',
      CUSTOMER: 'Исходящий (продажа)',
    },
    source: {
      xml: 'XML электронного счёта',
      text: 'текст PDF',
      ocr: 'OCR',
      llm: 'модель ИИ',
      none: 'ничего не прочитано',
    },
    vatLine: '%{rate} %: база %{base}, НДС %{vat}',
  },
} satisfies typeof en;
