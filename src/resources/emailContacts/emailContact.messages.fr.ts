import type en from './emailContact.messages.en';
import { emailContactModel } from '../../domain/emailContacts/emailContact.model';

/** Contacts: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [emailContactModel.name]: {
      name: 'Contact |||| Contacts',
      fields: {
        name: 'Nom',
        email: 'Adresse e-mail',
        color: 'Couleur',
        language: 'Langue',
      },
      choices: {
        language: {
          COMPANY: 'Celle de l’entreprise',
          fr: 'Français',
          en: 'English',
          de: 'Deutsch',
          ru: 'Русский',
          cn: '简体中文',
        },
      },
    },
  },
  permissions: { subject: { EMAIL_CONTACTS: 'contacts e-mail' } },
} satisfies typeof en;
