import type { DocumentRecord } from '../../../../resources/documents/model';
import { DOCUMENT_STATUS, STATUS_NAMES } from '../../../../resources/documents/rules';
import { isAmount, sumMoney } from '../../../../resources/money';
import type { OriginTypeDef } from '../shared/types';

export interface StatusCount { status: number; name: (typeof STATUS_NAMES)[number]; count: number }

/** How many documents in each status, every status listed. */
export function countsByStatus(docs: DocumentRecord[]): StatusCount[] {
  return STATUS_NAMES.map((name, status) => ({ status, name, count: docs.filter((d) => d.status === status).length }));
}

export interface OriginCount { originType: OriginTypeDef | null; count: number; toValidate: number }

/** Documents per origin type (most first), those without one last. */
export function countsByOriginType(docs: DocumentRecord[], originTypes: OriginTypeDef[]): OriginCount[] {
  const byId = new Map(originTypes.map((o) => [o.uuid, o]));
  const counts = new Map<string | null, OriginCount>();
  for (const d of docs) {
    const originType = (d.origintype && byId.get(d.origintype)) || null;
    const key = originType?.uuid ?? null;
    const entry = counts.get(key) ?? { originType, count: 0, toValidate: 0 };
    entry.count += 1;
    if (d.status === DOCUMENT_STATUS.SAVED) entry.toValidate += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => (a.originType ? 0 : 1) - (b.originType ? 0 : 1) || b.count - a.count);
}

/** The most recently imported documents. */
export const recentDocuments = (docs: DocumentRecord[], n = 5) =>
  [...docs].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, n);

export interface AmountToValidate { currency: string; total: string; count: number }

/** Sum of TTC of the saved documents that carry amounts (invoices, credit notes counted negative), exact, per currency. */
export function amountsToValidate(docs: DocumentRecord[]): AmountToValidate[] {
  const byCurrency = new Map<string, string[]>();
  for (const d of docs) {
    if (d.status !== DOCUMENT_STATUS.SAVED || !isAmount(d.totalttc)) continue;
    const currency = d.currency || 'EUR';
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), d.totalttc]);
  }
  return [...byCurrency].map(([currency, amounts]) => ({ currency, total: sumMoney(amounts), count: amounts.length }))
    .sort((a, b) => b.count - a.count);
}
