/**
 * The supplier balance statement (soldes): what was invoiced (credit), what was paid or credited back
 * (debit), line by line with the running balance, and what is still owed. Only validated and paid
 * documents count. Amounts of different currencies are never added: each currency of a supplier has its own
 * running balance (a line's balance is of its currency). Pages and the running balance are computed in SQL; the summary of every supplier
 * reads the balances the database keeps (supplier_balances, migration 0007).
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BalanceLine, BalanceSummary } from '../../../../src/domain/payments/payment.model';
import { isSuperAdmin } from '../../../../src/domain/access';
import { queryRows, type Db } from '../../../db/client';
import { supplierBalances, suppliers } from '../../../db/schema';
import type { Principal } from '../tenancy/principal';
import type { SortOrder } from '../../crud/listQuery';

export interface StatementScope {
  companyId: string;
  /** One supplier, or every supplier of the company (each with its own running balance). */
  supplierId?: string;
  /** The user's origin-type and group restrictions on documents (categoryAccess). */
  docFilter?: SQL;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Statement lines as one SQL relation: documents and payments, with a sort key and the signed amounts (also
 * read by the exports module). `after`: only the lines after that one of a supplier's statement (keyset);
 * `limit`: at most that many lines of each side, the first in statement order, each side read from its
 * statement index in that order (so a page reads its own lines, wherever it is in the statement).
 */
export function lines(s: StatementScope, after?: StatementKey, limit?: number): SQL {
  const docSupplier = s.supplierId ? sql`and documents.supplier_id = ${s.supplierId}` : sql``;
  const paySupplier = s.supplierId ? sql`and payments.supplier_id = ${s.supplierId}` : sql``;
  const key = after ? sql`(${after.day}::date, ${after.created}::timestamptz, ${after.id}::uuid)` : undefined;
  const docAfter = key ? sql`and (documents.day, documents.created_at, documents.id) > ${key}` : sql``;
  const payAfter = key ? sql`and (payments.payment_date, payments.created_at, payments.id) > ${key}` : sql``;
  const docAccess = s.docFilter ? sql`and ${s.docFilter}` : sql``;
  const first = (order: SQL) => (limit === undefined ? sql`` : sql`order by ${order} limit ${limit}`);
  const credit = sql`(documents.category = 'CREDIT' or documents.total_ttc < 0)`;
  return sql`
    (select documents.date::text as date, documents.day as sort_day, documents.created_at, documents.supplier_id,
      documents.suppliername, documents.number, documents.status,
      case when ${credit} then abs(coalesce(documents.total_ttc, 0)) else 0 end as debit,
      case when ${credit} then 0 else abs(coalesce(documents.total_ttc, 0)) end as credit,
      documents.solde::text as invoicesolde, documents.id as invoiceuuid,
      case when ${credit} then 'CREDIT' else 'INVOICE' end as type, documents.id as line_id, documents.currency
    from documents
    where documents.company_id = ${s.companyId} ${docSupplier} and documents.status in (2, 3, 4) and documents.solde is not null ${docAccess} ${docAfter}
    ${first(sql`documents.supplier_id, documents.day, documents.created_at, documents.id`)})
    union all
    (select payments.payment_date::text, payments.payment_date, payments.created_at, payments.supplier_id,
      payments.suppliername, payments.name, payments.payment_status,
      greatest(t.total, 0), greatest(-t.total, 0), null, null, 'PAYMENT', payments.id, payments.currency
    from (select * from payments where payments.company_id = ${s.companyId} ${paySupplier} ${payAfter}
      ${first(sql`payments.supplier_id, payments.payment_date, payments.created_at, payments.id`)}) payments
    cross join lateral (select coalesce(sum(amount), 0) as total from payment_invoices where payment_id = payments.id) t)`;
}

type LineRow = Omit<BalanceLine, 'status'> & { status: number | null };

const LINE_ORDER = sql`order by supplier_id, sort_day, created_at, line_id`;
const LINE_COLUMNS = sql`line_id as uuid, date, ${iso(sql`created_at`)} as creationdate, supplier_id as supplieruuid, suppliername, number, status,
  debit::numeric(14,2)::text as debit, credit::numeric(14,2)::text as credit, invoicesolde, invoiceuuid, type, currency`;
const toLine = (r: LineRow): BalanceLine => ({ ...r, status: r.status === null ? null : Number(r.status) });

/** Where a statement line sits in its supplier's statement order (day, creation time, id). */
export interface StatementKey {
  day: string;
  /** The creation time as PostgreSQL writes it (microseconds kept). */
  created: string;
  id: string;
}
/**
 * The place a page of one supplier's statement ended: the next page starts after it, each currency's running
 * balance carried from what was owed in it there (ISO 4217 code -> amount).
 */
export interface StatementCursor extends StatementKey {
  balances: Record<string, string>;
}

const RUNNING = sql`sum(credit - debit) over (partition by supplier_id, currency order by sort_day, created_at, line_id rows unbounded preceding)`;

/** What is owed in each currency after a keyed page: the balances carried into it, then each currency's last line. */
function balancesAfter(carried: Record<string, string>, rows: Array<{ currency: string; balance: string }>) {
  const balances = { ...carried };
  for (const r of rows) balances[r.currency] = r.balance;
  return balances;
}

/** What is owed in each currency up to that line included (a page read by offset: its earlier currencies too). */
async function balancesAt(db: Db, s: StatementScope, key: StatementKey): Promise<Record<string, string>> {
  const rows = await queryRows<{ currency: string; balance: string }>(
    db,
    sql`select currency, sum(credit - debit)::numeric(14,2)::text as balance from (${lines(s)}) l
    where (sort_day, created_at, line_id) <= (${key.day}::date, ${key.created}::timestamptz, ${key.id}::uuid) group by currency`,
  );
  return Object.fromEntries(rows.map((r) => [r.currency, r.balance]));
}

