import type en from './emailContact.messages.en';
import { emailContactModel } from '../../domain/emailContacts/emailContact.model';

/** Contacts: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [emailContactModel.name]: {
      name: 'Kontakt |||| Kontakte',
      fields: {
        name: 'Name',
        email: 'E-Mail-Adresse',
        color: 'Farbe',
        language: 'Sprache',
      },
      choices: {
        language: {
          COMPANY: 'Die des Unternehmens',
          fr: 'Français',
          en: 'English',
          de: 'Deutsch',
          ru: 'Русский',
          cn: '简体中文',
        },
      },
    },
  },
  permissions: { subject: { EMAIL_CONTACTS: 'E-Mail-Kontakte' } },
} satisfies typeof en;
