import type { Messages } from '../../domain/locales';
import { keywordModel } from '../../domain/keywords/keyword.model';

/** Keywords: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [keywordModel.name]: {
      name: 'Keyword |||| Keywords',
      fields: {
        name: 'Name',
        label: 'Label',
        extractionkey: 'Extraction key',
        description: 'Description',
        valuetype: 'Value type',
        type: 'Type',
        group: 'Group',
        manadatory: 'Mandatory',
        visible: 'Visible',
        showtotalsinfooter: 'Totals in footer',
        choices: 'Values',
      },
      choices: {
        valuetype: {
          TEXT: 'Text',
          NUMBER: 'Number',
          DATE: 'Date',
          BOOLEAN: 'Yes / no',
          ENUMERATED: 'List of values',
          TABLE: 'Table',
        },
        type: {
          CUSTOM: 'Custom',
          TTC: 'Total incl. tax',
          HT: 'Total excl. tax',
          TVA: 'VAT',
          DUE_DATE: 'Due date',
          TYPE: 'Document type',
        },
      },
      helpers: {
        type: 'Total incl. tax is the amount the duplicate check compares.',
      },
    },
  },
  permissions: { subject: { KEYWORDS: 'keywords' } },
} satisfies Messages;
