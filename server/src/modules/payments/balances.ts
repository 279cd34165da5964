/**
 * The supplier balance statement (soldes): what was invoiced (credit), what was paid or credited back
 * (debit), line by line with the running balance, and what is still owed. Only validated and paid
 * documents count. Pages and the running balance are computed in SQL; the summary of every supplier
 * reads the balances the database keeps (supplier_balances, migration 0007).
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BalanceLine, BalanceSummary } from '../../../../resources/payments/payment.model';
import { isSuperAdmin } from '../../../../resources/access';
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

/** Statement lines as one SQL relation: documents and payments, with a sort key and the signed amounts (also read by the exports module). */
export function lines(s: StatementScope): SQL {
  const docSupplier = s.supplierId ? sql`and documents.supplier_id = ${s.supplierId}` : sql``;
  const paySupplier = s.supplierId ? sql`and payments.supplier_id = ${s.supplierId}` : sql``;
  const docAccess = s.docFilter ? sql`and ${s.docFilter}` : sql``;
  const credit = sql`(documents.category = 'CREDIT' or documents.total_ttc < 0)`;
  return sql`
    select documents.date::text as date, documents.day as sort_day, documents.created_at, documents.supplier_id,
      documents.suppliername, documents.number, documents.status,
      case when ${credit} then abs(coalesce(documents.total_ttc, 0)) else 0 end as debit,
      case when ${credit} then 0 else abs(coalesce(documents.total_ttc, 0)) end as credit,
      documents.solde::text as invoicesolde, documents.id as invoiceuuid,
      case when ${credit} then 'CREDIT' else 'INVOICE' end as type, documents.id as line_id
    from documents
    where documents.company_id = ${s.companyId} ${docSupplier} and documents.status in (2, 3, 4) and documents.solde <> -1 ${docAccess}
    union all
    select payments.payment_date::text, payments.payment_date, payments.created_at, payments.supplier_id,
      payments.suppliername, payments.name, payments.payment_status,
      greatest(t.total, 0), greatest(-t.total, 0), null, null, 'PAYMENT', payments.id
    from payments
    cross join lateral (select coalesce(sum(amount), 0) as total from payment_invoices where payment_id = payments.id) t
    where payments.company_id = ${s.companyId} ${paySupplier}`;
}

type LineRow = Omit<BalanceLine, 'status'> & { status: number | null };

const LINE_ORDER = sql`order by supplier_id, sort_day, created_at, line_id`;
const LINE_COLUMNS = sql`line_id as uuid, date, ${iso(sql`created_at`)} as creationdate, supplier_id as supplieruuid, suppliername, number, status,
  debit::numeric(14,2)::text as debit, credit::numeric(14,2)::text as credit, invoicesolde, invoiceuuid, type`;
const toLine = (r: LineRow): BalanceLine => ({ ...r, status: r.status === null ? null : Number(r.status) });

/** Lines of the statement in date order, each with the balance owed after it (`limit` lines from `offset`). */
export async function statementLines(
  db: Db,
  s: StatementScope,
  page: { limit: number; offset: number },
): Promise<BalanceLine[]> {
  const rows = await queryRows<LineRow>(
    db,
    sql`
    select ${LINE_COLUMNS},
      (sum(credit - debit) over (partition by supplier_id order by sort_day, created_at, line_id rows unbounded preceding))::numeric(14,2)::text as balance
    from (${lines(s)}) l ${LINE_ORDER}
    limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map(toLine);
}

export async function statementCount(db: Db, s: StatementScope): Promise<number> {
  const [r] = await queryRows<{ n: string }>(db, sql`select count(*) as n from (${lines(s)}) l`);
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

/** What is owed to each supplier of the company (or to one), a page of them, from the kept balances. */
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
      solde: sql<string>`sum(${supplierBalances.balance})::numeric(14,2)::text`,
    })
    .from(supplierBalances)
    .leftJoin(suppliers, eq(suppliers.uuid, supplierBalances.supplierId))
    .where(summaryWhere(s))
    .groupBy(supplierBalances.supplierId, suppliers.name)
    .orderBy(sql`${sortKey} ${dir}`, supplierBalances.supplierId)
    .limit(page.limit)
    .offset(page.offset);
}

export async function summaryCount(db: Db, s: SummaryScope): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(distinct ${supplierBalances.supplierId})` })
    .from(supplierBalances)
    .where(summaryWhere(s));
  return Number(r?.n ?? 0);
}
