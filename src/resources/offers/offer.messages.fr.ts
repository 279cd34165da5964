import type en from './offer.messages.en';
import { offerModel } from '../../domain/offers/offer.model';

/** Offers: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [offerModel.name]: {
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
  },
  offers: {
    form: {
      lines: "Fonctionnalités de l'offre",
      functionality: 'Fonctionnalité',
      visible: 'Visible',
      price: 'Prix (€ / mois)',
      priceHelp: 'Vide : le prix par défaut',
      period: 'Quantité comptée',
      quantity: 'Quantité',
      quantityHelp: 'Vide : illimitée',
      monthlyTotal: 'Total mensuel',
      yearlyTotal: 'Total annuel (10 × mensuel)',
      MONTHLY: 'Par mois',
      TOTAL: 'Au total',
      invalidPrices: 'Saisissez des montants valides pour voir le total.',
    },
  },
} satisfies typeof en;
