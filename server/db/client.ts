import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { cancellableQueries } from './cancellation';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db`: what `db.transaction(async (tx) => ...)` hands over. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** The database or a transaction on it: a query function that can run inside a caller's transaction takes this. */
export type DbOrTx = Db | Tx;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (used by the health check and job/lock helpers). */
  ping(): Promise<void>;
  /** One raw parameterised statement (the scale bench times the app's queries with it). */
  query(text: string, params?: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory for ':memory:'), and migrates. */
export interface OpenOptions {
  url?: string;
  dataDir: string;
  statementTimeoutMs?: number;
  /** Sees every query the app runs (the scale bench replays them as raw SQL). */
  logger?: Logger;
  /**
   * Where the embedded database runs: 'worker' (default), PGlite in a worker thread so queries leave the
   * event loop free; 'in-process', PGlite on the main thread (as before; for comparisons).
   */
  pglite?: 'worker' | 'in-process';
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // No statement runs longer than the timeout (a request never holds a connection for minutes).
    // work_mem: dashboards' breakdowns hash in memory rather than sort on disk (PostgreSQL's default is 4 MB).
    // jit off: a count over a few hundred thousand rows passes the planner's JIT threshold and spent 376 of its 790 ms
    // compiling (invoices to pay at 1M documents); the app's queries are short and read by index.
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      statement_timeout: opts.statementTimeoutMs ?? 0,
      options: '-c work_mem=16MB -c jit=off',
    });
    cancellableQueries(pool);
    // An idle connection the server drops (restart, failover, admin kill) must not crash the node: the
    // pool discards it and the next query opens a new one.
    pool.on('error', (err) => console.warn(`[database] idle connection lost: ${err.message}`));
    const db = drizzle(pool, { schema, logger: opts.logger }) as unknown as Db;
    // Several nodes may start at once: one migrates, the others wait on the lock.
    const lock = await pool.connect();
    try {
      await lock.query('set statement_timeout = 0'); // a migration may rewrite a large table
      await lock.query('select pg_advisory_lock(727274)');
      await migrate(drizzle(lock, { schema }), { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock(727274)').catch(() => {});
      await lock.query('reset statement_timeout').catch(() => {});
      lock.release();
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      query: (text, params) => pool.query(text, params),
      close: () => pool.end(),
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  if (opts.dataDir !== ':memory:') {
    dir = path.resolve(opts.dataDir, 'db');
    mkdirSync(path.dirname(dir), { recursive: true });
  }
  let client: Pick<PGlite, 'query' | 'transaction' | 'close'>;
  if (opts.pglite === 'in-process') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
  } else {
    // PGlite runs in a worker thread: a long query never holds the event loop (see pgliteProxy.ts)
    const { openPGliteWorker } = await import('./pgliteProxy');
    client = await openPGliteWorker(dir);
  }
  try {
    await migrate(drizzle(client as PGlite, { schema }), { migrationsFolder });
  } catch (err) {
    await client.close().catch(() => {});
    throw err;
  }
  const db = drizzle(client as PGlite, { schema, logger: opts.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    query: (text, params) => client.query(text, params),
    close: () => client.close(),
  };
}

/** The rows of a raw SQL query (the same on PGlite and PostgreSQL; cast dates and numerics to text in SQL). */
export async function queryRows<T>(db: DbOrTx, query: import('drizzle-orm').SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows ?? [];
}
