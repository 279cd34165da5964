import type { DocumentRecord } from '../../../../resources/documents/model';
import type { DateRange } from '../../../layout/dateRange';
import type { ApiCall } from '../shared/api';
import type { ListKind } from '../shared/types';

export interface ListContext {
  /** Origin type uuid (absent for the uncategorized list). */
  originType?: string;
  range: DateRange;
  overview: boolean;
}

/**
 * The calls behind a list: the main list follows the date range, the work queues do not;
 * duplicates are looked for in both work queues (what can still be acted on).
 */
export function listCalls(kind: ListKind, ctx: ListContext): ApiCall[] {
  const overview = ctx.overview ? 'true' : undefined;
  const queue = (path: string): ApiCall => ({ path, query: { originType: ctx.originType, overview } });
  switch (kind) {
    case 'list':
      return [{ path: '/documents', query: { fromDate: ctx.range.fromDate, toDate: ctx.range.toDate, originType: ctx.originType, overview } }];
    case 'saved':
      return [queue('/documents/saved')];
    case 'validated':
      return [queue('/documents/validated')];
    case 'duplicated':
      return [queue('/documents/saved'), queue('/documents/validated')];
    case 'uncategorized':
      return [{ path: '/documents/uncategorized' }];
  }
}

/** Joins the answers (each document once, in the order received) and keeps the duplicates for that list. */
export function mergeLists(kind: ListKind, answers: DocumentRecord[][]): DocumentRecord[] {
  const seen = new Set<string>();
  const all = answers.flat().filter((d) => !seen.has(d.uuid) && Boolean(seen.add(d.uuid)));
  return kind === 'duplicated' ? all.filter((d) => d.duplicate) : all;
}