/**
 * Lines of the statement in date order, each with the balance owed after it (`limit` lines from `offset`),
 * and the cursor after the last one. With `after` (one supplier's statement), the lines after that cursor,
 * each currency's balance carried from it: a page reads its own lines only, the last page as cheap as the first.
 */
export async function statementPage(
  db: Db,
  s: StatementScope,
  page: { limit: number; offset: number; after?: StatementCursor },
): Promise<{ lines: BalanceLine[]; next?: StatementCursor }> {
  const keyed = page.after !== undefined || page.offset === 0;
  const carried = page.after
    ? sql`coalesce((${JSON.stringify(page.after.balances)}::jsonb ->> currency)::numeric, 0) + `
    : sql``;
  const rows = await queryRows<LineRow & { k_day: string; k_created: string }>(
    db,
    keyed
      ? sql`
    select ${LINE_COLUMNS}, (${carried}${RUNNING})::numeric(14,2)::text as balance, sort_day::text as k_day, created_at::text as k_created
    from (select * from (${lines(s, page.after, page.limit)}) l ${LINE_ORDER} limit ${page.limit}) l ${LINE_ORDER}`
      : sql`
    select ${LINE_COLUMNS}, (${RUNNING})::numeric(14,2)::text as balance, sort_day::text as k_day, created_at::text as k_created
    from (${lines(s)}) l ${LINE_ORDER}
    limit ${page.limit} offset ${page.offset}`,
  );
  const last = rows.at(-1);
  let next: StatementCursor | undefined;
  if (s.supplierId && last && rows.length === page.limit) {
    const key = { day: last.k_day, created: last.k_created, id: last.uuid };
    next = { ...key, balances: keyed ? balancesAfter(page.after?.balances ?? {}, rows) : await balancesAt(db, s, key) };
  }
  return { lines: rows.map(({ k_day: _d, k_created: _c, ...r }) => toLine(r)), next };
}

/** How many lines the statement has: its documents and payments counted from their statement indexes. */
export async function statementCount(db: Db, s: StatementScope): Promise<number> {
  const docSupplier = s.supplierId ? sql`and supplier_id = ${s.supplierId}` : sql``;
  const docAccess = s.docFilter ? sql`and ${s.docFilter}` : sql``;
  const [r] = await queryRows<{ n: string }>(
    db,
    sql`select (select count(*) from documents where company_id = ${s.companyId} ${docSupplier} and status in (2, 3, 4) and solde is not null ${docAccess})
      + (select count(*) from payments where company_id = ${s.companyId} ${docSupplier}) as n`,
  );
  return Number(r?.n ?? 0);
}

/** The restrictions of a user on balances: the origin types and groups they may see (none for most). */
function balanceAccess(p: Principal): SQL | undefined {
  if (isSuperAdmin(p)) return undefined;
  return and(
    p.originTypesAccess.length
      ? or(isNull(supplierBalances.originType), inArray(supplierBalances.originType, p.originTypesAccess))
      : undefined,
    p.documentGroupsAccess.length
      ? or(isNull(supplierBalances.documentGroupId), inArray(supplierBalances.documentGroupId, p.documentGroupsAccess))
      : undefined,
  );
}

const SUMMARY_SORTS = { suppliername: sql`suppliername`, solde: sql`sum(${supplierBalances.balance})` } as const;
export const SUMMARY_SORT_FIELDS = Object.keys(SUMMARY_SORTS);

const summaryWhere = (s: SummaryScope) =>
  and(
    eq(supplierBalances.companyId, s.companyId),
    s.supplierId ? eq(supplierBalances.supplierId, s.supplierId) : undefined,
    balanceAccess(s.principal),
  );

export interface SummaryScope {
  companyId: string;
  supplierId?: string;
  principal: Principal;
}

/** What is owed to each supplier of the company (or to one), one row per currency, a page of them, from the kept balances. */
export async function summaryRows(
  db: Db,
  s: SummaryScope,
  page: { limit: number; offset: number; sort?: { field: string; order: SortOrder } },
): Promise<BalanceSummary[]> {
  const sortKey = page.sort?.field === 'solde' ? SUMMARY_SORTS.solde : SUMMARY_SORTS.suppliername;
  const dir = page.sort?.order === 'DESC' ? sql`desc` : sql`asc`;
  return db
    .select({
      supplieruuid: supplierBalances.supplierId,
      suppliername: sql<string>`coalesce(${suppliers.name}, '')`.as('suppliername'),
      currency: supplierBalances.currency,
      solde: sql<string>`sum(${supplierBalances.balance})::numeric(14,2)::text`,
    })
    .from(supplierBalances)
    .leftJoin(suppliers, eq(suppliers.uuid, supplierBalances.supplierId))
    .where(summaryWhere(s))
    .groupBy(supplierBalances.supplierId, suppliers.name, supplierBalances.currency)
    .orderBy(sql`${sortKey} ${dir}`, supplierBalances.supplierId, supplierBalances.currency)
    .limit(page.limit)
    .offset(page.offset);
}

export async function summaryCount(db: Db, s: SummaryScope): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(distinct (${supplierBalances.supplierId}, ${supplierBalances.currency}))` })
    .from(supplierBalances)
    .where(summaryWhere(s));
  return Number(r?.n ?? 0);
}
