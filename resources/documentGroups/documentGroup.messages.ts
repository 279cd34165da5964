import type { ResourceMessages } from '../views/resourceConfig';

const types = {
  en: { CUSTOM: 'Custom', INVOICES: 'Invoices' },
  fr: { CUSTOM: 'Personnalisé', INVOICES: 'Factures' },
  de: { CUSTOM: 'Benutzerdefiniert', INVOICES: 'Rechnungen' },
  ru: { CUSTOM: 'Пользовательский', INVOICES: 'Счета' },
  cn: { CUSTOM: '自定义', INVOICES: '发票' },
};

export const documentGroupMessages: ResourceMessages = {
  en: {
    name: 'Document group |||| Document groups',
    fields: {
      name: 'Name',
      description: 'Description',
      configuration: 'Configuration',
      categoryuuid: 'Category',
      type: 'Type',
      keywords: 'Keywords',
    },
    choices: { type: types.en },
  },
  fr: {
    name: 'Groupe de documents |||| Groupes de documents',
    fields: {
      name: 'Nom',
      description: 'Description',
      configuration: 'Configuration',
      categoryuuid: 'Catégorie',
      type: 'Type',
      keywords: 'Mots-clés',
    },
    choices: { type: types.fr },
  },
  de: {
    name: 'Dokumentgruppe |||| Dokumentgruppen',
    fields: {
      name: 'Name',
      description: 'Beschreibung',
      configuration: 'Konfiguration',
      categoryuuid: 'Kategorie',
      type: 'Typ',
      keywords: 'Schlüsselwörter',
    },
    choices: { type: types.de },
  },
  ru: {
    name: 'Группа документов |||| Группы документов',
    fields: {
      name: 'Название',
      description: 'Описание',
      configuration: 'Конфигурация',
      categoryuuid: 'Категория',
      type: 'Тип',
      keywords: 'Ключевые слова',
    },
    choices: { type: types.ru },
  },
  cn: {
    name: '单据组 |||| 单据组',
    fields: {
      name: '名称',
      description: '描述',
      configuration: '配置',
      categoryuuid: '类别',
      type: '类型',
      keywords: '关键字',
    },
    choices: { type: types.cn },
  },
};
