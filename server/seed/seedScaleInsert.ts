/**
 * Writes a planned scale data set in batches: one INSERT ... SELECT FROM unnest(arrays) per batch, because
 * Drizzle spends most of a big multi-row `.values()` building SQL (see design/dependencies.md). Arrays go
 * through `sql.param` as one parameter each; keyword values and texts are built by the database.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_EMAIL_TEMPLATE } from '../../src/domain/suppliers/constants';
import type { DbOrTx } from '../db/client';
import { paymentCreated, SCALE_CURRENCIES, type ScalePlan } from './seedScalePlan';

export interface ScaleContext {
  accountId: string;
  /** [master, branch]: a document's `branch` flag indexes this. */
  companies: [string, string];
  /** Who imported, paid and sent, per company. */
  users: [string | null, string | null];
  companyMail: string;
  accountantMail: string;
  originType: string;
  documentGroup: string;
  keywords: Record<'HT' | 'TVA' | 'TTC' | 'DUE_DATE' | 'TYPE', string>;
  paymentTypes: string[];
  labels: string[];
  now: number;
}

const money = (cents: number) => {
  const a = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
};
const p = (v: unknown[]) => sql.param(v);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A batch's empty text columns, by name (filled row by row, then unnested by the insert). */
const textColumns = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, [] as string[]])) as Record<K, string[]>;

/** Runs `insert` on rows [from, to) of n, `batch` rows at a time, telling `progress` the end of each batch. */
async function inBatches(
  n: number,
  batch: number,
  progress: (done: number) => void,
  insert: (from: number, to: number) => Promise<void>,
) {
  for (let from = 0; from < n; from += batch) {
    const to = Math.min(n, from + batch);
    await insert(from, to);
    progress(to);
  }
}
const FORMS = ['SARL', 'SAS', 'SA', 'EURL', 'SNC'] as const;
const CITIES = [
  '75011 Paris',
  '69007 Lyon',
  '13002 Marseille',
  '31000 Toulouse',
  '33000 Bordeaux',
  '59000 Lille',
  '44000 Nantes',
  '67000 Strasbourg',
] as const;

/** A valid SIREN (Luhn) and its French VAT number. */
function siren(no: number): { siren: string; vat: string } {
  const body = pad(31_000_000 + no, 8);
  for (let check = 0; check <= 9; check++) {
    const digits = body + check;
    let sum = 0;
    for (let i = 0; i < 9; i++) {
      let v = Number(digits[8 - i]) * (i % 2 ? 2 : 1);
      if (v > 9) v -= 9;
      sum += v;
    }
    if (sum % 10 === 0) return { siren: digits, vat: `FR${pad((12 + 3 * (Number(digits) % 97)) % 97, 2)}${digits}` };
  }
  throw new Error('unreachable');
}

export interface SupplierRows {
  ids: string[];
  names: string[];
  emails: string[];
  codes: string[];
}

/** Suppliers numbered after `first - 1` existing ones, so a second run adds new names and invoice numbers. */
export async function insertSuppliers(
  tx: DbOrTx,
  ctx: ScaleContext,
  plan: ScalePlan,
  first: number,
): Promise<SupplierRows> {
  const n = plan.suppliers.n,
    width = Math.max(4, String(first + n).length);
  const rows: SupplierRows = { ids: [], names: [], emails: [], codes: [] };
  const sirens: string[] = [],
    vats: string[] = [],
    addresses: string[] = [],
    types: string[] = [];
  for (let s = 0; s < n; s++) {
    const no = first + s,
      code = pad(no, width),
      ids = siren(no);
    rows.ids.push(crypto.randomUUID());
    rows.names.push(`Fournisseur ${code} ${FORMS[no % FORMS.length]}`);
    rows.emails.push(`factures@fournisseur-${code}.fr`);
    rows.codes.push(code);
    sirens.push(ids.siren);
    vats.push(ids.vat);
    addresses.push(`${1 + (no % 120)} rue du Commerce, ${CITIES[no % CITIES.length]}`);
    types.push(ctx.paymentTypes[plan.suppliers.paymentType[s]] ?? ctx.paymentTypes[0]);
  }
  for (let from = 0; from < n; from += 10_000) {
    const to = Math.min(n, from + 10_000);
    const cut = <T>(a: T[]) => p(a.slice(from, to));
    await tx.execute(sql`
      insert into suppliers (id, company_id, name, index, identifiers, email, address, origin_type_id, default_document_group_id, payment_type_id, emailtemplate)
      select u.id, ${ctx.accountId}, u.name, ${first} + u.n::int - 1 + ${from},
        jsonb_build_array(jsonb_build_object('type', 'SIREN', 'value', u.siren), jsonb_build_object('type', 'VAT', 'value', u.vat)),
        u.email, u.address, ${ctx.originType}, ${ctx.documentGroup}, u.ptype, ${DEFAULT_EMAIL_TEMPLATE}
      from unnest(${cut(rows.ids)}::uuid[], ${cut(rows.names)}::text[], ${cut(sirens)}::text[], ${cut(vats)}::text[], ${cut(rows.emails)}::text[],
        ${cut(addresses)}::text[], ${cut(types)}::uuid[]) with ordinality as u(id, name, siren, vat, email, address, ptype, n)`);
  }
  return rows;
}

