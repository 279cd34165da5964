/** Organisation tables: companies and branches, users, rule groups, offers, subscriptions, sign-in state. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { primaryId, createdAt, updatedAt, money } from './columns';

/** A company (or account: the master company) the row belongs to; the row goes with it. */
export const companyRef = (name: 'company_id' | 'account_id') =>
  uuid(name)
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** An account is a master company (masterId null); a branch is a company linked to its master. */
export const companies = pgTable(
  'companies',
  {
    id: primaryId(),
    masterId: uuid('master_id').references((): any => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    contactmail: text('contactmail').notNull().default(''),
    comptablemail: text('comptablemail').notNull().default(''),
    mailmanual: boolean('mailmanual').notNull().default(false),
    mailauto: boolean('mailauto').notNull().default(false),
    emailtemplate: text('emailtemplate').notNull().default(''),
    iban: text('iban').notNull().default(''),
    bic: text('bic').notNull().default(''),
    siren: text('siren').notNull().default(''),
    /** The company's own identifiers (SIREN, VAT number, IBAN, names...) used to classify documents. */
    items: text('items')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    defaultdocumentprompt: text('defaultdocumentprompt').notNull().default(''),
    ocrActive: boolean('ocr_active').notNull().default(true),
    /** The reform platform's endpoint receiving our lifecycle messages (https, or http on loopback), '' = none. */
    platformurl: text('platform_url').notNull().default(''),
    /** The HMAC-SHA256 key signing them; never answered by the API. */
    platformsecret: text('platform_secret').notNull().default(''),
    /** How many years a deleted document (its original, its history) is kept before it is purged (the account's). */
    retentionyears: integer('retention_years').notNull().default(10),
    /** The company's own exchange rates, euros for one unit (src/domain/currencies/exchangeRates.ts): shown only. */
    exchangerates: jsonb('exchange_rates').$type<Record<string, string>>().notNull().default({}),
    /** Four-eyes payments: who prepared a payment may not execute it (server/src/modules/payments/payments.access.ts). */
    paymentfoureyes: boolean('payment_four_eyes').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('companies_master_idx').on(t.masterId)],
);

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    companyId: companyRef('company_id'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** scrypt hash "scrypt$N$r$p$salt$hash"; null when the account lives in an external provider. */
    passwordHash: text('password_hash'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Realm roles as an identity provider would send them: branche, linkeduser, adminbranche, superadmin. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ruleGroups: uuid('rule_groups')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Empty means all. */
    originTypesAccess: uuid('origin_types_access')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    documentGroupsAccess: uuid('document_groups_access')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`), index('users_company_idx').on(t.companyId)],
);

export const ruleGroups = pgTable(
  'rule_groups',
  {
    /** `uuid` like every row the generic CRUD serves (the column stays `id`). */
    uuid: primaryId(),
    companyId: companyRef('company_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default('USER'),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: uuid('created_by'),
    index: integer('index').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('rule_groups_company_idx').on(t.companyId)],
);

export const functionalities = pgTable(
  'functionalities',
  {
    /** `uuid` like every row the generic CRUD serves (the column stays `id`). */
    uuid: primaryId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    defaultprice: money('defaultprice').notNull().default('0'),
    defaultquantity: integer('defaultquantity').notNull().default(-1),
    functionnality: text('functionnality').notNull(),
    index: integer('index').notNull().default(0),
  },
  (t) => [uniqueIndex('functionalities_enum_uq').on(t.functionnality)],
);

export const offers = pgTable('offers', {
  id: primaryId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  visible: boolean('visible').notNull().default(true),
  baseprice: money('baseprice').notNull().default('0'),
  trialdays: integer('trialdays').notNull().default(0),
  /** The offer an account falls back to when its subscription ends. */
  isDefault: boolean('is_default').notNull().default(false),
  index: integer('index').notNull().default(0),
});

export const offerFunctionalities = pgTable(
  'offer_functionalities',
  {
    id: primaryId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    functionalityId: uuid('functionality_id')
      .notNull()
      .references(() => functionalities.uuid, { onDelete: 'cascade' }),
    visible: boolean('visible').notNull().default(true),
    price: money('price').notNull().default('0'),
    period: text('period').notNull().default('MONTHLY'),
    quantity: integer('quantity').notNull().default(-1),
  },
  (t) => [uniqueIndex('offer_functionalities_uq').on(t.offerId, t.functionalityId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: primaryId(),
    companyId: companyRef('company_id'),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id),
    period: text('period').notNull().default('MONTHLY'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_company_idx').on(t.companyId)],
);

/** Everything the built-in OIDC provider keeps (sessions, grants, codes, tokens...). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
  ],
);

/** Small durable settings: signing keys, cookie keys. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/** Failed sign-in counters, shared by every node. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailure: timestamp('last_failure', { withTimezone: true }).notNull().defaultNow(),
});
