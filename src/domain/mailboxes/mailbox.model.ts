import { z } from 'zod';
import { defineResource, f } from '../defineResource';

export const MAILBOX_TLS = ['TLS', 'STARTTLS', 'NONE'] as const;
/** After a message was imported: mark it seen, move it to a folder, or delete it. */
export const MAILBOX_AFTER_IMPORT = ['SEEN', 'MOVE', 'DELETE'] as const;
/** Where its documents go: the company of the buyer the e-invoice names (else `branchuuid`), or always `branchuuid`. */
export const MAILBOX_DESTINATIONS = ['BUYER', 'BRANCH'] as const;

const text = (max: number) => z.string().trim().max(max).default('');

/**
 * An IMAP mailbox polled for documents (issue 18). The password is written, never read: the API stores it
 * encrypted and answers '' (an update with '' keeps the stored one). `lasterror`/`lastpolledat` are the
 * server's, shown on the row.
 */
export const mailboxModel = defineResource({
  name: 'configurations/mailboxes',
  endpoint: '/mailboxes',
  table: 'mailboxes',
  subject: 'MAILBOXES',
  deletable: true,
  schema: z
    .object({
      name: f.name(),
      host: z
        .string()
        .trim()
        .min(1, 'error.required')
        .max(253)
        .regex(/^[A-Za-z0-9.:[\]-]+$/, 'error.host'),
      port: z.number('error.number').int('error.port').min(1, 'error.port').max(65535, 'error.port').default(993),
      tls: z.enum(MAILBOX_TLS).default('TLS'),
      username: z.string().trim().min(1, 'error.required').max(320),
      password: z.string().max(1000).default(''),
      folder: z.string().trim().min(1, 'error.required').max(200).default('INBOX'),
      fromfilter: text(320),
      subjectfilter: text(200),
      attachmentfilter: text(200),
      afterimport: z.enum(MAILBOX_AFTER_IMPORT).default('SEEN'),
      movefolder: text(200),
      destination: z.enum(MAILBOX_DESTINATIONS).default('BUYER'),
      branchuuid: f.optionalUuid(),
      origintype: f.optionalUuid(),
      documentgroupuuid: f.optionalUuid(),
      active: z.boolean().default(true),
      lastpolledat: z.string().nullable().optional(),
      lasterror: z.string().optional(),
      /** The last poll's refused attachments, as a key with its figures (what `lasterror` says in English). */
      lastrefusal: z.record(z.string(), z.unknown()).nullable().optional(),
    })
    .refine((m) => m.afterimport !== 'MOVE' || m.movefolder !== '', {
      path: ['movefolder'],
      message: 'error.required',
    }),
  fields: {
    name: { list: true },
    host: { list: true },
    port: { input: 'number' },
    tls: { input: 'select', choices: MAILBOX_TLS },
    username: { list: true },
    password: { input: 'password' },
    folder: {},
    fromfilter: {},
    subjectfilter: {},
    attachmentfilter: {},
    afterimport: { input: 'select', choices: MAILBOX_AFTER_IMPORT },
    movefolder: {},
    destination: { input: 'select', choices: MAILBOX_DESTINATIONS },
    branchuuid: { input: 'reference', reference: 'administration/branches/list' },
    origintype: { input: 'reference', reference: 'documents/origintypes' },
    documentgroupuuid: { input: 'reference', reference: 'documents/documentgroups' },
    active: { input: 'boolean', list: true },
    lastpolledat: { readOnly: true, list: true, format: 'day' },
    lasterror: { readOnly: true, list: true, explainedBy: 'lastrefusal' },
  },
});

/** `POST /mailboxes/{id}/poll`: what one poll of the mailbox took in, or why it could not read it. */
export const mailboxPollAnswer = z.object({
  imported: z.number(),
  duplicates: z.number(),
  refused: z.number(),
  /** Messages read in this poll. */
  messages: z.number(),
  /** Why the mailbox could not be read ('' when it was). */
  error: z.string(),
  /** Messages were left for the next poll (this one stopped at its batch): it is due at once. */
  more: z.boolean(),
  /** Why each refused attachment was refused (the intake log has them all; the row shows the first). */
  refusals: z.array(
    z.object({
      filename: z.string(),
      /** The refusal's text in English (the row's `lasterror`, for API readers). */
      message: z.string(),
      /** As the API answers it (code, key, params): each reader sees it in their language. */
      body: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type MailboxPollResult = z.infer<typeof mailboxPollAnswer>;
