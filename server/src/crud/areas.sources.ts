import type { CrudDefinition } from './registerCrud';
import type { ResourceExample } from './exampleTypes';
import { documentLabelsCrud, sourceLabelsCrud } from './resources/labels';
import { suppliersCrud } from './resources/suppliers';
import { DEFAULT_EMAIL_TEMPLATE } from '../../../resources/suppliers/constants';
import { frenchVatKey, luhnValid } from '../../../resources/suppliers/identifiers';

/** Server CRUD definitions of the sources area. */
export const sourcesCruds: CrudDefinition[] = [sourceLabelsCrud, documentLabelsCrud, suppliersCrud];

/** A random valid SIREN (8 random digits and the Luhn check digit): identifiers are unique per origin type. */
export function randomSiren(): string {
  const head = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  for (let d = 0; d <= 9; d++) if (luhnValid(head + d)) return head + d;
  throw new Error('unreachable');
}
const withoutKeys = (o: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
const unique = (s: string) => `${s} ${Math.random().toString(36).slice(2, 8)}`;

/** Every default of a document source (spec §3, §9). */
export const SUPPLIER_DEFAULTS = {
  description: '',
  visible: 0,
  divers: false,
  identifiers: [],
  phone: '',
  address: '',
  email: '',
  origintype: null,
  paymenttypeuuid: null,
  payonvalidation: false,
  automail: false,
  includeattachments: true,
  emailtemplate: DEFAULT_EMAIL_TEMPLATE,
  duedateenum: 1,
  duedatexdays: -1,
  paymentdateenum: 1,
  paymentdatexdays: -1,
  labels: [],
  ocralgorithm: 'PDF',
  embedmode: 'OCRRESULT',
  excludedbranches: '',
  configuration: null,
  configurations: [],
  defaultdocumentgroupuuid: null,
  pagenumbers: -1,
};

/** Their examples for the generic API test. */
export const sourcesExamples: Record<string, ResourceExample> = {
  'documents/documentsourcelabels': {
    create: () => ({ name: unique('Stratégique') }),
    update: { color: '#ff8800', description: 'Fournisseurs clés' },
    invalid: { payload: { name: 'Rouge', color: 'red' }, field: 'color' },
    defaults: { color: '#ffffff', description: '' },
  },
  'documents/documentlabels': {
    create: () => ({ name: unique('À vérifier'), color: '#FFAA00' }),
    update: { color: '#00aa55' },
    invalid: { payload: { name: 'Bleu', color: '#12345' }, field: 'color' },
    defaults: { color: '#ffaa00', description: '' },
  },
  'documents/documentsources': {
    create: async (h) => {
      const siren = randomSiren();
      return {
        name: unique('ACME Fournitures'),
        identifiers: [
          { type: 'SIREN', value: siren },
          { type: 'VAT', value: `fr ${String(frenchVatKey(siren)).padStart(2, '0')} ${siren}` },
        ],
        paymenttypeuuid: await h.create('invoices/paymenttypes', { name: 'Virement' }),
        origintype: await h.create('documents/origintypes', { name: 'Fournisseurs', type: 'SUPPLIER' }),
        defaultdocumentgroupuuid: await h.create('documents/documentgroups', { name: 'Factures', type: 'INVOICES' }),
        labels: [await h.create('documents/documentsourcelabels', { name: unique('Clé') })],
      };
    },
    update: { visible: 2, duedateenum: 3, duedatexdays: 30, email: 'compta@acme.fr' },
    invalid: {
      payload: { name: 'ACME', identifiers: [{ type: 'SIRET', value: '73282932000075' }] },
      field: 'identifiers.0.value',
    },
    defaults: withoutKeys(SUPPLIER_DEFAULTS, [
      'identifiers',
      'paymenttypeuuid',
      'origintype',
      'labels',
      'defaultdocumentgroupuuid',
    ]),
  },
};
