import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/db';
import { withQuerySignal } from './cancellation';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ statementTimeoutMs: 1500 });
});
afterAll(async () => database?.close());

const sleep = (seconds: number) => database.db.execute(sql`select pg_sleep(${seconds})`);

describe('queries nobody waits for', () => {
  it('are cancelled when their request is abandoned (PostgreSQL); run to the end on the embedded database', async () => {
    const abandoned = new AbortController();
    const started = Date.now();
    // Drizzle runs a query when it is awaited: await it inside, as a request handler does
    const query = withQuerySignal(abandoned.signal, async () => sleep(1));
    setTimeout(() => abandoned.abort(), 100);
    if (database.kind === 'postgres') {
      await expect(query).rejects.toMatchObject({ cause: expect.objectContaining({ code: '57014' }) });
      expect(Date.now() - started).toBeLessThan(900);
    } else {
      await expect(query).resolves.toBeDefined();
    }
  });

  it('stop at the statement timeout (PostgreSQL), leaving the pool usable', async () => {
    if (database.kind === 'postgres')
      await expect(sleep(3)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '57014' }) });
    else await expect(sleep(0.1)).resolves.toBeDefined();
    await expect(database.db.execute(sql`select 1 as one`)).resolves.toBeDefined();
  });

  it('a signal aborted before the query keeps it from starting (PostgreSQL)', async () => {
    const gone = new AbortController();
    gone.abort();
    const query = withQuerySignal(gone.signal, async () => database.db.execute(sql`select 1`));
    if (database.kind === 'postgres') await expect(query).rejects.toBeDefined();
    else await expect(query).resolves.toBeDefined();
  });
});
