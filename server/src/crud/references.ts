import { and, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceModel } from '../../../src/domain/defineResource';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import { companyColumn, type CrudTable } from './crudTable';

export type TableLookup = (resource: string) => { table: CrudTable; model: ResourceModel } | undefined;

/** Ids of `table` among `ids` that belong to the company. */
export async function ownedIds(db: Db, table: CrudTable, companyId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ uuid: table.uuid })
    .from(table as PgTable)
    .where(and(inArray(table.uuid, ids), eq(companyColumn(table), companyId)));
  return new Set(rows.map((r) => String(r.uuid)));
}

/**
 * Every reference field of a payload must name a row of the same company; another company's id
 * is answered like an unknown one (404), naming the field.
 */
export async function checkReferences(
  db: Db,
  model: ResourceModel,
  data: Record<string, unknown>,
  companyId: string,
  lookup: TableLookup,
) {
  const missing: Record<string, string> = {};
  for (const [field, meta] of Object.entries(model.fields)) {
    if (!meta?.reference || (meta.input !== 'reference' && meta.input !== 'references')) continue;
    const target = lookup(meta.reference);
    const value = data[field];
    if (!target || value === null || value === undefined) continue;
    const ids = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    if (!ids.length) continue;
    const owned = await ownedIds(db, target.table, companyId, ids);
    if (ids.some((id) => !owned.has(id))) missing[field] = 'error.reference';
  }
  if (Object.keys(missing).length) {
    throw new AppError('NOT_FOUND', `Unknown reference: ${Object.keys(missing).join(', ')}`, { fields: missing });
  }
}
