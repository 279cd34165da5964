import type en from './keyword.messages.en';
import { keywordModel } from '../../domain/keywords/keyword.model';

/** Keywords: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [keywordModel.name]: {
      name: 'Mot-clé |||| Mots-clés',
      fields: {
        name: 'Nom',
        label: 'Libellé',
        extractionkey: "Clé d'extraction",
        description: 'Description',
        valuetype: 'Type de valeur',
        type: 'Type',
        group: 'Groupe',
        manadatory: 'Obligatoire',
        visible: 'Visible',
        showtotalsinfooter: 'Totaux en pied de tableau',
        choices: 'Valeurs',
      },
      choices: {
        valuetype: {
          TEXT: 'Texte',
          NUMBER: 'Nombre',
          DATE: 'Date',
          BOOLEAN: 'Oui / non',
          ENUMERATED: 'Liste de valeurs',
          TABLE: 'Tableau',
        },
        type: {
          CUSTOM: 'Personnalisé',
          TTC: 'Total TTC',
          HT: 'Total HT',
          TVA: 'TVA',
          DUE_DATE: "Date d'échéance",
          TYPE: 'Type de document',
        },
      },
      helpers: {
        type: 'Le Total TTC est le montant que la détection des doublons compare.',
      },
    },
  },
  permissions: { subject: { KEYWORDS: 'mots-clés' } },
} satisfies typeof en;
