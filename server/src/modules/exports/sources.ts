/**
 * What each export holds, read from the database a chunk at a time (never the whole export in memory):
 * a supplier's balance statement over a period (opening balance, lines with the running balance, totals,
 * closing balance), the payments of a period, the validated invoices of a period as accounting lines, and the
 * bank lines not reconciled (unreconciledTable.ts), the audit trail (auditTable.ts); the payments and the bank lines share amountTable.ts.
 */
import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type Column, type SQL } from 'drizzle-orm';
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  type ExportFormat,
  type ExportKind,
} from '../../../../src/domain/exports/export.model';
import { fromCents, toCents } from '../../../../src/domain/money';
import { queryRows, type Db } from '../../../db/client';
import { documents, paymentInvoices, paymentTypes, payments, suppliers } from '../../../db/schema';
import { lines as statementRelation } from '../payments/balances';
import { rateMilli, type VatLine } from '../../../../src/domain/documents/vatBreakdown';
import { textOf } from '../../i18n/t';
import { exportWords, rateText, type ExportLocale } from './locale';
import { inChunks } from './readChunks';
import { unreconciledTable } from './unreconciledTable';
import { auditTable } from './auditTable';
import type { AuditFilter, AuditScope } from '../audit/filter';
import { PerCurrency } from './perCurrency';
import { dayColumn, currencyColumn, moneyColumn, textColumn } from './columns';
import { amountTable, countWhere } from './amountTable';

export { EXPORT_FORMATS, EXPORT_KINDS };
export type { ExportFormat, ExportKind };

/** What a job needs to build an export: taken from the request that asked for it (scope and access included). */
export interface ExportParams {
  kind: ExportKind;
  format: ExportFormat;
  locale: ExportLocale;
  /** The companies whose rows it holds (the active one, or the master and its branches in Overview Mode). */
  companyIds: string[];
  supplierId?: string;
  supplierName?: string;
  fromDate?: string;
  toDate?: string;
  originType?: string;
  /** The user's origin-type and document-group access (empty: all). */
  access: { originTypes: string[]; groups: string[] };
  /** The audit trail's: whose entries (auditTable.ts) and the Audit page's filters (its period is fromDate, toDate). */
  audit?: AuditScope & { filter: Omit<AuditFilter, 'from' | 'to'> };
}

export interface ExportColumn {
  label: string;
  type: 'text' | 'date' | 'money';
  width?: number;
}
/** One line: texts, ISO days (yyyy-mm-dd) and amounts as exact decimal strings; a summary line stands out. */
export interface ExportRow {
  cells: Array<string | null>;
  summary?: boolean;
}
export interface ExportTable {
  sheet: string;
  columns: ExportColumn[];
  /** How many lines the rows will hold, about (for the progress shown). */
  count(): Promise<number>;
  rows(): AsyncGenerator<ExportRow>;
}

export { readSettings } from './readChunks';

/** The user's access on a table with these columns (rows without an origin type or group stay visible). */
function accessOn(access: ExportParams['access'], cols: { originType: Column; group?: Column }): SQL | undefined {
  return and(
    access.originTypes.length ? or(isNull(cols.originType), inArray(cols.originType, access.originTypes)) : undefined,
    cols.group && access.groups.length ? or(isNull(cols.group), inArray(cols.group, access.groups)) : undefined,
  );
}

/**
 * The export's rows of a table with these columns: of its companies, in its period (from and to included), of
 * its origin type and supplier when it names them, within the user's access.
 */
function exportScope(
  p: ExportParams,
  cols: { companyId: Column; day: Column; originType: Column; supplier: Column; group?: Column },
): SQL | undefined {
  return and(
    inArray(cols.companyId, p.companyIds),
    p.fromDate ? gte(cols.day, p.fromDate) : undefined,
    p.toDate ? lte(cols.day, p.toDate) : undefined,
    p.originType ? eq(cols.originType, p.originType) : undefined,
    p.supplierId ? eq(cols.supplier, p.supplierId) : undefined,
    accessOn(p.access, { originType: cols.originType, group: cols.group }),
  );
}

const money = (v: bigint) => fromCents(v);

// ---------------------------------------------------------------- balance statement

/**
 * A supplier's statement: an opening balance, the lines each with the running balance of its currency, then the
 * totals and the closing balance, one summary line per currency (pounds are never added to euros).
 */
