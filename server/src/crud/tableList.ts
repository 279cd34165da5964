/**
 * Filters and sorts of a configuration resource's list, from its table's columns: `q` searches the name
 * (and description), `id` (react-admin's getMany) and any column by value or list of values.
 */
import { and, arrayOverlaps, getTableColumns, ilike, inArray, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '../../../src/domain/ids';
import { AppError } from '../errors';
import { filterList, likePattern, type SortColumns } from './listQuery';

/** The columns a list may be sorted by: the table's fields, and `id` for its uuid. */
export function tableSortColumns(table: PgTable & { uuid: PgColumn }): SortColumns {
  const { companyId: _c, ...columns } = getTableColumns(table) as Record<string, AnyColumn>;
  return { ...columns, id: table.uuid };
}

/** What a list's `q` searches unless its resource says otherwise. */
const SEARCHED = ['name', 'description', 'email'];

export function tableFilter(
  table: PgTable & { uuid: PgColumn },
  filter: Record<string, unknown>,
  searched = SEARCHED,
): SQL | undefined {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const parts: (SQL | undefined)[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q') {
      // Blanks alone are no search (spec §5 autocomplete): the unfiltered list.
      if (!String(value).trim()) continue;
      const text = likePattern(String(value));
      parts.push(or(...searched.filter((c) => columns[c]).map((c) => ilike(columns[c], text))));
      continue;
    }
    const column = key === 'id' ? table.uuid : key !== 'companyId' ? columns[key] : undefined;
    if (!column)
      throw new AppError('VALIDATION', `A list cannot be filtered by "${key}"`, {
        fields: { filter: 'error.list.filter' },
      });
    const values = filterList(value);
    if (column.columnType === 'PgUUID' && values.some((v) => !isUuid(v))) {
      parts.push(inArray(column, values.filter(isUuid)));
    } else if (column.columnType === 'PgArray') parts.push(arrayOverlaps(column, values));
    else parts.push(values.length ? inArray(column, values) : undefined);
  }
  return and(...parts);
}
