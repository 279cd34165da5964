/** Columns every table writes the same way: one definition each, so a table says only what is its own. */
import { sql } from 'drizzle-orm';
import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The row's id: a UUID the database draws. */
export const primaryId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money is exact: numeric(14,2), read as a string. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