function statement(db: Db, p: ExportParams): ExportTable {
  const w = exportWords(p.locale);
  const scope = {
    companyId: p.companyIds[0],
    supplierId: p.supplierId,
    docFilter: accessOn(p.access, { originType: documents.originType, group: documents.documentgroupuuid }),
  };
  const inPeriod = sql.join(
    [
      sql`true`,
      ...(p.fromDate ? [sql`sort_day >= ${p.fromDate}::date`] : []),
      ...(p.toDate ? [sql`sort_day <= ${p.toDate}::date`] : []),
    ],
    sql` and `,
  );
  return {
    sheet: w('sheet.statement'),
    columns: [
      dayColumn(w('date')),
      textColumn(w('type'), 18),
      textColumn(w('number'), 18),
      currencyColumn(w('currency')),
      moneyColumn(w('debit')),
      moneyColumn(w('credit')),
      moneyColumn(w('balance')),
    ],
    count: async () => {
      const [r] = await queryRows<{ n: string }>(
        db,
        sql`select count(*) as n from (${statementRelation(scope)}) l where ${inPeriod}`,
      );
      return Number(r?.n ?? 0) + 3;
    },
    async *rows() {
      const balance = new PerCurrency(() => 0n);
      // the currencies of the statement up to the period's end open it, each with what was owed before the period
      const opening = await queryRows<{ currency: string; v: string }>(
        db,
        sql`select currency, coalesce(sum(credit - debit) filter (where ${p.fromDate ? sql`sort_day < ${p.fromDate}::date` : sql`false`}), 0)::numeric(14,2)::text as v
        from (${statementRelation(scope)}) l ${p.toDate ? sql`where sort_day <= ${p.toDate}::date` : sql``} group by currency`,
      );
      for (const r of opening) balance.set(r.currency, toCents(r.v));
      for (const [currency, v] of balance.entries())
        yield { cells: [p.fromDate ?? null, w('opening'), '', currency, null, null, money(v)], summary: true };
      const totals = new PerCurrency(() => ({ debit: 0n, credit: 0n }));
      let lastDay: string | null = null;
      const lines = inChunks((limit, offset) =>
        queryRows<{
          day: string;
          type: 'INVOICE' | 'CREDIT' | 'PAYMENT';
          number: string;
          currency: string;
          debit: string;
          credit: string;
        }>(
          db,
          sql`
          select sort_day::text as day, type, number, currency, debit::numeric(14,2)::text as debit, credit::numeric(14,2)::text as credit
          from (${statementRelation(scope)}) l where ${inPeriod}
          order by sort_day, created_at, line_id limit ${limit} offset ${offset}`,
        ),
      );
      for await (const r of lines) {
        const d = toCents(r.debit),
          c = toCents(r.credit);
        const total = totals.of(r.currency);
        total.debit += d;
        total.credit += c;
        const after = balance.of(r.currency) + c - d;
        balance.set(r.currency, after);
        lastDay = r.day;
        yield {
          cells: [
            r.day,
            textOf(p.locale, `export.lineType.${r.type}`) ?? r.type,
            r.number,
            r.currency,
            d ? money(d) : null,
            c ? money(c) : null,
            money(after),
          ],
        };
      }
      for (const [currency] of balance.entries()) totals.of(currency);
      for (const [currency, x] of totals.entries())
        yield { cells: [null, w('totals'), '', currency, money(x.debit), money(x.credit), null], summary: true };
      for (const [currency, v] of balance.entries())
        yield { cells: [p.toDate ?? lastDay, w('closing'), '', currency, null, null, money(v)], summary: true };
    },
  };
}

// ---------------------------------------------------------------- payments

