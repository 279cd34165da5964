import appTexts from '../../i18n/app.messages.en';
import type { Messages } from '../../domain/locales';
import { functionalityModel } from '../../domain/functionalities/functionality.model';

/** Functionalities: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [functionalityModel.name]: {
      name: 'Functionality |||| Functionalities',
      fields: {
        name: 'Name',
        description: 'Description',
        visible: 'Visible',
        defaultprice: 'Default price (€ / month)',
        defaultquantity: 'Default quantity',
        functionnality: 'Functionality',
      },
      helpers: {
        defaultquantity: 'Leave empty for no limit',
      },
      choices: {
        functionnality: appTexts.app.functionality,
      },
    },
  },
} satisfies Messages;
