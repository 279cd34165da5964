import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { uuid } from '../../../src/domain/ids';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../errors';

/** The body of a reorder call: the ids in their new order. */
export const reorderBody = z.array(uuid).min(1);

/**
 * `PUT .../reorder`: the listed rows take, in the list's order, the places they held among all rows (the
 * same set of index values), in one transaction. A page or a filtered view can thus be reordered
 * without sending every row. Every id must name a row within `scope` (another company's row is answered
 * like an unknown one), each only once.
 */
export async function reorderRows(
  db: Db,
  t: { table: PgTable; id: PgColumn },
  body: unknown,
  what: string,
  scope?: SQL,
) {
  const list = reorderBody.parse(body);
  if (new Set(list).size !== list.length)
    throw new AppError('VALIDATION', 'The list names a row twice', { key: 'error.reorder.twice' });
  // Each table keeps its order in a property named `index`.
  const index = (getTableColumns(t.table) as Record<string, PgColumn>).index;
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: t.id, index })
      .from(t.table)
      .where(and(inArray(t.id, list), scope))
      .for('update');
    if (found.length !== list.length) throw notFound(what);
    const places = found.map((r) => Number(r.index)).sort((a, b) => a - b);
    for (const [i, id] of list.entries())
      await tx
        .update(t.table)
        .set({ index: places[i] } as never)
        .where(eq(t.id, id));
  });
  return { success: true as const };
}
