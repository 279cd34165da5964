import type { Messages } from '../../domain/locales';
import { emailContactModel } from '../../domain/emailContacts/emailContact.model';

/** Contacts: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [emailContactModel.name]: {
      name: 'Contact |||| Contacts',
      fields: {
        name: 'Name',
        email: 'E-mail address',
        color: 'Colour',
      },
    },
  },
  permissions: { subject: { EMAIL_CONTACTS: 'e-mail contacts' } },
} satisfies Messages;
