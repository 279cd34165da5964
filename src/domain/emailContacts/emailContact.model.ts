import { z } from 'zod';
import { defineResource, f } from '../defineResource';

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
  }),
  fields: {
    name: { list: true },
    email: { input: 'email', list: true },
    color: { input: 'color', list: true },
  },
});
