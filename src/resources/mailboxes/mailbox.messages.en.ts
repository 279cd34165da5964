import type { Messages } from '../../domain/locales';
import { mailboxModel } from '../../domain/mailboxes/mailbox.model';

/** Mailboxes: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [mailboxModel.name]: {
      name: 'Mailbox |||| Mailboxes',
      fields: {
        name: 'Name',
        host: 'IMAP server',
        port: 'Port',
        tls: 'Security',
        username: 'User name',
        password: 'Password',
        folder: 'Folder',
        fromfilter: 'Only from (sender contains)',
        subjectfilter: 'Only with subject containing',
        attachmentfilter: 'Only attachments named or typed (e.g. .pdf, xml)',
        afterimport: 'After import',
        movefolder: 'Move to folder',
        destination: 'Documents go to',
        branchuuid: 'Company or branch',
        origintype: 'Origin type',
        documentgroupuuid: 'Document group',
        active: 'Active',
        lastpolledat: 'Last poll',
        lasterror: 'Last error',
      },
      choices: {
        tls: {
          TLS: 'TLS',
          STARTTLS: 'STARTTLS',
          NONE: 'None (loopback only)',
        },
        afterimport: {
          SEEN: 'Mark as read',
          MOVE: 'Move to a folder',
          DELETE: 'Delete',
        },
        destination: {
          BUYER: "The buyer's company (identifiers), else the chosen one",
          BRANCH: 'Always the chosen company',
        },
      },
      helpers: {
        password: 'Stored encrypted; leave empty to keep the current one.',
      },
      poll: 'Poll now',
      polled: 'Polled: %{imported} imported, %{duplicates} already there, %{refused} refused.',
      pollfailed: 'The mailbox could not be read: %{error}',
    },
  },
  permissions: { subject: { MAILBOXES: 'mailboxes' } },
} satisfies Messages;
