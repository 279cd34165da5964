import type en from './emailContact.messages.en';
import { emailContactModel } from '../../domain/emailContacts/emailContact.model';

/** Contacts: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [emailContactModel.name]: {
      name: '联系人 |||| 联系人',
      fields: {
        name: '名称',
        email: '电子邮件地址',
        color: '颜色',
        language: '语言',
      },
      choices: {
        language: {
          COMPANY: '公司的语言',
          fr: 'Français',
          en: 'English',
          de: 'Deutsch',
          ru: 'Русский',
          cn: '简体中文',
        },
      },
    },
  },
  permissions: { subject: { EMAIL_CONTACTS: '邮件联系人' } },
} satisfies typeof en;
