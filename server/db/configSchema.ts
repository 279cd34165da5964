/**
 * Configuration entities of an account. Column keys are the API payload's field names (spec §3), so
 * the generic CRUD maps a validated payload straight onto a row; `uuid` is the primary key.
 */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companyRef } from './organisationSchema';
import { primaryId, createdAt } from './columns';

const base = () => ({
  uuid: primaryId(),
  companyId: companyRef('company_id'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  index: integer('index').notNull().default(0),
  createdAt: createdAt(),
});
const byCompany = (name: string) => (t: { companyId: any; index: any }) => [
  index(`${name}_company_idx`).on(t.companyId, t.index),
];

export const keywordGroups = pgTable('keyword_groups', { ...base() }, byCompany('keyword_groups'));

export const keywords = pgTable(
  'keywords',
  {
    ...base(),
    label: text('label').notNull().default(''),
    extractionkey: text('extractionkey').notNull().default(''),
    valuetype: text('valuetype').notNull().default('TEXT'),
    type: text('type').notNull().default('CUSTOM'),
    group: uuid('group_id').references(() => keywordGroups.uuid, { onDelete: 'set null' }),
    manadatory: boolean('mandatory').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    showtotalsinfooter: boolean('showtotalsinfooter').notNull().default(false),
    /** Allowed values of an ENUMERATED keyword; columns of a TABLE keyword. */
    choices: text('choices')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  byCompany('keywords'),
);

export const documentGroupCategories = pgTable(
  'document_group_categories',
  { ...base() },
  byCompany('document_group_categories'),
);

export const documentGroups = pgTable(
  'document_groups',
  {
    ...base(),
    configuration: text('configuration').notNull().default(''),
    categoryuuid: uuid('category_id').references(() => documentGroupCategories.uuid, { onDelete: 'set null' }),
    type: text('type').notNull().default('CUSTOM'),
    /** Ordered keywords: [{ uuid, keyworduuid, index }]. */
    keywords: jsonb('keywords')
      .$type<Array<{ uuid: string; keyworduuid: string; index: number }>>()
      .notNull()
      .default([]),
  },
  byCompany('document_groups'),
);

export const originTypes = pgTable(
  'origin_types',
  {
    ...base(),
    visible: boolean('visible').notNull().default(true),
    type: text('type').notNull().default('OTHER'),
    documentgroups: uuid('documentgroups')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  byCompany('origin_types'),
);

export const paymentTypes = pgTable(
  'payment_types',
  { ...base(), kind: text('kind').notNull().default('OTHER') },
  byCompany('payment_types'),
);

/** Document source labels ("labels" in the API). */
export const sourceLabels = pgTable(
  'source_labels',
  {
    ...base(),
    color: text('color').notNull().default('#ffffff'),
  },
  byCompany('source_labels'),
);

export const documentLabels = pgTable(
  'document_labels',
  {
    ...base(),
    color: text('color').notNull().default('#ffffff'),
  },
  byCompany('document_labels'),
);

export const promptCategories = pgTable('prompt_categories', { ...base() }, byCompany('prompt_categories'));

export const aiConfigurations = pgTable(
  'ai_configurations',
  {
    ...base(),
    model: text('model').notNull().default('openai/gpt-4o'),
    frequencypenalty: doublePrecision('frequencypenalty').notNull().default(0),
    presencepenalty: doublePrecision('presencepenalty').notNull().default(0),
    maxtokens: integer('maxtokens').notNull().default(256),
    temperature: doublePrecision('temperature').notNull().default(0.7),
    topp: doublePrecision('topp').notNull().default(0),
    defaultprompt: text('defaultprompt').notNull().default(''),
    usedefaultprompt: boolean('usedefaultprompt').notNull().default(true),
    categoryuuid: uuid('category_id').references(() => promptCategories.uuid, { onDelete: 'set null' }),
  },
  byCompany('ai_configurations'),
);

export type SupplierIdentifier = {
  type: 'SIREN' | 'SIRET' | 'VAT' | 'IBAN' | 'BIC' | 'EMAIL' | 'OTHER';
  value: string;
};
export type SupplierAiConfiguration = { uuid: string; aiconfigurationduuid: string; documentgroupuuid: string };

/** Document sources: suppliers and customers. */
export const suppliers = pgTable(
  'suppliers',
  {
    ...base(),
    identifiers: jsonb('identifiers').$type<SupplierIdentifier[]>().notNull().default([]),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    email: text('email').notNull().default(''),
    visible: integer('visible').notNull().default(0),
    paymenttypeuuid: uuid('payment_type_id').references(() => paymentTypes.uuid, { onDelete: 'set null' }),
    payonvalidation: boolean('payonvalidation').notNull().default(false),
    automail: boolean('automail').notNull().default(false),
    divers: boolean('divers').notNull().default(false),
    includeattachments: boolean('includeattachments').notNull().default(true),
    emailtemplate: text('emailtemplate').notNull().default(''),
    duedateenum: integer('duedateenum').notNull().default(1),
    duedatexdays: integer('duedatexdays').notNull().default(-1),
    paymentdateenum: integer('paymentdateenum').notNull().default(1),
    paymentdatexdays: integer('paymentdatexdays').notNull().default(-1),
    labels: uuid('labels')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    ocralgorithm: text('ocralgorithm').notNull().default('PDF'),
    embedmode: text('embedmode').notNull().default('OCRRESULT'),
    excludedbranches: text('excludedbranches').notNull().default(''),
    configuration: uuid('ai_configuration_id').references(() => aiConfigurations.uuid, { onDelete: 'set null' }),
    configurations: jsonb('configurations').$type<SupplierAiConfiguration[]>().notNull().default([]),
    defaultdocumentgroupuuid: uuid('default_document_group_id').references(() => documentGroups.uuid, {
      onDelete: 'set null',
    }),
    pagenumbers: integer('pagenumbers').notNull().default(-1),
    origintype: uuid('origin_type_id').references(() => originTypes.uuid, { onDelete: 'set null' }),
  },
  byCompany('suppliers'),
);

export const linkCategories = pgTable('link_categories', { ...base() }, byCompany('link_categories'));

export const links = pgTable(
  'links',
  {
    ...base(),
    url: text('url').notNull(),
    imageurl: text('imageurl').notNull().default(''),
    categoryuuid: uuid('category_id').references(() => linkCategories.uuid, { onDelete: 'set null' }),
  },
  byCompany('links'),
);

export const emailContacts = pgTable(
  'email_contacts',
  {
    ...base(),
    email: text('email').notNull(),
    color: text('color').notNull().default('#1565c0'),
    /** The language of the document e-mails the contact receives: fr, en, de, ru, cn, or COMPANY (the sender's). */
    language: text('language').notNull().default('COMPANY'),
  },
  byCompany('email_contacts'),
);
