import type { ResourceMessages } from '../views/resourceConfig';
import { functionalityModel } from './functionality.model';

/**
 * Labels of the functionalities resource. Its functionality choices read as the rest of the app names
 * them (`app.functionality.*`): each language's catalogue adds them (functionalityChoices), so these
 * labels, which load with the resource registry, don't carry every language's application texts.
 */
export const functionalityMessages: ResourceMessages = {
  en: {
    name: 'Functionality |||| Functionalities',
    fields: {
      name: 'Name',
      description: 'Description',
      visible: 'Visible',
      defaultprice: 'Default price (€ / month)',
      defaultquantity: 'Default quantity (-1 = unlimited)',
      functionnality: 'Functionality',
    },
  },
  fr: {
    name: 'Fonctionnalité |||| Fonctionnalités',
    fields: {
      name: 'Nom',
      description: 'Description',
      visible: 'Visible',
      defaultprice: 'Prix par défaut (€ / mois)',
      defaultquantity: 'Quantité par défaut (-1 = illimitée)',
      functionnality: 'Fonctionnalité',
    },
  },
  de: {
    name: 'Funktion |||| Funktionen',
    fields: {
      name: 'Name',
      description: 'Beschreibung',
      visible: 'Sichtbar',
      defaultprice: 'Standardpreis (€ / Monat)',
      defaultquantity: 'Standardmenge (-1 = unbegrenzt)',
      functionnality: 'Funktion',
    },
  },
  ru: {
    name: 'Функция |||| Функции',
    fields: {
      name: 'Название',
      description: 'Описание',
      visible: 'Видимая',
      defaultprice: 'Цена по умолчанию (€ / месяц)',
      defaultquantity: 'Количество по умолчанию (-1 = без ограничений)',
      functionnality: 'Функция',
    },
  },
  cn: {
    name: '功能 |||| 功能',
    fields: {
      name: '名称',
      description: '描述',
      visible: '可见',
      defaultprice: '默认价格（€ / 月）',
      defaultquantity: '默认数量（-1 = 不限）',
      functionnality: '功能',
    },
  },
};

/** `resources.<functionalities>.choices.functionnality`, from one language's `app.functionality` names. */
export const functionalityChoices = (names: Record<string, string>) => ({
  resources: { [functionalityModel.name]: { choices: { functionnality: names } } },
});
