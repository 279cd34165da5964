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
  },
} satisfies typeof en;
