import type { ResourceMessages } from '../views/resourceConfig';

export const offerMessages: ResourceMessages = {
  en: {
    name: 'Offer |||| Offers',
    fields: {
      name: 'Name',
      description: 'Description',
      visible: 'Visible to customers',
      baseprice: 'Base price (€ / month)',
      trialdays: 'Trial days',
      functionnalities: 'Functionalities',
      totalprice: 'Monthly total',
    },
  },
  fr: {
    name: 'Offre |||| Offres',
    fields: {
      name: 'Nom',
      description: 'Description',
      visible: 'Visible des clients',
      baseprice: 'Prix de base (€ / mois)',
      trialdays: "Jours d'essai",
      functionnalities: 'Fonctionnalités',
      totalprice: 'Total mensuel',
    },
  },
  de: {
    name: 'Angebot |||| Angebote',
    fields: {
      name: 'Name',
      description: 'Beschreibung',
      visible: 'Für Kunden sichtbar',
      baseprice: 'Grundpreis (€ / Monat)',
      trialdays: 'Testtage',
      functionnalities: 'Funktionen',
      totalprice: 'Monatlicher Gesamtpreis',
    },
  },
  ru: {
    name: 'Тариф |||| Тарифы',
    fields: {
      name: 'Название',
      description: 'Описание',
      visible: 'Виден клиентам',
      baseprice: 'Базовая цена (€ / месяц)',
      trialdays: 'Дни пробного периода',
      functionnalities: 'Функции',
      totalprice: 'Итого в месяц',
    },
  },
  cn: {
    name: '套餐 |||| 套餐',
    fields: {
      name: '名称',
      description: '描述',
      visible: '对客户可见',
      baseprice: '基础价格（€ / 月）',
      trialdays: '试用天数',
      functionnalities: '功能',
      totalprice: '每月合计',
    },
  },
};
