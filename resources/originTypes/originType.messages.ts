import type { ResourceMessages } from '../views/resourceConfig';

const kinds = {
  en: { OTHER: 'Other', SUPPLIER: 'Suppliers', CUSTOMER: 'Customers' },
  fr: { OTHER: 'Autre', SUPPLIER: 'Fournisseurs', CUSTOMER: 'Clients' },
  de: { OTHER: 'Sonstige', SUPPLIER: 'Lieferanten', CUSTOMER: 'Kunden' },
  ru: { OTHER: 'Прочее', SUPPLIER: 'Поставщики', CUSTOMER: 'Клиенты' },
  cn: { OTHER: '其他', SUPPLIER: '供应商', CUSTOMER: '客户' },
};

export const originTypeMessages: ResourceMessages = {
  en: {
    name: 'Origin type |||| Origin types',
    fields: {
      name: 'Name',
      description: 'Description',
      visible: 'Visible',
      type: 'Kind',
      documentgroups: 'Document groups',
    },
    choices: { type: kinds.en },
    helpers: { type: 'By number: 0 Other, 1 Suppliers, 2 Customers; 1 and 2 have dashboards and payments.' },
  },
  fr: {
    name: "Type d'origine |||| Types d'origine",
    fields: {
      name: 'Nom',
      description: 'Description',
      visible: 'Visible',
      type: 'Nature',
      documentgroups: 'Groupes de documents',
    },
    choices: { type: kinds.fr },
    helpers: { type: 'En chiffres : 0 Autre, 1 Fournisseurs, 2 Clients ; 1 et 2 ont tableaux de bord et paiements.' },
  },
  de: {
    name: 'Herkunftsart |||| Herkunftsarten',
    fields: {
      name: 'Name',
      description: 'Beschreibung',
      visible: 'Sichtbar',
      type: 'Art',
      documentgroups: 'Dokumentgruppen',
    },
    choices: { type: kinds.de },
    helpers: { type: 'Als Zahl: 0 Sonstige, 1 Lieferanten, 2 Kunden; 1 und 2 haben Dashboards und Zahlungen.' },
  },
  ru: {
    name: 'Тип происхождения |||| Типы происхождения',
    fields: {
      name: 'Название',
      description: 'Описание',
      visible: 'Видимый',
      type: 'Вид',
      documentgroups: 'Группы документов',
    },
    choices: { type: kinds.ru },
    helpers: { type: 'Числом: 0 Прочее, 1 Поставщики, 2 Клиенты; у 1 и 2 есть панели и платежи.' },
  },
  cn: {
    name: '来源类型 |||| 来源类型',
    fields: { name: '名称', description: '描述', visible: '可见', type: '种类', documentgroups: '单据组' },
    choices: { type: kinds.cn },
    helpers: { type: '数字表示：0 其他，1 供应商，2 客户；1 和 2 有仪表板和付款。' },
  },
};
