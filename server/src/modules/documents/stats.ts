/**
 * Dashboard figures added up from the figures the database keeps per day and per month (figuresSchema.ts),
 * never from the period's documents: the main dashboard's counts per status and origin type, amounts to
 * validate and latest imports; an origin type's totals, amounts per month, per supplier and per document
 * label. Exact decimals (text).
 */
import { and, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MainStats, OriginStats } from '../../../../src/domain/documents/dashboardAnswers';
import { z } from 'zod';
import { isIsoDay } from '../../../../src/domain/dates';
import { uuidOrEmpty } from '../../../../src/domain/ids';
import { DEFAULT_CURRENCY } from '../../../../src/domain/currencies/currencies';
import { fromCents, toCents } from '../../../../src/domain/money';
import { queryRows } from '../../../db/client';
import { documentDayFigures, documentMonthFigures, documents, suppliers } from '../../../db/schema';
import { documentFilter, scopeFilter } from './access';
import { listDocuments } from './present';

const day = z.string().refine(isIsoDay, 'use yyyy-MM-dd (a day that exists)');
export const statsQuery = z.object({
  fromDate: day.optional(),
  toDate: day.optional(),
  originType: uuidOrEmpty,
  overview: z.enum(['true', 'false']).optional(),
});

type StatsQuery = z.output<typeof statsQuery>;

const dayFigures = documentDayFigures;
const monthFigures = documentMonthFigures;

/** The request's rows of the day figures for the period (the same scope as its documents). */
async function dayWhere(req: FastifyRequest, q: StatsQuery): Promise<SQL> {
  const scope = { company: dayFigures.companyId, originType: dayFigures.originType, group: dayFigures.documentGroupId };
  return and(
    await scopeFilter(req, scope, { overview: q.overview === 'true' }),
    q.originType ? eq(dayFigures.originType, q.originType) : undefined,
    q.fromDate ? gte(dayFigures.day, q.fromDate) : undefined,
    q.toDate ? lte(dayFigures.day, q.toDate) : undefined,
  )!;
}

