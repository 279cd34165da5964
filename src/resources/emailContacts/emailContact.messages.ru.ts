import type en from './emailContact.messages.en';
import { emailContactModel } from '../../domain/emailContacts/emailContact.model';

/** Contacts: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [emailContactModel.name]: {
      name: 'Контакт |||| Контакты',
      fields: {
        name: 'Имя',
        email: 'Адрес электронной почты',
        color: 'Цвет',
        language: 'Язык',
      },
      choices: {
        language: {
          COMPANY: 'Язык компании',
          fr: 'Français',
          en: 'English',
          de: 'Deutsch',
          ru: 'Русский',
          cn: '简体中文',
        },
      },
    },
  },
  permissions: { subject: { EMAIL_CONTACTS: 'контакты e-mail' } },
} satisfies typeof en;
