import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (used by the health check and job/lock helpers). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory for ':memory:'), and migrates. */
export async function openDatabase(opts: { url?: string; dataDir: string }): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server drops (restart, failover, admin kill) must not crash the node: the
    // pool discards it and the next query opens a new one.
    pool.on('error', (err) => console.warn(`[database] idle connection lost: ${err.message}`));
    const db = drizzle(pool, { schema }) as unknown as Db;
    // Several nodes may start at once: one migrates, the others wait on the lock.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock(727274)');
      await migrate(drizzle(lock, { schema }), { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock(727274)').catch(() => {});
      lock.release();
    }
    return { db, kind: 'postgres', ping: async () => { await pool.query('select 1'); }, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client;
  if (opts.dataDir === ':memory:') client = new PGlite();
  else {
    const dir = path.resolve(opts.dataDir, 'db');
    mkdirSync(path.dirname(dir), { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client, { schema }), { migrationsFolder });
  return { db, kind: 'pglite', ping: async () => { await client.query('select 1'); }, close: () => client.close() };
}
