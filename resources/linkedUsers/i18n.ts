import type { ResourceMessages } from '../views/resourceConfig';

export const linkedUserMessages: ResourceMessages = {
  en: {
    name: 'User |||| Users',
    fields: {
      firstname: 'First name',
      lastname: 'Last name',
      email: 'E-mail',
      permissions: 'Permissions',
      groups: 'Rule groups',
      origintypes: 'Visible origin types',
      documentgroups: 'Visible document groups',
    },
  },
  fr: {
    name: 'Utilisateur |||| Utilisateurs',
    fields: {
      firstname: 'Prénom',
      lastname: 'Nom',
      email: 'E-mail',
      permissions: 'Permissions',
      groups: 'Groupes de règles',
      origintypes: "Types d'origine visibles",
      documentgroups: 'Groupes de documents visibles',
    },
  },
  de: {
    name: 'Benutzer |||| Benutzer',
    fields: {
      firstname: 'Vorname',
      lastname: 'Nachname',
      email: 'E-Mail',
      permissions: 'Berechtigungen',
      groups: 'Regelgruppen',
      origintypes: 'Sichtbare Herkunftsarten',
      documentgroups: 'Sichtbare Dokumentgruppen',
    },
  },
  ru: {
    name: 'Пользователь |||| Пользователи',
    fields: {
      firstname: 'Имя',
      lastname: 'Фамилия',
      email: 'E-mail',
      permissions: 'Права доступа',
      groups: 'Группы правил',
      origintypes: 'Видимые типы происхождения',
      documentgroups: 'Видимые группы документов',
    },
  },
  cn: {
    name: '用户 |||| 用户',
    fields: {
      firstname: '名',
      lastname: '姓',
      email: '电子邮箱',
      permissions: '权限',
      groups: '规则组',
      origintypes: '可见来源类型',
      documentgroups: '可见单据组',
    },
  },
};
