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
        language: 'Language',
      },
      choices: {
        language: {
          COMPANY: "The company's",
          fr: 'Français',
          en: 'English',
          de: 'Deutsch',
          ru: 'Русский',
          cn: '简体中文',
        },
      },
    },
  },
  permissions: { subject: { EMAIL_CONTACTS: 'e-mail contacts' } },
} satisfies Messages;
