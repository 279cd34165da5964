import type en from './documentGroup.messages.en';
import { documentGroupModel } from '../../domain/documentGroups/documentGroup.model';

/** Document groups: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [documentGroupModel.name]: {
      name: 'Dokumentgruppe |||| Dokumentgruppen',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
        configuration: 'Konfiguration',
        categoryuuid: 'Kategorie',
        type: 'Typ',
        keywords: 'Schlüsselwörter',
      },
      choices: {
        type: {
          CUSTOM: 'Benutzerdefiniert',
          INVOICES: 'Rechnungen',
        },
      },
    },
  },
  permissions: { subject: { DOCUMENT_GROUPS: 'Dokumentgruppen' } },
} satisfies typeof en;
