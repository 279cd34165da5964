import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A table the generic CRUD serves: rows named by `uuid`, optionally ordered and named; rows of one company
 * (`companyId`), unless its definition says they are the platform's (a catalogue of the super administrator).
 */
export type CrudTable = PgTable & { uuid: PgColumn; companyId?: PgColumn; index?: PgColumn; name?: PgColumn };

/** The company column of a company's table; a platform table has none, so it is never scoped to a company. */
export function companyColumn(table: CrudTable): PgColumn {
  if (!table.companyId) throw new Error(`Table '${getTableName(table)}' has no company_id: it is not a company's`);
  return table.companyId;
}
