import type { ResourceMessages } from '../views/resourceConfig';

export const documentLabelMessages: ResourceMessages = {
  en: {
    name: 'Document label |||| Document labels',
    fields: { name: 'Name', description: 'Description', color: 'Colour' },
  },
  fr: {
    name: 'Étiquette de document |||| Étiquettes de document',
    fields: { name: 'Nom', description: 'Description', color: 'Couleur' },
  },
  de: {
    name: 'Dokument-Label |||| Dokument-Labels',
    fields: { name: 'Name', description: 'Beschreibung', color: 'Farbe' },
  },
  ru: {
    name: 'Метка документа |||| Метки документов',
    fields: { name: 'Название', description: 'Описание', color: 'Цвет' },
  },
  cn: { name: '单据标签 |||| 单据标签', fields: { name: '名称', description: '描述', color: '颜色' } },
};
