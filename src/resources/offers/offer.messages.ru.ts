import type en from './offer.messages.en';
import { offerModel } from '../../domain/offers/offer.model';

/** Offers: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [offerModel.name]: {
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
  },
  offers: {
    form: {
      lines: 'Функции тарифа',
      functionality: 'Функция',
      visible: 'Видимая',
      price: 'Цена (€ / месяц)',
      priceHelp: 'Пусто: цена по умолчанию',
      period: 'Учёт количества',
      quantity: 'Количество',
      quantityHelp: 'Пусто: без ограничений',
      monthlyTotal: 'Итого в месяц',
      yearlyTotal: 'Итого в год (10 × месяц)',
      MONTHLY: 'В месяц',
      TOTAL: 'Всего',
      invalidPrices: 'Введите корректные суммы, чтобы увидеть итог.',
    },
  },
} satisfies typeof en;
