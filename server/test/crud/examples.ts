/**
 * Example payloads for the generic API test (crud.test.ts) and the fuzz test's seed. An entity whose only required
 * field is its name needs none: `exampleOf` derives it from the model. Any other lists one here; `create` may create
 * what the payload refers to, through `h.create(resource, payload)`.
 */
import type { ResourceModel } from '../../../src/domain/defineResource';
import { ibanFromRib } from '../../../src/domain/bankDetails/rib';
import { frenchVatKey } from '../../../src/domain/suppliers/identifiers';
import type { ResourceExample } from './exampleTypes';
import { randomSiren, SUPPLIER_DEFAULTS, unique, withoutKeys } from './supplierExamples';

export type { ExampleHelpers, ResourceExample } from './exampleTypes';

const crudExamples: Record<string, ResourceExample> = {
  'documents/keywords': {
    create: async (h) => ({
      name: 'Montant TTC',
      type: 'TTC',
      valuetype: 'NUMBER',
      extractionkey: 'total_ttc',
      group: await h.create('documents/keywordgroups', { name: 'Montants' }),
    }),
    update: { label: 'Total TTC', manadatory: true },
    invalid: { payload: { name: 'X', valuetype: 'COLOR' }, field: 'valuetype' },
    defaults: { visible: true, manadatory: false, showtotalsinfooter: false, description: '' },
  },
  'documents/documentgroups': {
    create: async (h) => ({
      name: 'Factures fournisseurs',
      type: 'INVOICES',
      categoryuuid: await h.create('documents/documentgroups/categories', { name: 'Comptabilité' }),
      keywords: [
        { keyworduuid: await h.create('documents/keywords', { name: 'HT', type: 'HT', valuetype: 'NUMBER' }) },
      ],
    }),
    update: { configuration: 'ocr=fr' },
    invalid: { payload: { name: 'G', type: 'LETTERS' }, field: 'type' },
    defaults: { configuration: '' },
  },
  'documents/origintypes': {
    create: async (h) => ({
      name: 'Fournisseurs',
      type: 'SUPPLIER',
      documentgroups: [await h.create('documents/documentgroups', { name: 'Factures' })],
    }),
    update: { visible: false },
    invalid: { payload: { name: 'O', type: 'PARTNER' }, field: 'type' },
    defaults: { visible: true },
  },

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

  'links/categories': {
    create: () => ({ name: 'Banques' }),
    update: { description: 'Espaces bancaires en ligne' },
    invalid: { payload: { name: '' }, field: 'name' },
    defaults: { description: '' },
  },
  'links/list': {
    create: async (h) => ({
      name: 'Impots',
      url: 'https://www.impots.gouv.fr',
      categoryuuid: await h.create('links/categories', { name: 'Administration' }),
    }),
    update: { url: 'https://www.impots.gouv.fr/professionnel', imageurl: 'https://www.impots.gouv.fr/logo.png' },
    invalid: { payload: { name: 'Bad', url: 'javascript:alert(1)' }, field: 'url' },
    defaults: { imageurl: '' },
  },
  'mails/contact': {
    create: () => ({ name: 'Cabinet comptable', email: 'compta@example.fr' }),
    update: { email: 'expert@example.fr', color: '#2e7d32' },
    invalid: { payload: { name: 'Nobody', email: 'not-an-address' }, field: 'email' },
    defaults: { color: '#1565c0' },
  },
  'documents/configurations/ai': {
    create: async (h) => ({
      name: 'Extraction factures',
      categoryuuid: await h.create('documents/configurations/ai/categories', { name: 'Factures' }),
    }),
    update: { temperature: 0.2, maxtokens: 1024, usedefaultprompt: false, defaultprompt: 'Extract the totals.' },
    invalid: { payload: { name: 'Hot', temperature: 3 }, field: 'temperature' },
    defaults: {
      model: 'openai/gpt-4o',
      frequencypenalty: 0,
      presencepenalty: 0,
      maxtokens: 256,
      temperature: 0.7,
      topp: 0,
      defaultprompt: '',
      usedefaultprompt: true,
      description: '',
    },
  },
  'configurations/mailboxes': {
    create: () => ({
      name: unique('Factures fournisseurs'),
      host: '127.0.0.1',
      port: 1143,
      tls: 'NONE',
      username: 'factures',
      password: 'secret',
    }),
    update: { folder: 'Factures', afterimport: 'MOVE', movefolder: 'Importées' },
    invalid: { payload: { name: 'Bad', host: 'imap.test', username: 'u', password: 'p', port: 70000 }, field: 'port' },
    defaults: { folder: 'INBOX', afterimport: 'SEEN', destination: 'BUYER', active: true, password: '' },
  },
  'configurations/webhooks': {
    create: () => ({
      name: unique('Comptabilité'),
      url: 'https://hooks.example.com/paperdesk',
      secret: 'webhook-secret-0123456789',
    }),
    update: { events: ['document.validated'], active: false },
    invalid: {
      payload: { name: 'Bad', url: 'http://hooks.example.com/', secret: 'webhook-secret-0123456789' },
      field: 'url',
    },
    defaults: { secret: '', active: true },
  },
  bankaccounts: {
    // a valid IBAN of its own each time (one account per IBAN in a group)
    create: () => ({
      name: unique('Compte courant'),
      iban: ibanFromRib('30006', '00001', String(Math.floor(Math.random() * 1e11)).padStart(11, '0'))!,
      bic: 'AGRIFRPP',
    }),
    update: { description: 'Banque principale' },
    invalid: { payload: { name: 'Compte', iban: 'FR7630006000011234567890188' }, field: 'iban' },
    defaults: { description: '' },
  },
};

/** The fields a payload must carry: those the model's schema has no default for. */
const requiredFields = (model: ResourceModel) =>
  Object.entries(model.schema.shape)
    .filter(([, field]) => !(field as { safeParse(v: unknown): { success: boolean } }).safeParse(undefined).success)
    .map(([key]) => key);

/**
 * The example of an entity: its own above, or, for a model whose only required field is `name`, one derived from the
 * model (a name; a new description, or name, on update; a number refused as name; the schema's defaults on create).
 */
export function exampleOf(model: ResourceModel): ResourceExample {
  const own = crudExamples[model.name];
  if (own) return own;
  const required = requiredFields(model);
  if (required.join() !== 'name')
    throw new Error(`${model.name} requires ${required.join(', ')}: add its example to server/test/crud/examples.ts`);
  const { name: _name, ...defaults } = model.schema.parse({ name: 'Example' });
  return {
    create: () => ({ name: unique(`Example ${model.endpoint}`) }),
    update: 'description' in model.schema.shape ? { description: 'Changed description' } : { name: 'Renamed' },
    invalid: { payload: { name: 42 }, field: 'name' },
    defaults,
  };
}
