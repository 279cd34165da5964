import type { Messages } from '../../domain/locales';

/** The e-mail pages' and dialogs' texts, in English. */
export default {
  emails: {
    title: 'Sent e-mails',
    ofDocument: 'E-mails with this document',
    compose: 'New e-mail',
    sendDocuments: 'E-mail %{smart_count} document |||| E-mail %{smart_count} documents',
    documentsSubject: 'Document |||| Documents',
    recipients: 'Recipients',
    recipientsHelp: 'Pick a contact or type addresses (Enter or comma between them)',
    subject: 'Subject',
    content: 'Message',
    includeAttachments: 'Attach the files',
    includeSummary: 'Add a summary table',
    send: 'Send',
    sent: 'E-mail sent to %{smart_count} recipient |||| E-mail sent to %{smart_count} recipients',
    detail: 'E-mail',
    to: 'To',
    from: 'From',
    attachments: 'Attachments',
    documents: 'Documents',
    events: 'History',
    body: 'Message as sent',
    date: 'Date',
    statusTitle: 'Status',
    empty: 'No e-mail sent yet',
    quickFilter: 'Search a subject or a recipient',
    noMatch: 'No e-mail matches this search',
    status: {
      SENT: 'Sent',
      FAILED: 'Failed',
      QUEUED: 'Waiting to be sent',
    },
    event: {
      CREATED: 'Written',
      SENT: 'Accepted by the mail server',
      FAILED: 'Refused',
    },
  },
} satisfies Messages;