/** 'YYYY-MM-DD' of n days before today (UTC), cached: a million documents share about a thousand days. */
function dayNames(now: number): (daysAgo: number) => string {
  const today = Math.floor(now / 86_400_000) * 86_400_000;
  const cache: string[] = [];
  return (d) => (cache[d + 100] ??= new Date(today - d * 86_400_000).toISOString().slice(0, 10));
}

/** The invoice number of document i: per supplier and kind, with its year. */
function documentNumber(plan: ScalePlan, sup: SupplierRows, day: (d: number) => string, i: number): string {
  const d = plan.documents;
  return `${d.credit[i] ? 'AV' : 'FA'}${sup.codes[d.supplier[i]]}-${day(d.day[i]).slice(0, 4)}-${pad(d.seq[i], 6)}`;
}

/**
 * Documents [from, to) with their final balances and statuses (the payments are planned already).
 * `afterBatch` runs after each batch with its ids (to derive keyword values when triggers are off).
 */
export async function insertDocuments(
  tx: DbOrTx,
  ctx: ScaleContext,
  plan: ScalePlan,
  sup: SupplierRows,
  ids: string[],
  batch: number,
  afterBatch: (ids: string[]) => Promise<void>,
  progress: (done: number) => void,
) {
  const d = plan.documents,
    day = dayNames(ctx.now),
    k = ctx.keywords;
  await inBatches(d.n, batch, progress, async (from, to) => {
    const c = {
      ...textColumns('id', 'company', 'supplier', 'sname', 'number', 'date', 'due', 'ptype', 'created'),
      ...textColumns('category', 'ht', 'tva', 'ttc', 'currency'),
      balance: [] as (string | null)[],
      paid: [] as (string | null)[],
      label: [] as (string | null)[],
      status: [] as number[],
    };
    for (let i = from; i < to; i++) {
      const s = d.supplier[i];
      c.id.push(ids[i]);
      c.company.push(ctx.companies[d.branch[i]]);
      c.supplier.push(sup.ids[s]);
      c.sname.push(sup.names[s]);
      c.number.push(documentNumber(plan, sup, day, i));
      c.date.push(day(d.day[i]));
      c.due.push(day(d.day[i] - plan.suppliers.dueDays[s]));
      c.paid.push(d.paid[i] >= 0 ? day(d.paid[i]) : null);
      c.ptype.push(ctx.paymentTypes[plan.suppliers.paymentType[s]] ?? ctx.paymentTypes[0]);
      c.created.push(new Date(d.created[i]).toISOString());
      c.label.push(d.label[i] >= 0 ? ctx.labels[d.label[i]] : null);
      c.status.push(d.status[i]);
      c.category.push(d.credit[i] ? 'CREDIT' : 'INVOICE');
      c.ht.push(money(d.ht[i]));
      c.tva.push(money(d.tva[i]));
      c.ttc.push(money(d.ht[i] + d.tva[i]));
      c.balance.push(d.status[i] === 1 ? null : money(d.balance[i]));
      c.currency.push(SCALE_CURRENCIES[plan.suppliers.currency[s]]);
    }
    const value = (keyword: string, v: SQL) =>
      sql`jsonb_build_object('uuid', gen_random_uuid(), 'keyworduuid', ${keyword}::text, 'value', ${v}, 'source', 'text', 'confidence', 0.95)`;
    await tx.execute(sql`
      insert into documents (id, company_id, account_id, origin_type_id, document_group_id, supplier_id, suppliername, number, date, due_date,
        payment_date, payment_type_id, extraction_date, label_id, status, name, filename, category, total_ht, total_tva, total_ttc, solde,
        currency, data, content, created_by, created_at, updated_at)
      select u.id, u.company, ${ctx.accountId}, ${ctx.originType}, ${ctx.documentGroup}, u.supplier, u.sname, u.number, u.date, u.due,
        u.paid, u.ptype, u.created, u.label, u.status, u.number, u.number || '.pdf', u.category, u.ht::numeric, u.tva::numeric, u.ttc::numeric, u.balance::numeric,
        u.currency, jsonb_build_array(${value(k.HT, sql.raw('u.ht'))}, ${value(k.TVA, sql.raw('u.tva'))}, ${value(k.TTC, sql.raw('u.ttc'))},
          ${value(k.DUE_DATE, sql.raw('u.due::text'))}, ${value(k.TYPE, sql.raw('u.category'))}),
        case u.category when 'CREDIT' then 'Avoir ' else 'Facture ' end || u.number || ' ' || u.sname || ' total TTC ' || u.ttc || ' ' || u.currency,
        case when u.company = ${ctx.companies[0]}::uuid then ${ctx.users[0]}::uuid else ${ctx.users[1]}::uuid end, u.created, u.created
      from unnest(${p(c.id)}::uuid[], ${p(c.company)}::uuid[], ${p(c.supplier)}::uuid[], ${p(c.sname)}::text[], ${p(c.number)}::text[],
        ${p(c.date)}::date[], ${p(c.due)}::date[], ${p(c.paid)}::date[], ${p(c.ptype)}::uuid[], ${p(c.created)}::timestamptz[], ${p(c.label)}::uuid[],
        ${p(c.status)}::int[], ${p(c.category)}::text[], ${p(c.ht)}::text[], ${p(c.tva)}::text[], ${p(c.ttc)}::text[], ${p(c.balance)}::text[],
        ${p(c.currency)}::text[])
        as u(id, company, supplier, sname, number, date, due, paid, ptype, created, label, status, category, ht, tva, ttc, balance, currency)`);
    await afterBatch(c.id);
  });
}

