import type en from './emails.messages.en';

/** The e-mail pages' and dialogs' texts, in German. */
export default {
  emails: {
    title: 'Gesendete E-Mails',
    ofDocument: 'E-Mails mit diesem Dokument',
    compose: 'Neue E-Mail',
    sendDocuments: '%{smart_count} Dokument per E-Mail senden |||| %{smart_count} Dokumente per E-Mail senden',
    documentsSubject: 'Dokument |||| Dokumente',
    recipients: 'Empfänger',
    recipientsHelp: 'Kontakt wählen oder Adressen eingeben (Enter oder Komma dazwischen)',
    subject: 'Betreff',
    content: 'Nachricht',
    includeAttachments: 'Dateien anhängen',
    includeSummary: 'Übersichtstabelle hinzufügen',
    send: 'Senden',
    sent: 'E-Mail an %{smart_count} Empfänger gesendet |||| E-Mail an %{smart_count} Empfänger gesendet',
    detail: 'E-Mail',
    to: 'An',
    from: 'Von',
    attachments: 'Anhänge',
    documents: 'Dokumente',
    events: 'Verlauf',
    body: 'Gesendete Nachricht',
    date: 'Datum',
    statusTitle: 'Status',
    empty: 'Noch keine E-Mail gesendet',
    quickFilter: 'Betreff oder Empfänger suchen',
    noMatch: 'Keine E-Mail entspricht dieser Suche',
    status: {
      SENT: 'Gesendet',
      FAILED: 'Fehlgeschlagen',
      QUEUED: 'Wartet auf Versand',
    },
    event: {
      CREATED: 'Verfasst',
      SENT: 'Vom Mailserver angenommen',
      FAILED: 'Abgelehnt',
    },
  },
} satisfies typeof en;
