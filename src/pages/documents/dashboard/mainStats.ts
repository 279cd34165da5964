import type { PaperdeskDataProvider } from '../../../providers/data';
import type { MainStats } from '../../../domain/documents/dashboardAnswers';
import { STATUS_NAMES } from '../../../domain/documents/rules';
import type { OriginTypeDef } from '../../shared/types';

export type { MainStats } from '../../../domain/documents/dashboardAnswers';

export type StatsQuery = { fromDate?: string; toDate?: string; overview?: 'true' };

export const fetchMainStats = (call: PaperdeskDataProvider['call'], query: StatsQuery) =>
  call<MainStats>('/documents/stats', { query });

export interface StatusCount {
  status: number;
  name: (typeof STATUS_NAMES)[number];
  count: number;
}

/** The server's counts per status, named (every status listed, unknown ones left out). */
export function namedStatusCounts(byStatus: MainStats['byStatus']): StatusCount[] {
  const counts = new Map(byStatus.map((s) => [s.status, s.count]));
  return STATUS_NAMES.map((name, status) => ({ status, name, count: counts.get(status) ?? 0 }));
}

export interface OriginCount {
  originType: OriginTypeDef | null;
  count: number;
  toValidate: number;
}

/**
 * The server's counts per origin type with their definitions: most first, those without one (or with
 * one no longer configured) together last.
 */
export function namedOriginCounts(
  byOriginType: MainStats['byOriginType'],
  originTypes: OriginTypeDef[],
): OriginCount[] {
  const byId = new Map(originTypes.map((o) => [o.uuid, o]));
  const merged = new Map<string | null, OriginCount>();
  for (const row of byOriginType) {
    const originType = (row.originType && byId.get(row.originType)) || null;
    const key = originType?.uuid ?? null;
    const entry = merged.get(key) ?? { originType, count: 0, toValidate: 0 };
    entry.count += row.count;
    entry.toValidate += row.toValidate;
    merged.set(key, entry);
  }
  return [...merged.values()].sort((a, b) => (a.originType ? 0 : 1) - (b.originType ? 0 : 1) || b.count - a.count);
}
