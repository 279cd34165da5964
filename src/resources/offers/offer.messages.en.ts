import type { Messages } from '../../domain/locales';
import { offerModel } from '../../domain/offers/offer.model';

/** Offers: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [offerModel.name]: {
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
  },
  offers: {
    form: {
      lines: 'Functionalities of the offer',
      functionality: 'Functionality',
      visible: 'Visible',
      price: 'Price (€ / month)',
      priceHelp: 'Empty: the default price',
      period: 'Quantity counted',
      quantity: 'Quantity',
      quantityHelp: 'Empty: unlimited',
      monthlyTotal: 'Monthly total',
      yearlyTotal: 'Yearly total (10 × monthly)',
      MONTHLY: 'Per month',
      TOTAL: 'In total',
      invalidPrices: 'Enter valid amounts to see the total.',
    },
  },
} satisfies Messages;
