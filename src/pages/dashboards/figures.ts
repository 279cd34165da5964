/**
 * Figures of an origin type's dashboards, from its documents of the period, in exact cents: totals,
 * amounts per month and per supplier, and per document label.
 */
import { fromCents, isAmount, toCents } from '../../../resources/money';
import type { DocumentRecord } from '../../../resources/documents/model';
import { balanceUnset } from '../../../resources/payments/model';

type Doc = Pick<DocumentRecord, 'status' | 'totalttc' | 'solde' | 'date' | 'duedate' | 'supplieruuid' | 'suppliername' | 'labeluuid'>;

export interface Totals { documents: number; invoiced: string; toPay: string; overdue: number; awaiting: number }
export interface Bucket { key: string; label: string; amount: string; count: number }

const cents = (v: string | null | undefined) => (isAmount(v) ? toCents(v) : 0n);
/** Documents that count in amounts: validated, partly paid, paid. */
const counted = (d: Doc) => d.status >= 2;
const owed = (d: Doc) => (d.status === 2 || d.status === 3) && !balanceUnset(d.solde);

export function totals(docs: Doc[], today: string): Totals {
  let invoiced = 0n, toPay = 0n, overdue = 0, awaiting = 0;
  for (const d of docs) {
    if (d.status === 1) awaiting++;
    if (!counted(d)) continue;
    invoiced += cents(d.totalttc);
    if (owed(d)) {
      toPay += cents(d.solde);
      if (d.duedate && d.duedate < today && cents(d.solde) > 0n) overdue++;
    }
  }
  return { documents: docs.length, invoiced: fromCents(invoiced), toPay: fromCents(toPay), overdue, awaiting };
}

function group(docs: Doc[], keyOf: (d: Doc) => { key: string; label: string } | null): Bucket[] {
  const map = new Map<string, { label: string; cents: bigint; count: number }>();
  for (const d of docs) {
    if (!counted(d)) continue;
    const k = keyOf(d);
    if (!k) continue;
    const b = map.get(k.key) ?? { label: k.label, cents: 0n, count: 0 };
    b.cents += cents(d.totalttc);
    b.count++;
    map.set(k.key, b);
  }
  return [...map].map(([key, b]) => ({ key, label: b.label, amount: fromCents(b.cents), count: b.count }));
}

/** Amounts per month of the document date, in calendar order. */
export const byMonth = (docs: Doc[]) =>
  group(docs, (d) => (d.date ? { key: d.date.slice(0, 7), label: d.date.slice(0, 7) } : null)).sort((a, b) => a.key.localeCompare(b.key));

/** The `limit` suppliers with the largest amounts, largest first. */
export const bySupplier = (docs: Doc[], limit = 8) =>
  group(docs, (d) => ({ key: d.supplieruuid ?? `name:${d.suppliername}`, label: d.suppliername || '—' }))
    .sort((a, b) => (toCents(b.amount) > toCents(a.amount) ? 1 : toCents(b.amount) < toCents(a.amount) ? -1 : 0)).slice(0, limit);

/** Amounts per document label (documents without one under `none`). */
export const byLabel = (docs: Doc[], labelName: (id: string) => string | undefined, none: string) =>
  group(docs, (d) => (d.labeluuid ? { key: d.labeluuid, label: labelName(d.labeluuid) ?? '—' } : { key: '', label: none }))
    .sort((a, b) => (toCents(b.amount) > toCents(a.amount) ? 1 : -1));
