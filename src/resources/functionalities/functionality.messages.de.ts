import appTexts from '../../i18n/app.messages.de';
import type en from './functionality.messages.en';
import { functionalityModel } from '../../domain/functionalities/functionality.model';

/** Functionalities: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [functionalityModel.name]: {
      name: 'Funktion |||| Funktionen',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
        visible: 'Sichtbar',
        defaultprice: 'Standardpreis (€ / Monat)',
        defaultquantity: 'Standardmenge',
        functionnality: 'Funktion',
      },
      helpers: {
        defaultquantity: 'Leer lassen: ohne Grenze',
      },
      choices: {
        functionnality: appTexts.app.functionality,
      },
    },
  },
} satisfies typeof en;
