import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a throwaway database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped by `close`).
 */
export async function openTestDatabase(): Promise<Database> {
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
  const database = await openDatabase({ url: testUrl.toString(), dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