/** Payments and their lines. */
export async function insertPayments(
  tx: DbOrTx,
  ctx: ScaleContext,
  plan: ScalePlan,
  sup: SupplierRows,
  docIds: string[],
  batch: number,
  progress: (done: number) => void,
) {
  const pl = plan.payments,
    day = dayNames(ctx.now),
    width = Math.max(6, String(pl.n).length);
  const run = crypto.randomUUID().slice(0, 4).toUpperCase();
  await inBatches(pl.n, batch, progress, async (from, to) => {
    const c = textColumns('id', 'company', 'supplier', 'sname', 'name', 'ptype', 'date', 'created', 'currency');
    const l = textColumns('payment', 'document', 'amount');
    for (let i = from; i < to; i++) {
      const id = crypto.randomUUID(),
        s = pl.supplier[i];
      c.id.push(id);
      c.company.push(ctx.companies[pl.branch[i]]);
      c.supplier.push(sup.ids[s]);
      c.sname.push(sup.names[s]);
      c.name.push(`VIR-${run}-${pad(i + 1, width)}`);
      c.ptype.push(ctx.paymentTypes[plan.suppliers.paymentType[s]] ?? ctx.paymentTypes[0]);
      c.date.push(day(pl.day[i]));
      c.created.push(new Date(paymentCreated(pl, i, ctx.now)).toISOString());
      c.currency.push(SCALE_CURRENCIES[plan.suppliers.currency[s]]);
      for (let li = pl.lineStart[i]; li < pl.lineStart[i + 1]; li++) {
        l.payment.push(id);
        l.document.push(docIds[pl.lineDoc[li]]);
        l.amount.push(money(pl.lineAmount[li]));
      }
    }
    await tx.execute(sql`
      insert into payments (id, company_id, account_id, origin_type_id, name, payment_type_id, payment_date, payment_status, supplier_id, suppliername, currency, created_by, created_at, updated_at)
      select u.id, u.company, ${ctx.accountId}, ${ctx.originType}, u.name, u.ptype, u.date, 1, u.supplier, u.sname, u.currency,
        case when u.company = ${ctx.companies[0]}::uuid then ${ctx.users[0]}::uuid else ${ctx.users[1]}::uuid end, u.created, u.created
      from unnest(${p(c.id)}::uuid[], ${p(c.company)}::uuid[], ${p(c.supplier)}::uuid[], ${p(c.sname)}::text[], ${p(c.name)}::text[],
        ${p(c.ptype)}::uuid[], ${p(c.date)}::date[], ${p(c.created)}::timestamptz[], ${p(c.currency)}::text[])
        as u(id, company, supplier, sname, name, ptype, date, created, currency)`);
    await tx.execute(sql`
      insert into payment_invoices (payment_id, document_id, amount)
      select * from unnest(${p(l.payment)}::uuid[], ${p(l.document)}::uuid[], ${p(l.amount)}::numeric[])`);
  });
}

