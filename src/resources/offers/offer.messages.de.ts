import type en from './offer.messages.en';
import { offerModel } from '../../domain/offers/offer.model';

/** Offers: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [offerModel.name]: {
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
  },
  offers: {
    form: {
      lines: 'Funktionen des Angebots',
      functionality: 'Funktion',
      visible: 'Sichtbar',
      price: 'Preis (€ / Monat)',
      priceHelp: 'Leer: der Standardpreis',
      period: 'Gezählte Menge',
      quantity: 'Menge',
      quantityHelp: 'Leer: unbegrenzt',
      monthlyTotal: 'Monatlicher Gesamtpreis',
      yearlyTotal: 'Jährlicher Gesamtpreis (10 × monatlich)',
      MONTHLY: 'Pro Monat',
      TOTAL: 'Insgesamt',
      invalidPrices: 'Geben Sie gültige Beträge ein, um den Gesamtpreis zu sehen.',
    },
  },
} satisfies typeof en;
