import { z } from 'zod';
import { defineResource, f } from '../defineResource';
import { LOCALE_CODES } from '../locales';

/** The language a contact reads: one of the app's, or the sending company's (the default). */
export const CONTACT_LANGUAGES = ['COMPANY', ...LOCALE_CODES] as const;

export const emailContactModel = defineResource({
  name: 'mails/contact',
  endpoint: '/emailcontacts',
  table: 'email_contacts',
  subject: 'EMAIL_CONTACTS',
  orderable: true,
  schema: z.object({
    name: f.name(),
    email: f.email().max(254),
    color: f.color('#1565c0'),
    // the language of the document e-mails this contact receives (their summary and text part)
    language: z.enum(CONTACT_LANGUAGES, 'error.invalidvalue').default('COMPANY'),
  }),
  fields: {
    name: { list: true },
    email: { input: 'email', list: true },
    color: { input: 'color', list: true },
    language: { input: 'select', choices: CONTACT_LANGUAGES, list: true },
  },
});
