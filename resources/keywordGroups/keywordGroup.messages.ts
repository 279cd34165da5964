import type { ResourceMessages } from '../views/resourceConfig';

export const keywordGroupMessages: ResourceMessages = {
  en: { name: 'Keyword group |||| Keyword groups', fields: { name: 'Name', description: 'Description' } },
  fr: { name: 'Groupe de mots-clés |||| Groupes de mots-clés', fields: { name: 'Nom', description: 'Description' } },
  de: { name: 'Schlüsselwortgruppe |||| Schlüsselwortgruppen', fields: { name: 'Name', description: 'Beschreibung' } },
  ru: { name: 'Группа ключевых слов |||| Группы ключевых слов', fields: { name: 'Название', description: 'Описание' } },
  cn: { name: '关键字组 |||| 关键字组', fields: { name: '名称', description: '描述' } },
};
