/**
 * Example payloads for the generic API test: every resource of the registry must have one.
 * `create` may create what the payload refers to, through `h.create(resource, payload)`.
 */
import type { ResourceExample } from './exampleTypes';

export type { ExampleHelpers, ResourceExample } from './exampleTypes';

import { linksExamples } from './areas.links';
import { organisationExamples } from './areas.organisation';
import { sourcesExamples } from './areas.sources';

export const crudExamples: Record<string, ResourceExample> = {
  ...sourcesExamples,
  ...linksExamples,
  ...organisationExamples,
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
  'documents/keywordgroups': {
    create: () => ({ name: 'Montants' }),
    update: { description: 'Montants de la facture' },
    invalid: { payload: { name: '   ' }, field: 'name' },
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
  'documents/documentgroups/categories': {
    create: () => ({ name: 'Comptabilité' }),
    update: { name: 'Comptabilité fournisseurs' },
    invalid: { payload: { description: 'no name' }, field: 'name' },
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
  'invoices/paymenttypes': {
    create: () => ({ name: 'Virement' }),
    update: { description: 'Virement SEPA' },
    invalid: { payload: { name: 42 }, field: 'name' },
  },
};
