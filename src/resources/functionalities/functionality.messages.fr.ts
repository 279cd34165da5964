import appTexts from '../../i18n/app.messages.fr';
import type en from './functionality.messages.en';
import { functionalityModel } from '../../domain/functionalities/functionality.model';

/** Functionalities: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [functionalityModel.name]: {
      name: 'Fonctionnalité |||| Fonctionnalités',
      fields: {
        name: 'Nom',
        description: 'Description',
        visible: 'Visible',
        defaultprice: 'Prix par défaut (€ / mois)',
        defaultquantity: 'Quantité par défaut',
        functionnality: 'Fonctionnalité',
      },
      helpers: {
        defaultquantity: 'Laisser vide : sans limite',
      },
      choices: {
        functionnality: appTexts.app.functionality,
      },
    },
  },
} satisfies typeof en;
