import type { ResourceMessages } from '../views/resourceConfig';

const kinds = {
  en: { OTHER: 'Other', SUPPLIER: 'Suppliers', CUSTOMER: 'Customers' }, fr: { OTHER: 'Autre', SUPPLIER: 'Fournisseurs', CUSTOMER: 'Clients' },
  de: { OTHER: 'Sonstige', SUPPLIER: 'Lieferanten', CUSTOMER: 'Kunden' }, ru: { OTHER: 'Прочее', SUPPLIER: 'Поставщики', CUSTOMER: 'Клиенты' }, cn: { OTHER: '其他', SUPPLIER: '供应商', CUSTOMER: '客户' },
};

export const originTypeMessages: ResourceMessages = {
  en: { name: 'Origin type |||| Origin types', fields: { name: 'Name', description: 'Description', visible: 'Visible', type: 'Kind', documentgroups: 'Document groups' }, choices: { type: kinds.en } },
  fr: { name: "Type d'origine |||| Types d'origine", fields: { name: 'Nom', description: 'Description', visible: 'Visible', type: 'Nature', documentgroups: 'Groupes de documents' }, choices: { type: kinds.fr } },
  de: { name: 'Herkunftsart |||| Herkunftsarten', fields: { name: 'Name', description: 'Beschreibung', visible: 'Sichtbar', type: 'Art', documentgroups: 'Dokumentgruppen' }, choices: { type: kinds.de } },
  ru: { name: 'Тип происхождения |||| Типы происхождения', fields: { name: 'Название', description: 'Описание', visible: 'Видимый', type: 'Вид', documentgroups: 'Группы документов' }, choices: { type: kinds.ru } },
  cn: { name: '来源类型 |||| 来源类型', fields: { name: '名称', description: '描述', visible: '可见', type: '种类', documentgroups: '单据组' }, choices: { type: kinds.cn } },
};
