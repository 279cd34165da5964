import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table the generic CRUD serves: rows of one company, named by `uuid`, optionally ordered and named. */
export type CrudTable = PgTable & { uuid: PgColumn; companyId: PgColumn; index?: PgColumn; name?: PgColumn };
