/** Texts of the Emails mode and of the e-mail dialog, in the five languages. */
export const emailsMessages = {
  en: {
    emails: {
      title: 'Sent e-mails', ofDocument: 'E-mails with this document', compose: 'New e-mail', sendDocuments: 'E-mail %{smart_count} document |||| E-mail %{smart_count} documents',
      documentsSubject: 'Document |||| Documents', recipients: 'Recipients', recipientsHelp: 'Pick a contact or type addresses (Enter or comma between them)',
      subject: 'Subject', content: 'Message', includeAttachments: 'Attach the files', includeSummary: 'Add a summary table', send: 'Send',
      sent: 'E-mail sent to %{smart_count} recipient |||| E-mail sent to %{smart_count} recipients', detail: 'E-mail', to: 'To', from: 'From',
      attachments: 'Attachments', documents: 'Documents', events: 'History', body: 'Message as sent', date: 'Date', statusTitle: 'Status',
      empty: 'No e-mail sent yet', quickFilter: 'Search a subject or a recipient', noMatch: 'No e-mail matches this search', status: { SENT: 'Sent', FAILED: 'Failed', QUEUED: 'Waiting to be sent' }, event: { CREATED: 'Written', SENT: 'Accepted by the mail server', FAILED: 'Refused' },
    },
    error: { recipientsrequired: 'Add at least one recipient', toomanyrecipients: 'At most 50 recipients' },
  },
  fr: {
    emails: {
      title: 'E-mails envoyés', ofDocument: 'E-mails contenant ce document', compose: 'Nouvel e-mail', sendDocuments: 'Envoyer %{smart_count} document par e-mail |||| Envoyer %{smart_count} documents par e-mail',
      documentsSubject: 'Document |||| Documents', recipients: 'Destinataires', recipientsHelp: 'Choisissez un contact ou saisissez des adresses (Entrée ou virgule entre elles)',
      subject: 'Objet', content: 'Message', includeAttachments: 'Joindre les fichiers', includeSummary: 'Ajouter un tableau récapitulatif', send: 'Envoyer',
      sent: 'E-mail envoyé à %{smart_count} destinataire |||| E-mail envoyé à %{smart_count} destinataires', detail: 'E-mail', to: 'À', from: 'De',
      attachments: 'Pièces jointes', documents: 'Documents', events: 'Historique', body: 'Message envoyé', date: 'Date', statusTitle: 'Statut',
      empty: 'Aucun e-mail envoyé pour le moment', quickFilter: 'Rechercher un objet ou un destinataire', noMatch: 'Aucun e-mail ne correspond à cette recherche', status: { SENT: 'Envoyé', FAILED: 'Échec', QUEUED: 'En attente d’envoi' }, event: { CREATED: 'Rédigé', SENT: 'Accepté par le serveur de messagerie', FAILED: 'Refusé' },
    },
    error: { recipientsrequired: 'Ajoutez au moins un destinataire', toomanyrecipients: '50 destinataires au plus' },
  },
  de: {
    emails: {
      title: 'Gesendete E-Mails', ofDocument: 'E-Mails mit diesem Dokument', compose: 'Neue E-Mail', sendDocuments: '%{smart_count} Dokument per E-Mail senden |||| %{smart_count} Dokumente per E-Mail senden',
      documentsSubject: 'Dokument |||| Dokumente', recipients: 'Empfänger', recipientsHelp: 'Kontakt wählen oder Adressen eingeben (Enter oder Komma dazwischen)',
      subject: 'Betreff', content: 'Nachricht', includeAttachments: 'Dateien anhängen', includeSummary: 'Übersichtstabelle hinzufügen', send: 'Senden',
      sent: 'E-Mail an %{smart_count} Empfänger gesendet |||| E-Mail an %{smart_count} Empfänger gesendet', detail: 'E-Mail', to: 'An', from: 'Von',
      attachments: 'Anhänge', documents: 'Dokumente', events: 'Verlauf', body: 'Gesendete Nachricht', date: 'Datum', statusTitle: 'Status',
      empty: 'Noch keine E-Mail gesendet', quickFilter: 'Betreff oder Empfänger suchen', noMatch: 'Keine E-Mail entspricht dieser Suche', status: { SENT: 'Gesendet', FAILED: 'Fehlgeschlagen', QUEUED: 'Wartet auf Versand' }, event: { CREATED: 'Verfasst', SENT: 'Vom Mailserver angenommen', FAILED: 'Abgelehnt' },
    },
    error: { recipientsrequired: 'Mindestens einen Empfänger angeben', toomanyrecipients: 'Höchstens 50 Empfänger' },
  },
  ru: {
    emails: {
      title: 'Отправленные письма', ofDocument: 'Письма с этим документом', compose: 'Новое письмо',
      sendDocuments: 'Отправить %{smart_count} документ по почте |||| Отправить %{smart_count} документа по почте |||| Отправить %{smart_count} документов по почте',
      documentsSubject: 'Документ |||| Документы |||| Документы', recipients: 'Получатели', recipientsHelp: 'Выберите контакт или введите адреса (Enter или запятая между ними)',
      subject: 'Тема', content: 'Сообщение', includeAttachments: 'Приложить файлы', includeSummary: 'Добавить сводную таблицу', send: 'Отправить',
      sent: 'Письмо отправлено %{smart_count} получателю |||| Письмо отправлено %{smart_count} получателям |||| Письмо отправлено %{smart_count} получателям',
      detail: 'Письмо', to: 'Кому', from: 'От', attachments: 'Вложения', documents: 'Документы', events: 'История', body: 'Отправленное сообщение', date: 'Дата', statusTitle: 'Статус',
      empty: 'Писем пока не отправлено', quickFilter: 'Поиск по теме или получателю', noMatch: 'Нет писем, соответствующих поиску', status: { SENT: 'Отправлено', FAILED: 'Ошибка', QUEUED: 'Ожидает отправки' }, event: { CREATED: 'Составлено', SENT: 'Принято почтовым сервером', FAILED: 'Отклонено' },
    },
    error: { recipientsrequired: 'Добавьте хотя бы одного получателя', toomanyrecipients: 'Не более 50 получателей' },
  },
  cn: {
    emails: {
      title: '已发送邮件', ofDocument: '包含此文档的邮件', compose: '新邮件', sendDocuments: '通过邮件发送 %{smart_count} 个文档',
      documentsSubject: '文档', recipients: '收件人', recipientsHelp: '选择联系人或输入地址（用回车或逗号分隔）',
      subject: '主题', content: '正文', includeAttachments: '附加文件', includeSummary: '添加汇总表', send: '发送',
      sent: '邮件已发送给 %{smart_count} 位收件人', detail: '邮件', to: '收件人', from: '发件人',
      attachments: '附件', documents: '文档', events: '记录', body: '已发送的正文', date: '日期', statusTitle: '状态',
      empty: '尚未发送任何邮件', quickFilter: '搜索主题或收件人', noMatch: '没有符合此搜索的邮件', status: { SENT: '已发送', FAILED: '失败', QUEUED: '等待发送' }, event: { CREATED: '已撰写', SENT: '邮件服务器已接收', FAILED: '被拒绝' },
    },
    error: { recipientsrequired: '请至少添加一位收件人', toomanyrecipients: '最多 50 位收件人' },
  },
};
