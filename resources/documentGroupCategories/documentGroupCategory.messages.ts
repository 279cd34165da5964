import type { ResourceMessages } from '../views/resourceConfig';

export const documentGroupCategoryMessages: ResourceMessages = {
  en: {
    name: 'Document group category |||| Document group categories',
    fields: { name: 'Name', description: 'Description' },
  },
  fr: { name: 'Catégorie de groupes |||| Catégories de groupes', fields: { name: 'Nom', description: 'Description' } },
  de: {
    name: 'Dokumentgruppen-Kategorie |||| Dokumentgruppen-Kategorien',
    fields: { name: 'Name', description: 'Beschreibung' },
  },
  ru: {
    name: 'Категория групп документов |||| Категории групп документов',
    fields: { name: 'Название', description: 'Описание' },
  },
  cn: { name: '单据组类别 |||| 单据组类别', fields: { name: '名称', description: '描述' } },
};
