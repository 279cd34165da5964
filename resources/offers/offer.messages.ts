import type { MessageExtension } from '../locales';
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

/** Texts of the offer form: the offer's functionalities and its live price (`offers.form.*`). */
export const offerFormMessages: MessageExtension = {
  en: {
    offers: {
      form: {
        lines: 'Functionalities of the offer',
        functionality: 'Functionality',
        visible: 'Visible',
        price: 'Price (€ / month)',
        priceHelp: 'Empty: the default price',
        period: 'Quantity counted',
        quantity: 'Quantity',
        quantityHelp: '-1 = unlimited',
        monthlyTotal: 'Monthly total',
        yearlyTotal: 'Yearly total (10 × monthly)',
        MONTHLY: 'Per month',
        TOTAL: 'In total',
        invalidPrices: 'Enter valid amounts to see the total.',
      },
    },
  },
  fr: {
    offers: {
      form: {
        lines: "Fonctionnalités de l'offre",
        functionality: 'Fonctionnalité',
        visible: 'Visible',
        price: 'Prix (€ / mois)',
        priceHelp: 'Vide : le prix par défaut',
        period: 'Quantité comptée',
        quantity: 'Quantité',
        quantityHelp: '-1 = illimitée',
        monthlyTotal: 'Total mensuel',
        yearlyTotal: 'Total annuel (10 × mensuel)',
        MONTHLY: 'Par mois',
        TOTAL: 'Au total',
        invalidPrices: 'Saisissez des montants valides pour voir le total.',
      },
    },
  },
  de: {
    offers: {
      form: {
        lines: 'Funktionen des Angebots',
        functionality: 'Funktion',
        visible: 'Sichtbar',
        price: 'Preis (€ / Monat)',
        priceHelp: 'Leer: der Standardpreis',
        period: 'Gezählte Menge',
        quantity: 'Menge',
        quantityHelp: '-1 = unbegrenzt',
        monthlyTotal: 'Monatlicher Gesamtpreis',
        yearlyTotal: 'Jährlicher Gesamtpreis (10 × monatlich)',
        MONTHLY: 'Pro Monat',
        TOTAL: 'Insgesamt',
        invalidPrices: 'Geben Sie gültige Beträge ein, um den Gesamtpreis zu sehen.',
      },
    },
  },
  ru: {
    offers: {
      form: {
        lines: 'Функции тарифа',
        functionality: 'Функция',
        visible: 'Видимая',
        price: 'Цена (€ / месяц)',
        priceHelp: 'Пусто: цена по умолчанию',
        period: 'Учёт количества',
        quantity: 'Количество',
        quantityHelp: '-1 = без ограничений',
        monthlyTotal: 'Итого в месяц',
        yearlyTotal: 'Итого в год (10 × месяц)',
        MONTHLY: 'В месяц',
        TOTAL: 'Всего',
        invalidPrices: 'Введите корректные суммы, чтобы увидеть итог.',
      },
    },
  },
  cn: {
    offers: {
      form: {
        lines: '套餐包含的功能',
        functionality: '功能',
        visible: '可见',
        price: '价格（€ / 月）',
        priceHelp: '留空：使用默认价格',
        period: '数量计算方式',
        quantity: '数量',
        quantityHelp: '-1 = 不限',
        monthlyTotal: '每月合计',
        yearlyTotal: '每年合计（10 × 月价）',
        MONTHLY: '每月',
        TOTAL: '总计',
        invalidPrices: '请输入有效金额以查看合计。',
      },
    },
  },
};
