import type en from './originType.messages.en';
import { originTypeModel } from '../../domain/originTypes/originType.model';

/** Origin types: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [originTypeModel.name]: {
      name: 'Herkunftsart |||| Herkunftsarten',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
        visible: 'Sichtbar',
        type: 'Art',
        documentgroups: 'Dokumentgruppen',
      },
      choices: {
        type: {
          OTHER: 'Sonstige',
          SUPPLIER: 'Lieferanten',
          CUSTOMER: 'Kunden',
        },
      },
      helpers: {
        type: 'Lieferanten und Kunden haben Dashboards und Zahlungen; Sonstige enthält nur Dokumente.',
      },
    },
  },
  permissions: { subject: { ORIGIN_TYPES: 'Herkunftsarten' } },
} satisfies typeof en;
