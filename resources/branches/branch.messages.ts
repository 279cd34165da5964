import type { ResourceMessages } from '../views/resourceConfig';

export const branchMessages: ResourceMessages = {
  en: {
    name: 'Branch |||| Branches',
    fields: {
      companyName: 'Company name',
      companyAddress: 'Address',
      firstName: 'Administrator first name',
      lastName: 'Administrator last name',
      email: 'Administrator e-mail',
      master: 'Master',
      admin: 'Administrator',
    },
  },
  fr: {
    name: 'Filiale |||| Filiales',
    fields: {
      companyName: 'Raison sociale',
      companyAddress: 'Adresse',
      firstName: "Prénom de l'administrateur",
      lastName: "Nom de l'administrateur",
      email: "E-mail de l'administrateur",
      master: 'Maître',
      admin: 'Administrateur',
    },
  },
  de: {
    name: 'Filiale |||| Filialen',
    fields: {
      companyName: 'Firmenname',
      companyAddress: 'Adresse',
      firstName: 'Vorname des Administrators',
      lastName: 'Nachname des Administrators',
      email: 'E-Mail des Administrators',
      master: 'Hauptgesellschaft',
      admin: 'Administrator',
    },
  },
  ru: {
    name: 'Филиал |||| Филиалы',
    fields: {
      companyName: 'Название компании',
      companyAddress: 'Адрес',
      firstName: 'Имя администратора',
      lastName: 'Фамилия администратора',
      email: 'E-mail администратора',
      master: 'Головная компания',
      admin: 'Администратор',
    },
  },
  cn: {
    name: '分支机构 |||| 分支机构',
    fields: {
      companyName: '公司名称',
      companyAddress: '地址',
      firstName: '管理员名',
      lastName: '管理员姓',
      email: '管理员邮箱',
      master: '总公司',
      admin: '管理员',
    },
  },
};
