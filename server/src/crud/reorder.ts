import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../errors';

const ids = z.array(z.string().uuid()).min(1);

/**
 * `PUT .../reorder`: the uuid list sets each row's index, in one transaction. Every id must name a row
 * within `scope` (another company's row is answered like an unknown one), each only once.
 */
export async function reorderRows(db: Db, t: { table: PgTable; id: PgColumn }, body: unknown, what: string, scope?: SQL) {
  const list = ids.parse(body);
  if (new Set(list).size !== list.length) throw new AppError('VALIDATION', 'The list names a row twice');
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: t.id }).from(t.table).where(and(inArray(t.id, list), scope));
    if (found.length !== list.length) throw notFound(what);
    // Each table keeps its order in a property named `index`.
    for (const [i, id] of list.entries()) await tx.update(t.table).set({ index: i } as never).where(eq(t.id, id));
  });
  return { success: true };
}
