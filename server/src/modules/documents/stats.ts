/**
 * Dashboard figures as SQL aggregates over the period's documents (never a download of the documents):
 * the main dashboard's counts per status and origin type, amounts to validate and latest imports; an
 * origin type's totals, amounts per month, per supplier and per document label. Exact decimals (text).
 */
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isIsoDay } from '../../../../resources/dates';
import { can } from '../../../../resources/access';
import { uuidOrEmpty } from '../../../../resources/ids';
import { fromCents, toCents } from '../../../../resources/money';
import { queryRows } from '../../../db/client';
import { documents, suppliers } from '../../../db/schema';
import { documentFilter } from './access';
import { listDocuments } from './present';

const day = z.string().refine(isIsoDay, 'use yyyy-MM-dd (a day that exists)');
const statsQuery = z.object({
  fromDate: day.optional(),
  toDate: day.optional(),
  originType: uuidOrEmpty,
  overview: z.enum(['true', 'false']).optional(),
});

type StatsQuery = z.output<typeof statsQuery>;

async function periodWhere(req: FastifyRequest, q: StatsQuery): Promise<{ where: SQL; q: StatsQuery }> {
  const where = and(
    await documentFilter(req, { overview: q.overview === 'true' }),
    q.originType ? eq(documents.originType, q.originType) : undefined,
    q.fromDate ? gte(documents.day, q.fromDate) : undefined,
    q.toDate ? lte(documents.day, q.toDate) : undefined,
  )!;
  return { where, q };
}

const money = (expr: SQL) => sql<string>`coalesce(${expr}, 0)::numeric(14,2)::text`;
/** Documents that count in amounts: validated, partly paid, paid. */
const counted = sql`${documents.status} >= 2`;
/** Still owed: validated or partly paid, on the to-pay list. */
const owed = sql`${documents.status} in (2, 3) and ${documents.solde} <> -1`;

export interface MainStats {
  byStatus: Array<{ status: number; count: number }>;
  byOriginType: Array<{ originType: string | null; count: number; toValidate: number }>;
  toValidate: Array<{ currency: string; total: string; count: number }>;
  recent: Awaited<ReturnType<typeof listDocuments>>;
}

async function mainStats(req: FastifyRequest, q: StatsQuery): Promise<MainStats> {
  const db = req.server.db;
  const { where } = await periodWhere(req, q);
  const [groups, recent] = await Promise.all([
    db
      .select({
        status: documents.status,
        originType: documents.originType,
        currency: documents.currency,
        count: sql<number>`count(*)::int`,
        toValidate: sql<string>`coalesce(sum(${documents.totalttc}) filter (where ${documents.status} = 1), 0)::numeric(14,2)::text`,
        withAmount: sql<number>`(count(*) filter (where ${documents.status} = 1 and ${documents.totalttc} is not null))::int`,
      })
      .from(documents)
      .where(where)
      .groupBy(documents.status, documents.originType, documents.currency),
    listDocuments(db, where, { limit: 5, offset: 0, order: [desc(documents.createdAt), desc(documents.uuid)] }),
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

export interface OriginStats {
  totals: { documents: number; invoiced: string; toPay: string; overdue: number; awaiting: number };
  byMonth: Array<{ key: string; amount: string; count: number }>;
  bySupplier: Array<{ key: string; label: string; amount: string; count: number }>;
  byLabel: Array<{ key: string; amount: string; count: number }>;
}

type OriginRow = {
  set: number;
  m: string | null;
  s: string | null;
  n: string | null;
  l: string | null;
  amount: string;
  to_pay: string;
  count: number;
  counted: number;
  overdue: number;
  awaiting: number;
};

/**
 * One scan of the period, from the list index alone (its INCLUDE columns): the totals and each breakdown
 * are grouping sets of the same rows, keyed by values cheap to hash (a month's first day, uuids).
 */
async function originStats(req: FastifyRequest, q: StatsQuery): Promise<OriginStats> {
  const db = req.server.db;
  const { where } = await periodWhere(req, q);
  const today = new Date().toISOString().slice(0, 10);
  const originSql = sql`
    select grouping(m, s, n, l) as set, m::text, s::text, n, l::text,
      ${money(sql`sum(${documents.totalttc}) filter (where ${counted})`)} as amount,
      ${money(sql`sum(${documents.solde}) filter (where ${owed})`)} as to_pay,
      count(*)::int as count, (count(*) filter (where ${counted}))::int as counted,
      (count(*) filter (where ${owed} and ${documents.duedate} < ${today} and ${documents.solde} > 0))::int as overdue,
      (count(*) filter (where ${documents.status} = 1))::int as awaiting
    from (select ${documents.status}, ${documents.totalttc}, ${documents.solde}, ${documents.duedate},
        case when ${counted} then date_trunc('month', ${documents.date}) end as m,
        case when ${counted} then ${documents.supplieruuid} end as s,
        case when ${counted} and ${documents.supplieruuid} is null then ${documents.suppliername} end as n,
        case when ${counted} then coalesce(${documents.labeluuid}::text, '') end as l
      from ${documents} where ${where}) ${documents}
    group by grouping sets ((), (m), (s, n), (l))`;
  const rows = await queryRows<OriginRow>(db, originSql);

  // grouping(m, s, n, l) is a bit mask of the columns a row is not grouped by: 15 the totals, 7 per month,
  // 9 per supplier, 14 per label; rows of documents that do not count have a null key.
  const of = (set: number) => rows.filter((r) => Number(r.set) === set);
  // ordering only (thousands of suppliers): a double orders amounts of up to 14 digits exactly; figures stay strings
  const byAmount = (a: { amount: string }, b: { amount: string }) => Number(b.amount) - Number(a.amount);
  const total = of(15)[0];
  return {
    totals: {
      documents: Number(total?.count ?? 0),
      invoiced: total?.amount ?? '0.00',
      toPay: total?.to_pay ?? '0.00',
      overdue: Number(total?.overdue ?? 0),
      awaiting: Number(total?.awaiting ?? 0),
    },
    byMonth: of(7)
      .filter((r) => r.m)
      .map((r) => ({ key: r.m!.slice(0, 7), amount: r.amount, count: Number(r.counted) }))
      .sort((a, b) => a.key.localeCompare(b.key)),
    bySupplier: await namedSuppliers(
      db,
      of(9)
        .filter((r) => r.s || r.n !== null)
        .map((r) => ({ key: r.s ?? `name:${r.n}`, label: r.n || '—', amount: r.amount, count: Number(r.counted) }))
        .sort((a, b) => byAmount(a, b) || a.key.localeCompare(b.key))
        .slice(0, 8),
    ),
    byLabel: of(14)
      .filter((r) => r.l !== null)
      .map((r) => ({ key: r.l!, amount: r.amount, count: Number(r.counted) }))
      .sort((a, b) => byAmount(a, b) || a.key.localeCompare(b.key)),
  };
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

export async function statsRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const schema = { querystring: statsQuery };
  /** The main dashboard's figures for the period (top bar range, Overview Mode). */
  typed.get('/documents/stats', { config: { access: 'VIEW_DOCUMENTS' }, schema }, (req) => mainStats(req, req.query));
  /** An origin type's dashboard (supplier/customer kinds) for the period. */
  typed.get(
    '/documents/dashboard',
    { config: { access: (p) => can(p, 'DASHBOARD_SUPPLIERS_CUSTOMERS') || can(p, 'DASHBOARD_LABELS') }, schema },
    (req) => originStats(req, req.query),
  );
}
