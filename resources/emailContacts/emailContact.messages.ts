import type { ResourceMessages } from '../views/resourceConfig';

export const emailContactMessages: ResourceMessages = {
  en: { name: 'Contact |||| Contacts', fields: { name: 'Name', email: 'E-mail address', color: 'Colour' } },
  fr: { name: 'Contact |||| Contacts', fields: { name: 'Nom', email: 'Adresse e-mail', color: 'Couleur' } },
  de: { name: 'Kontakt |||| Kontakte', fields: { name: 'Name', email: 'E-Mail-Adresse', color: 'Farbe' } },
  ru: { name: 'Контакт |||| Контакты', fields: { name: 'Имя', email: 'Адрес электронной почты', color: 'Цвет' } },
  cn: { name: '联系人 |||| 联系人', fields: { name: '名称', email: '电子邮件地址', color: '颜色' } },
};
