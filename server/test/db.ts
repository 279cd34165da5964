import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a throwaway database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped by `close`).
 */
export async function openTestDatabase(opts: { statementTimeoutMs?: number } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: ':memory:' });
  const { default: pg } = await import('pg');
  const name = `paperdesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString(), dataDir: '', ...opts });
  return {
    ...database,
    close: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: url });
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
