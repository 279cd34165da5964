import type en from './keyword.messages.en';
import { keywordModel } from '../../domain/keywords/keyword.model';

/** Keywords: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [keywordModel.name]: {
      name: 'Schlüsselwort |||| Schlüsselwörter',
      fields: {
        name: 'Name',
        label: 'Bezeichnung',
        extractionkey: 'Extraktionsschlüssel',
        description: 'Beschreibung',
        valuetype: 'Werttyp',
        type: 'Typ',
        group: 'Gruppe',
        manadatory: 'Pflichtfeld',
        visible: 'Sichtbar',
        showtotalsinfooter: 'Summen in der Fußzeile',
        choices: 'Werte',
      },
      choices: {
        valuetype: {
          TEXT: 'Text',
          NUMBER: 'Zahl',
          DATE: 'Datum',
          BOOLEAN: 'Ja / nein',
          ENUMERATED: 'Werteliste',
          TABLE: 'Tabelle',
        },
        type: {
          CUSTOM: 'Benutzerdefiniert',
          TTC: 'Bruttobetrag',
          HT: 'Nettobetrag',
          TVA: 'MwSt.',
          DUE_DATE: 'Fälligkeitsdatum',
          TYPE: 'Dokumenttyp',
        },
      },
      helpers: {
        type: 'Der Bruttobetrag ist der Betrag, den die Dublettenprüfung vergleicht.',
      },
    },
  },
  permissions: { subject: { KEYWORDS: 'Schlüsselwörter' } },
} satisfies typeof en;