/** Sent e-mails: payment notices to suppliers, documents to the accountant. */
export async function insertEmails(
  tx: DbOrTx,
  ctx: ScaleContext,
  plan: ScalePlan,
  sup: SupplierRows,
  docIds: string[],
  batch: number,
  progress: (done: number) => void,
) {
  const e = plan.emails,
    day = dayNames(ctx.now);
  await inBatches(e.n, batch, progress, async (from, to) => {
    const c = textColumns('company', 'to', 'subject', 'body', 'docs', 'created', 'sent');
    for (let i = from; i < to; i++) {
      const docs: string[] = [];
      for (let k = e.docStart[i]; k < e.docStart[i + 1]; k++) docs.push(docIds[e.docs[k]]);
      const pay = e.payment[i];
      c.company.push(ctx.companies[e.branch[i]]);
      if (pay >= 0) {
        const s = plan.payments.supplier[pay];
        c.to.push(sup.emails[s]);
        c.subject.push(`Avis de paiement du ${day(plan.payments.day[pay])} - ${sup.names[s]}`);
        c.body.push(
          `<p>Bonjour,</p><p>Veuillez trouver ci-joint le règlement de ${docs.length} facture(s).</p><p>Cordialement</p>`,
        );
      } else {
        c.to.push(`${ctx.accountantMail},${ctx.companyMail}`);
        c.subject.push(`Documents à comptabiliser (${docs.length})`);
        c.body.push(`<p>Bonjour,</p><p>Voici ${docs.length} document(s) à comptabiliser.</p><p>Cordialement</p>`);
      }
      c.docs.push(docs.join(','));
      c.created.push(new Date(e.created[i]).toISOString());
      c.sent.push(new Date(e.created[i] + 1500).toISOString());
    }
    await tx.execute(sql`
      insert into emails (company_id, account_id, sender_id, recipients, subject, body, attachment_count, include_attachments, document_ids, status, events, created_at)
      select u.company, ${ctx.accountId}, case when u.company = ${ctx.companies[0]}::uuid then ${ctx.users[0]}::uuid else ${ctx.users[1]}::uuid end,
        string_to_array(u.rcpt, ','), u.subject, u.body, cardinality(string_to_array(u.docs, ',')), true, string_to_array(u.docs, ',')::uuid[], 'SENT',
        jsonb_build_array(jsonb_build_object('name', 'CREATED', 'time', u.created), jsonb_build_object('name', 'SENT', 'time', u.sent)), u.created::timestamptz
      from unnest(${p(c.company)}::uuid[], ${p(c.to)}::text[], ${p(c.subject)}::text[], ${p(c.body)}::text[], ${p(c.docs)}::text[],
        ${p(c.created)}::text[], ${p(c.sent)}::text[]) as u(company, rcpt, subject, body, docs, created, sent)`);
  });
}
