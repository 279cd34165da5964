import type { ResourceMessages } from '../views/resourceConfig';

export const sourceLabelMessages: ResourceMessages = {
  en: {
    name: 'Document source label |||| Document source labels',
    fields: { name: 'Name', description: 'Description', color: 'Colour' },
  },
  fr: {
    name: 'Étiquette de source |||| Étiquettes de source',
    fields: { name: 'Nom', description: 'Description', color: 'Couleur' },
  },
  de: {
    name: 'Quellen-Label |||| Quellen-Labels',
    fields: { name: 'Name', description: 'Beschreibung', color: 'Farbe' },
  },
  ru: {
    name: 'Метка источника |||| Метки источников',
    fields: { name: 'Название', description: 'Описание', color: 'Цвет' },
  },
  cn: { name: '来源标签 |||| 来源标签', fields: { name: '名称', description: '描述', color: '颜色' } },
};