const money = (expr: SQL) => sql<string>`coalesce(${expr}, 0)::numeric(14,2)::text`;
const total = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::int`;

export async function mainStats(req: FastifyRequest, q: StatsQuery): Promise<MainStats> {
  const db = req.server.db;
  const recentWhere = and(
    await documentFilter(req, { overview: q.overview === 'true' }),
    q.originType ? eq(documents.originType, q.originType) : undefined,
    q.fromDate ? gte(documents.day, q.fromDate) : undefined,
    q.toDate ? lte(documents.day, q.toDate) : undefined,
  )!;
  const [groups, recent] = await Promise.all([
    db
      .select({
        status: dayFigures.status,
        originType: dayFigures.originType,
        currency: dayFigures.currency,
        count: total(sql`sum(${dayFigures.documents})`),
        toValidate: money(sql`sum(${dayFigures.ttc}) filter (where ${dayFigures.status} = 1)`),
        withAmount: total(sql`sum(${dayFigures.priced}) filter (where ${dayFigures.status} = 1)`),
      })
      .from(dayFigures)
      .where(await dayWhere(req, q))
      .groupBy(dayFigures.status, dayFigures.originType, dayFigures.currency),
    listDocuments(db, recentWhere, { limit: 5, offset: 0, order: [desc(documents.createdAt), desc(documents.uuid)] }),
  ]);
  const byStatus = new Map<number, number>();
  const byOrigin = new Map<string | null, { originType: string | null; count: number; toValidate: number }>();
  const byCurrency = new Map<string, { currency: string; cents: bigint; count: number }>();
  for (const g of groups) {
    byStatus.set(g.status, (byStatus.get(g.status) ?? 0) + g.count);
    const o = byOrigin.get(g.originType) ?? { originType: g.originType, count: 0, toValidate: 0 };
    o.count += g.count;
    if (g.status === 1) o.toValidate += g.count;
    byOrigin.set(g.originType, o);
    if (g.withAmount) {
      const c = byCurrency.get(g.currency || 'EUR') ?? { currency: g.currency || 'EUR', cents: 0n, count: 0 };
      c.cents += toCents(g.toValidate);
      c.count += g.withAmount;
      byCurrency.set(c.currency, c);
    }
  }
  return {
    byStatus: [0, 1, 2, 3, 4].map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    byOriginType: [...byOrigin.values()],
    toValidate: [...byCurrency.values()]
      .map(({ cents, ...c }) => ({ ...c, total: fromCents(cents) }))
      .sort((a, b) => b.count - a.count),
    recent,
  };
}

type BreakdownRow = {
  set: number;
  c: string;
  s: string | null;
  n: string | null;
  l: string | null;
  amount: string;
  count: number;
};

/**
 * An origin type's figures from the kept summaries: totals and months from the day figures; suppliers and
 * labels from the month figures for the period's whole months, and from the documents themselves for the
 * days of a month the period only partly covers (none when the period is whole months, as the top bar's are).
 * Months are those of the day a document counts on (its invoice date, else its import day).
 */
export async function originStats(req: FastifyRequest, q: StatsQuery): Promise<OriginStats> {
  const db = req.server.db;
  const today = new Date().toISOString().slice(0, 10);
  const counted = sql`${dayFigures.status} >= 2`;
  const [sums, months, breakdown] = await Promise.all([
    db
      .select({
        currency: dayFigures.currency,
        documents: total(sql`sum(${dayFigures.documents})`),
        invoiced: money(sql`sum(${dayFigures.ttc}) filter (where ${counted})`),
        toPay: money(sql`sum(${dayFigures.owed}) filter (where ${dayFigures.status} in (2, 3))`),
        overdue: total(sql`sum(${dayFigures.documents}) filter (where ${dayFigures.overdueFrom} < ${today})`),
        awaiting: total(sql`sum(${dayFigures.documents}) filter (where ${dayFigures.status} = 1)`),
      })
      .from(dayFigures)
      .where(await dayWhere(req, q))
      .groupBy(dayFigures.currency)
      .orderBy(dayFigures.currency),
    db
      .select({
        month: sql<string>`to_char(${dayFigures.day}, 'YYYY-MM')`,
        currency: dayFigures.currency,
        amount: money(sql`sum(${dayFigures.ttc})`),
        count: total(sql`sum(${dayFigures.documents})`),
      })
      .from(dayFigures)
      .where(and(await dayWhere(req, q), counted))
      .groupBy(sql`1`, dayFigures.currency)
      .orderBy(sql`1`, dayFigures.currency),
    queryRows<BreakdownRow>(db, await breakdownSql(req, q)),
  ]);
  const of = (set: number) => breakdown.filter((r) => Number(r.set) === set);
  // ordering only (thousands of suppliers): a double orders amounts of up to 14 digits exactly; figures stay strings
  const byAmount = (a: { amount: string }, b: { amount: string }) => Number(b.amount) - Number(a.amount);
  const count = (k: 'documents' | 'overdue' | 'awaiting') => sums.reduce((n, r) => n + r[k], 0);
  const euros = sums.find((r) => r.currency === DEFAULT_CURRENCY);
  const suppliersOf = (currency: string) =>
    of(1)
      .filter((r) => r.c === currency)
      .map((r) => ({
        currency,
        key: r.s ?? `name:${r.n}`,
        label: r.n || '—',
        amount: r.amount,
        count: Number(r.count),
      }))
      .sort((a, b) => byAmount(a, b) || a.key.localeCompare(b.key))
      .slice(0, 8);
  const currencies = [...new Set(of(1).map((r) => r.c))].sort();
  return {
    totals: {
      documents: count('documents'),
      invoiced: euros?.invoiced ?? '0.00',
      toPay: euros?.toPay ?? '0.00',
      overdue: count('overdue'),
      awaiting: count('awaiting'),
      amounts: sums
        .filter((r) => toCents(r.invoiced) !== 0n || toCents(r.toPay) !== 0n)
        .map((r) => ({ currency: r.currency, invoiced: r.invoiced, toPay: r.toPay })),
    },
    byMonth: months.map((m) => ({ currency: m.currency, key: m.month, amount: m.amount, count: m.count })),
    // grouping(s, n, l): 1 grouped per supplier, 6 per label (each with its currency)
    bySupplier: await namedSuppliers(db, currencies.flatMap(suppliersOf)),
    byLabel: of(6)
      .map((r) => ({ currency: r.c, key: r.l ?? '', amount: r.amount, count: Number(r.count) }))
      .sort((a, b) => a.currency.localeCompare(b.currency) || byAmount(a, b) || a.key.localeCompare(b.key)),
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** The whole months of [from, to]: [first day of the first, first day after the last), either end open. */
export function wholeMonths(from?: string, to?: string): { start?: string; end?: string } {
  const at = (s: string) => new Date(`${s}T00:00:00Z`);
  let start: string | undefined;
  if (from) {
    const d = at(from);
    start = d.getUTCDate() === 1 ? from : isoDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
  }
  let end: string | undefined;
  if (to) {
    const d = at(to);
    const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1));
    end = isoDay(next.getUTCDate() === 1 ? next : new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)));
  }
  return { start, end };
}

/** Counted documents per supplier and per label: whole months from their figures, the rest of the period's days from the documents. */
async function breakdownSql(req: FastifyRequest, q: StatsQuery): Promise<SQL> {
  const overview = { overview: q.overview === 'true' };
  const { start, end } = wholeMonths(q.fromDate, q.toDate);
  const noMonths = start !== undefined && end !== undefined && start >= end;
  const mf = monthFigures;
  const fromMonths = and(
    await scopeFilter(req, { company: mf.companyId, originType: mf.originType, group: mf.documentGroupId }, overview),
    q.originType ? eq(mf.originType, q.originType) : undefined,
    start ? gte(mf.month, start) : undefined,
    end ? lt(mf.month, end) : undefined,
    noMonths ? sql`false` : undefined,
  );
  // the days outside the whole months: before `start` and from `end` (both within the period)
  const edges = noMonths
    ? and(gte(documents.day, q.fromDate!), lte(documents.day, q.toDate!))
    : or(
        start && q.fromDate && q.fromDate < start
          ? and(gte(documents.day, q.fromDate), lt(documents.day, start))
          : undefined,
        end && q.toDate && q.toDate >= end ? and(gte(documents.day, end), lte(documents.day, q.toDate)) : undefined,
      );
  const fromDocuments = and(
    await documentFilter(req, overview),
    q.originType ? eq(documents.originType, q.originType) : undefined,
    sql`${documents.status} >= 2`,
    edges ?? sql`false`,
  );
  return sql`
    select grouping(s, n, l) as set, c, s::text, n, l::text, ${money(sql`sum(ttc)`)} as amount, sum(documents)::int as count
    from (
      select ${mf.currency} as c, ${mf.supplierId} as s, ${mf.supplierName} as n, ${mf.labelId} as l,
        ${mf.documents} as documents, ${mf.ttc} as ttc
      from ${mf} where ${fromMonths}
      union all
      select ${documents.currency}, ${documents.supplieruuid},
        paperdesk_figure_supplier_name(${documents.supplieruuid}, ${documents.suppliername}),
        ${documents.labeluuid}, 1, ${documents.totalttc}
      from ${documents} where ${fromDocuments}
    ) x
    group by grouping sets ((c, s, n), (c, l))`;
}

/** The document sources' names of the largest ones (the generic source's rows keep the name typed). */
async function namedSuppliers(
  db: FastifyRequest['server']['db'],
  top: OriginStats['bySupplier'],
): Promise<OriginStats['bySupplier']> {
  const ids = top.filter((b) => !b.key.startsWith('name:')).map((b) => b.key);
  const names = ids.length
    ? await db
        .select({ uuid: suppliers.uuid, name: suppliers.name })
        .from(suppliers)
        .where(inArray(suppliers.uuid, ids))
    : [];
  const byId = new Map(names.map((x) => [x.uuid, x.name]));
  return top.map((b) => ({ ...b, label: byId.get(b.key) ?? b.label }));
}
