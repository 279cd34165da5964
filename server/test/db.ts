import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/client';

export interface ScratchPostgres {
  /** The connection URL of the new database. */
  url: string;
  /** Drops it (forced), once the sessions of a just-ended pool have gone (at most about a second). */
  drop(): Promise<void>;
}

/** A throwaway database, `${prefix}_<random>`, on the PostgreSQL server of `serverUrl` (tests and benches). */
export async function createScratchPostgres(serverUrl: string, prefix: string): Promise<ScratchPostgres> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      // pool.end() resolves before its sockets have closed: let them go before the forced drop, which
      // would otherwise terminate them under the pool's feet.
      for (let i = 0; i < 50; i++) {
        const { rows } = await again.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a throwaway database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped by `close`).
 */
export async function openTestDatabase(opts: { statementTimeoutMs?: number } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: ':memory:' });
  const scratch = await createScratchPostgres(url, 'paperdesk_test');
  const database = await openDatabase({ url: scratch.url, dataDir: '', ...opts });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
