import type en from './emails.messages.en';

/** The e-mail pages' and dialogs' texts, in Russian. */
export default {
  emails: {
    title: 'Отправленные письма',
    ofDocument: 'Письма с этим документом',
    compose: 'Новое письмо',
    sendDocuments:
      'Отправить %{smart_count} документ по почте |||| Отправить %{smart_count} документа по почте |||| Отправить %{smart_count} документов по почте',
    documentsSubject: 'Документ |||| Документы |||| Документы',
    recipients: 'Получатели',
    recipientsHelp: 'Выберите контакт или введите адреса (Enter или запятая между ними)',
    subject: 'Тема',
    content: 'Сообщение',
    includeAttachments: 'Приложить файлы',
    includeSummary: 'Добавить сводную таблицу',
    send: 'Отправить',
    sent: 'Письмо отправлено %{smart_count} получателю |||| Письмо отправлено %{smart_count} получателям |||| Письмо отправлено %{smart_count} получателям',
    detail: 'Письмо',
    to: 'Кому',
    from: 'От',
    attachments: 'Вложения',
    documents: 'Документы',
    events: 'История',
    body: 'Отправленное сообщение',
    date: 'Дата',
    statusTitle: 'Статус',
    empty: 'Писем пока не отправлено',
    quickFilter: 'Поиск по теме или получателю',
    noMatch: 'Нет писем, соответствующих поиску',
    status: {
      SENT: 'Отправлено',
      FAILED: 'Ошибка',
      QUEUED: 'Ожидает отправки',
    },
    event: {
      CREATED: 'Составлено',
      SENT: 'Принято почтовым сервером',
      FAILED: 'Отклонено',
    },
  },
} satisfies typeof en;
