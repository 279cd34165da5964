/**
 * The dashboards' figures as the server counts them (isomorphic): GET /documents/stats (the main dashboard) and
 * GET /documents/dashboard (an origin type's). Amounts are exact decimal text in their currency: figures of
 * different currencies are never added together.
 */
import { z } from 'zod';
import { documentRecordAnswer } from './document.model';

const statusCount = z.object({ status: z.number(), count: z.number() });

/** GET /documents/stats: the main dashboard's figures for a period. */
export const mainStatsAnswer = z.object({
  /** Every status 0-4. */
  byStatus: z.array(statusCount),
  byOriginType: z.array(z.object({ originType: z.string().nullable(), count: z.number(), toValidate: z.number() })),
  /** TTC of the saved documents with amounts, exact (decimal text), per currency. */
  toValidate: z.array(z.object({ currency: z.string(), total: z.string(), count: z.number() })),
  /** The five latest imports. */
  recent: z.array(documentRecordAnswer),
});
export type MainStats = z.infer<typeof mainStatsAnswer>;

/** One bucket of a chart, in its currency. */
const serverBucket = z.object({ currency: z.string(), key: z.string(), amount: z.string(), count: z.number() });
export type ServerBucket = z.infer<typeof serverBucket>;
const namedBucket = serverBucket.extend({ label: z.string() });
export type Bucket = z.infer<typeof namedBucket>;

const totals = z.object({
  documents: z.number(),
  /** In euros; every currency's in `amounts`. */
  invoiced: z.string(),
  toPay: z.string(),
  overdue: z.number(),
  awaiting: z.number(),
  /** Each currency's own amounts (never added together). */
  amounts: z.array(z.object({ currency: z.string(), invoiced: z.string(), toPay: z.string() })),
});
export type Totals = z.infer<typeof totals>;

/** GET /documents/dashboard: an origin type's figures for a period. */
export const originStatsAnswer = z.object({
  totals,
  /** Per month of the document date ('YYYY-MM'), in calendar order. */
  byMonth: z.array(serverBucket),
  /** The eight largest suppliers of each currency, largest first. */
  bySupplier: z.array(namedBucket),
  /** Per document label (key '' for documents without one), largest first. */
  byLabel: z.array(serverBucket),
});
export type OriginStats = z.infer<typeof originStatsAnswer>;