function paymentsTable(db: Db, p: ExportParams): ExportTable {
  const w = exportWords(p.locale);
  const where = exportScope(p, {
    companyId: payments.companyId,
    day: payments.paymentdate,
    originType: payments.originType,
    supplier: payments.supplieruuid,
  });
  return amountTable({
    words: w,
    sheet: w('sheet.payments'),
    columns: [
      textColumn(w('reference'), 24),
      textColumn(w('supplier'), 28),
      textColumn(w('paymentType'), 18),
      textColumn(w('status'), 12),
      textColumn(w('invoices'), 30),
    ],
    count: () => countWhere(db, payments, where),
    page: (limit, offset) =>
      db
        .select({
          day: payments.paymentdate,
          name: payments.name,
          supplier: payments.suppliername,
          type: sql<string>`coalesce(${paymentTypes.name}, '')`,
          status: payments.paymentstatus,
          currency: payments.currency,
          invoices: sql<string>`(select coalesce(string_agg(${documents.invoiceNumber}, ', ' order by ${documents.invoiceNumber}), '') from ${paymentInvoices}
          join ${documents} on ${documents.uuid} = ${paymentInvoices.documentId} where ${paymentInvoices.paymentId} = ${payments.uuid})`,
          amount: sql<string>`(select coalesce(sum(${paymentInvoices.amount}), 0)::numeric(14,2)::text from ${paymentInvoices} where ${paymentInvoices.paymentId} = ${payments.uuid})`,
        })
        .from(payments)
        .leftJoin(paymentTypes, eq(paymentTypes.uuid, payments.paymenttype))
        .where(where)
        .orderBy(asc(payments.paymentdate), asc(payments.creationdate), asc(payments.uuid))
        .limit(limit)
        .offset(offset),
    cells: (r) => [
      r.name,
      r.supplier,
      r.type,
      textOf(p.locale, `export.paymentStatus.${r.status}`) ?? String(r.status),
      r.invoices,
    ],
  });
}

// ---------------------------------------------------------------- validated invoices as accounting lines

/**
 * The real VAT rates of the period: those of the invoices' stored breakdowns (documents.vat_lines), in ascending
 * order. A document without a breakdown has none: no rate is ever computed from its totals.
 */
async function ratesFound(db: Db, where: SQL | undefined): Promise<string[]> {
  const rows = await queryRows<{ rate: string }>(
    db,
    sql`select distinct l->>'rate' as rate from ${documents}, jsonb_array_elements(${documents.vatLines}) l where ${where ?? sql`true`}`,
  );
  return rows
    .map((r) => r.rate)
    .filter((r) => rateMilli(r) !== null)
    .sort((x, y) => Number(rateMilli(x)! - rateMilli(y)!));
}

/** A document's base and VAT at each of the export's rates (lines of one rate, e.g. exempt and intra-EU at 0 %, add up). */
function byRate(lines: VatLine[], rates: string[]): Array<{ base: bigint; vat: bigint } | null> {
  return rates.map((rate) => {
    const at = lines.filter((l) => rateMilli(l.rate) === rateMilli(rate));
    if (!at.length) return null;
    return at.reduce((acc, l) => ({ base: acc.base + toCents(l.base), vat: acc.vat + toCents(l.amount) }), {
      base: 0n,
      vat: 0n,
    });
  });
}

