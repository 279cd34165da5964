/**
 * Sending e-mails (spec §7: POST /emails/send, PUT /documents/sendemail) and the sent-mail log:
 * the request bodies, validated the same way in the dialog and on the server.
 */
import { z } from 'zod';
import { uuid } from '../ids';

/** Recipients of one e-mail at most (a mailing list is not what this is for). */
export const MAX_RECIPIENTS = 50;
/** Documents attached to one e-mail at most. */
export const MAX_EMAIL_DOCUMENTS = 100;

const recipients = z
  .array(z.string().trim().toLowerCase().email('error.email'))
  .min(1, 'error.recipientsrequired')
  .max(MAX_RECIPIENTS, 'error.toomanyrecipients')
  .transform((list) => [...new Set(list)]);

export const sendEmailSchema = z.object({
  emailAddresses: recipients,
  emailSubject: z.string().trim().min(1, 'error.required').max(300),
  mailContent: z.string().max(200_000).default(''),
});

export const sendDocumentsEmailSchema = sendEmailSchema.extend({
  documents: z.array(uuid).min(1, 'error.required').max(MAX_EMAIL_DOCUMENTS),
  includeAttachements: z.boolean().default(true),
  includeSummary: z.boolean().default(false),
});

export type SendEmail = z.input<typeof sendEmailSchema>;
export type SendDocumentsEmail = z.input<typeof sendDocumentsEmailSchema>;

export const EMAIL_EVENT_NAMES = ['CREATED', 'SENT', 'FAILED'] as const;
export type EmailEventName = (typeof EMAIL_EVENT_NAMES)[number];
export const EMAIL_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;

/** A line of the sent-mail list (GET /emails, GET /emails/document). */
export const emailSummaryAnswer = z.object({
  uuid: z.string(),
  subject: z.string(),
  recipients: z.array(z.string()),
  status: z.enum(EMAIL_STATUSES),
  attachmentCount: z.number(),
  documentCount: z.number(),
  sender: z.string(),
  createdAt: z.string(),
});
export type EmailSummary = z.infer<typeof emailSummaryAnswer>;

/** GET /emails/{id}: the line, its body, the documents it carried and what happened to it. */
export const emailDetailAnswer = emailSummaryAnswer.extend({
  body: z.string(),
  documents: z.array(z.string()),
  events: z.array(z.object({ name: z.enum(EMAIL_EVENT_NAMES), time: z.string(), detail: z.string().optional() })),
});
export type EmailDetail = z.infer<typeof emailDetailAnswer>;

/** Whether a body is HTML (the rich-text editor's) rather than plain text as typed. */
export const isHtml = (s: string) => /<[a-z!/][^>]*>/i.test(s);

/** Text made safe inside HTML bodies and attribute values. */
export const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A body as HTML: HTML kept, plain text escaped with its line breaks kept. */
export const bodyAsHtml = (body: string) =>
  isHtml(body) ? body : `<div style="white-space:pre-wrap">${escapeHtml(body)}</div>`;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Character references as the characters they stand for (`&#34;`, `&#x3e;`, `&amp;`...), in one pass. */
export const decodeEntities = (s: string) =>
  s.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    const code = /^#x/i.test(ref) ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/** Text of an HTML body, for the plain-text part and previews: paragraphs apart, lines and list items on their own. */
export function htmlToText(html: string): string {
  if (!isHtml(html)) return html;
  return decodeEntities(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li[^>]*>/gi, '\n- ')
      .replace(/<\/(p|h[1-6]|ul|ol|table)>/gi, '\n\n')
      .replace(/<\/(div|tr)>/gi, '\n')
      .replace(/<\/t[dh]>/gi, '\t')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