function invoicesTable(db: Db, p: ExportParams): ExportTable {
  const w = exportWords(p.locale);
  const where = and(
    // validated, whether unpaid, partly or fully paid: every invoice the books take in
    inArray(documents.status, [2, 3, 4]),
    exportScope(p, {
      companyId: documents.companyId,
      day: documents.day,
      originType: documents.originType,
      supplier: documents.supplieruuid,
      group: documents.documentgroupuuid,
    }),
  );
  let rates: string[] = [];
  const base: ExportColumn[] = [
    dayColumn(w('date')),
    textColumn(w('number'), 18),
    textColumn(w('supplier'), 28),
    textColumn(w('siren'), 16),
    textColumn(w('vatNumber'), 16),
    textColumn(w('account'), 12),
    textColumn(w('type'), 12),
    currencyColumn(w('currency')),
    moneyColumn(w('ht')),
  ];
  const table: ExportTable = {
    sheet: w('sheet.invoices'),
    columns: base,
    count: async () => {
      const n = await countWhere(db, documents, where);
      // the VAT columns: a base and a VAT column for each real rate of the period
      rates = await ratesFound(db, where);
      table.columns = [
        ...base,
        ...rates.flatMap((rate) =>
          (['baseAt', 'vatAt'] as const).map((word) => moneyColumn(w(word, { rate: rateText(rate, p.locale) }), 12)),
        ),
        moneyColumn(w('vat'), 12),
        moneyColumn(w('ttc')),
        dayColumn(w('dueDate')),
      ];
      return n + 1;
    },
    async *rows() {
      const totalsOf = new PerCurrency(() => ({
        ht: 0n,
        tva: 0n,
        ttc: 0n,
        byRate: rates.map(() => ({ base: 0n, vat: 0n })),
      }));
      const identifier = (type: string) =>
        sql<string>`coalesce((select string_agg(i->>'value', ' ') from jsonb_array_elements(${suppliers.identifiers}) i where i->>'type' = ${type}), '')`;
      const lines = inChunks((limit, offset) =>
        db
          .select({
            day: documents.day,
            number: documents.invoiceNumber,
            supplier: documents.suppliername,
            category: documents.category,
            currency: documents.currency,
            ht: documents.totalht,
            tva: documents.totaltva,
            ttc: documents.totalttc,
            due: documents.duedate,
            vatLines: documents.vatLines,
            siren: sql<string>`coalesce(nullif(${identifier('SIRET')}, ''), ${identifier('SIREN')})`,
            vat: identifier('VAT'),
            account: identifier('OTHER'),
          })
          .from(documents)
          .leftJoin(suppliers, eq(suppliers.uuid, documents.supplieruuid))
          .where(where)
          .orderBy(asc(documents.day), asc(documents.createdAt), asc(documents.uuid))
          .limit(limit)
          .offset(offset),
      );
      for await (const r of lines) {
        const credit = r.category === 'CREDIT' || (r.ttc !== null && toCents(r.ttc) < 0n);
        // credit notes count against the period: negative amounts whatever sign they were written with
        const signed = (v: string | null) => (v === null ? null : credit ? -abs(toCents(v)) : toCents(v));
        const [ht, tva, ttc] = [signed(r.ht), signed(r.tva), signed(r.ttc)];
        const totals = totalsOf.of(r.currency);
        totals.ht += ht ?? 0n;
        totals.tva += tva ?? 0n;
        totals.ttc += ttc ?? 0n;
        // a credit note's breakdown negative too
        const sign = (v: bigint) => (credit ? -abs(v) : v);
        const atRates = byRate(r.vatLines, rates).map((x) => x && { base: sign(x.base), vat: sign(x.vat) });
        atRates.forEach((x, i) => {
          if (!x) return;
          totals.byRate[i].base += x.base;
          totals.byRate[i].vat += x.vat;
        });
        yield {
          cells: [
            r.day,
            r.number,
            r.supplier,
            r.siren,
            r.vat,
            r.account,
            w(credit ? 'lineType.CREDIT' : 'lineType.INVOICE'),
            r.currency,
            ht === null ? null : money(ht),
            ...atRates.flatMap((x) => (x ? [money(x.base), money(x.vat)] : [null, null])),
            tva === null ? null : money(tva),
            ttc === null ? null : money(ttc),
            r.due,
          ],
        };
      }
      // one totals line per currency: euros and pounds are never added together
      for (const [currency, totals] of totalsOf.entries())
        yield {
          cells: [
            null,
            w('totals'),
            '',
            '',
            '',
            '',
            '',
            currency,
            money(totals.ht),
            ...totals.byRate.flatMap((x) => [money(x.base), money(x.vat)]),
            money(totals.tva),
            money(totals.ttc),
            null,
          ],
          summary: true,
        };
    },
  };
  return table;
}
const abs = (v: bigint) => (v < 0n ? -v : v);

export function exportTable(db: Db, p: ExportParams): ExportTable {
  if (p.kind === 'statement') return statement(db, p);
  if (p.kind === 'payments') return paymentsTable(db, p);
  if (p.kind === 'unreconciled') return unreconciledTable(db, p);
  if (p.kind === 'audit') return auditTable(db, p);
  return invoicesTable(db, p);
}

/**
 * A name that says what the file holds, in the user's language (FILE_WORDS): statement-<supplier>-<from>_<to>.xlsx,
 * paiements-<from>_<to>.csv...
 */
export function exportFileName(
  p: Pick<ExportParams, 'kind' | 'format' | 'locale' | 'supplierName' | 'fromDate' | 'toDate'>,
): string {
  const slug = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9\u0400-\u04ff\u4e00-\u9fff]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'supplier';
  const w = exportWords(p.locale);
  const period = `${p.fromDate ?? w('file.start')}_${p.toDate ?? new Date().toISOString().slice(0, 10)}`;
  const subject = p.kind === 'statement' ? `${w('file.statement')}-${slug(p.supplierName ?? '')}` : w(`file.${p.kind}`);
  return `${subject}-${period}.${p.format}`;
}
