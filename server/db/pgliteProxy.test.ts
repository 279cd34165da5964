import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, PGlite, TransactionAbortedError, types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { bigint, boolean, date, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGliteWorker, PGliteProxy, PGliteWorkerStoppedError } from './pgliteProxy';

/** The same statements on PGlite in this thread and through the worker must give the same answers. */
let local: PGlite;
let proxy: PGliteProxy;
type Client = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

beforeAll(async () => {
  [local, proxy] = await Promise.all([PGlite.create(), openPGliteWorker(undefined)]);
  for (const c of [local, proxy] as Client[]) {
    await c.exec(`create table u (id int primary key, name text);
      create table vals (id int primary key, amount numeric(14,4), day date, at timestamp(3), at_tz timestamp(3) with time zone,
        data jsonb, tags text[], big bigint, ok boolean, note text)`);
  }
});
afterAll(async () => {
  await Promise.all([local?.close(), proxy?.close()]);
});

const both = async <T>(fn: (c: Client) => Promise<T>) =>
  [await fn(local), await fn(proxy as unknown as Client)] as const;
const caught = async (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as Error & Record<string, unknown>,
  );

// Drizzle's pglite driver keeps these types as text (PglitePreparedQuery's parsers)
const keepText = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [
    t,
    (v: string) => v,
  ]),
);

const everyType = `select 12345.678900::numeric as num, '2024-02-29'::date as d, '2024-02-29 13:14:15.123456'::timestamp as ts,
  '2024-02-29 13:14:15.123456+02'::timestamptz as tstz, '1 day 02:03:04'::interval as iv,
  '{"a": [1, 2.50, {"b": null}], "c": "é✓"}'::jsonb as jb, '{"x": 1.50}'::json as js,
  array[1.5, 2.25]::numeric[] as nums, array['2024-01-01', 'infinity']::date[] as dates, array['2024-01-01 10:00']::timestamp[] as tss,
  array['a', 'b"c', null]::text[] as texts, array[[1,2],[3,4]]::int[] as matrix, '\\x00ff10'::bytea as bin,
  9007199254740993::int8 as big, 42::int8 as small, true as yes, 'infinity'::timestamptz as inf, '-infinity'::date as ninf,
  'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid as id, 1.5::float8 as f, 'NaN'::float8 as nan, null::int as nul, 'x'::text as x, 1 as x`;

describe('PGlite in a worker: values', () => {
  it('every type comes back as PGlite in process gives it (default parsers, object and array rows)', async () => {
    for (const options of [
      undefined,
      { rowMode: 'object' as const, parsers: keepText },
      { rowMode: 'array' as const, parsers: keepText },
    ]) {
      const [a, b] = await both((c) => c.query(everyType, [], options));
      expect(b).toStrictEqual(a);
    }
    const [, b] = await both((c) => c.query<Record<string, unknown>>(everyType));
    expect(b.rows[0]).toMatchObject({
      num: '12345.678900',
      big: 9007199254740993n,
      small: 42,
      bin: new Uint8Array([0, 0xff, 0x10]),
      x: 1,
    });
    expect(b.rows[0].tstz).toEqual(new Date('2024-02-29T11:14:15.123Z'));
  });

  it('applies parser functions of the caller (here) on the raw text', async () => {
    const parsers = {
      [types.NUMERIC]: (v: string) => Number(v) * 2,
      [types.INT4]: (v: string, oid?: number) => `${v}:${oid}`,
    };
    const [a, b] = await both((c) => c.query('select 1.25::numeric as n, 7 as i, null::numeric as z', [], { parsers }));
    expect(b).toStrictEqual(a);
    expect(b.rows[0]).toEqual({ n: 2.5, i: '7:23', z: null });
  });

  it('parameters of every kind are written as PGlite in process writes them', async () => {
    class Decimal {
      constructor(private v: string) {}
      toString() {
        return this.v;
      }
      toJSON() {
        return this.v;
      }
    }
    const params = [
      '1.10',
      new Date('2024-02-29T23:59:59.999Z'),
      { a: [1, { b: 'é' }], n: null, d: new Date(0) },
      Buffer.from([1, 2, 255]),
      2n ** 60n,
      ['a', null, 'c"d'],
      '2024-02-29',
      true,
      new Decimal('12.3400'),
      { amount: new Decimal('5.10') },
      Buffer.from('héllo'),
      new Uint8Array([9, 8]),
      [new Decimal('1.5'), new Decimal('2')],
      undefined,
      7,
    ];
    const text = `select $1::numeric as a, $2::timestamptz as b, $3::jsonb as c, $4::bytea as d, $5::int8 as e, $6::text[] as f, $7::date as g,
      $8::bool as h, $9::numeric as i, $10::jsonb as j, $11::text as k, $12::bytea as l, $13::numeric[] as m, $14::int as n, $15::int as o`;
    const [a, b] = await both((c) => c.query(text, params));
    expect(b).toStrictEqual(a);
    expect(b.rows[0]).toMatchObject({
      i: '12.3400',
      j: { amount: '5.10' },
      k: 'héllo',
      m: ['1.5', '2'],
      n: null,
      o: 7,
    });
  });

  it('Drizzle reads and writes the same values (numeric as text, dates, timestamps, jsonb, arrays, bigint)', async () => {
    const vals = pgTable('vals', {
      id: integer('id').primaryKey(),
      amount: numeric('amount', { precision: 14, scale: 4 }),
      day: date('day'),
      at: timestamp('at', { precision: 3 }),
      atTz: timestamp('at_tz', { precision: 3, withTimezone: true, mode: 'string' }),
      data: jsonb('data'),
      tags: text('tags').array(),
      big: bigint('big', { mode: 'bigint' }),
      ok: boolean('ok'),
      note: text('note'),
    });
    const row = {
      id: 1,
      amount: '1234.5600',
      day: '2024-02-29',
      at: new Date('2024-02-29T10:11:12.345Z'),
      atTz: '2024-02-29 10:11:12.345+00',
      data: { lines: [{ qty: 2, price: '9.90' }], tag: 'é' },
      tags: ['x', 'y,z', 'w"'],
      big: 2n ** 62n,
      ok: false,
      note: null,
    };
    const [a, b] = await both(async (c) => {
      const db = drizzle(c as PGlite);
      await db.insert(vals).values(row);
      const read = await db.select().from(vals).where(eq(vals.id, 1));
      const raw = await db.execute(sql`select amount, day, at, at_tz, data, tags, big from vals`);
      await db.delete(vals);
      return { read, rows: raw.rows };
    });
    expect(b).toStrictEqual(a);
    expect(b.read[0]).toStrictEqual(row);
  });
});

describe('PGlite in a worker: errors', () => {
  it("keep PostgreSQL's fields and PGlite's classes", async () => {
    await both((c) => c.query('insert into u values (1, $1)', ['first']));
    const [a, b] = await both((c) => caught(c.query('insert into u values (1, $1)', ['again'])));
    expect(b).toBeInstanceOf(messages.DatabaseError);
    for (const k of [
      'message',
      'code',
      'detail',
      'constraint',
      'table',
      'schema',
      'severity',
      'routine',
      'query',
      'params',
      'name',
    ])
      expect(b[k]).toEqual(a[k]);
    expect(b).toMatchObject({ code: '23505', detail: 'Key (id)=(1) already exists.', constraint: 'u_pkey' });
    expect(b.stack).toContain('in the PGlite worker, called from');
    expect(b.stack).toContain('pgliteProxy.test.ts');
    await both((c) => c.query('delete from u'));
  });

  it("reach Drizzle as PGlite's do (wrapped, with the code on the cause)", async () => {
    const table = pgTable('u', { id: integer('id').primaryKey(), name: text('name') });
    const [a, b] = await both(async (c) => {
      const db = drizzle(c as PGlite);
      await db.insert(table).values({ id: 5 });
      const err = await caught(db.insert(table).values({ id: 5 }));
      await db.delete(table);
      return err;
    });
    expect(b.constructor).toBe(a.constructor);
    expect(b.message).toBe(a.message);
    expect((b.cause as Record<string, unknown>).code).toBe('23505');
  });

  it('a parameter that cannot cross threads fails that call only', async () => {
    await expect(proxy.query('select $1::text', [() => 1])).rejects.toThrow(/could not be cloned/);
    await expect(proxy.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });
});

describe('PGlite in a worker: transactions', () => {
  const table = pgTable('u', { id: integer('id').primaryKey(), name: text('name') });
  const ids = async (c: Client) =>
    (await c.query<{ id: number }>('select id from u order by id')).rows.map((r) => r.id);

  it('commit, roll back on an error, nest savepoints and roll back on request as in process', async () => {
    const [a, b] = await both(async (c) => {
      const db = drizzle(c as PGlite);
      const out: unknown[] = [];
      out.push(
        await db.transaction(async (tx) => {
          await tx.insert(table).values({ id: 1 });
          return 'committed';
        }),
      );
      out.push(
        (
          await caught(
            db.transaction(async (tx) => {
              await tx.insert(table).values({ id: 2 });
              throw new Error('boom');
            }),
          )
        ).message,
      );
      out.push(
        (
          (await caught(
            db.transaction(async (tx) => {
              await tx.insert(table).values({ id: 3 });
              await tx.insert(table).values({ id: 1 }); // duplicate: the transaction is aborted
            }),
          )) as { cause?: { code?: string } }
        ).cause?.code,
      );
      await db.transaction(async (tx) => {
        await tx.insert(table).values({ id: 4 });
        out.push(
          (
            await caught(
              tx.transaction(async (inner) => {
                await inner.insert(table).values({ id: 5 });
                throw new Error('inner');
              }),
            )
          ).message,
        );
        await tx.transaction(async (inner) => {
          await inner.insert(table).values({ id: 6 });
        });
      });
      out.push(
        (
          await caught(
            db.transaction(async (tx) => {
              await tx.insert(table).values({ id: 7 });
              tx.rollback();
            }),
          )
        ).constructor.name,
      );
      out.push(await ids(c));
      await c.query('delete from u');
      return out;
    });
    expect(b).toStrictEqual(a);
    expect(b).toStrictEqual(['committed', 'boom', '23505', 'inner', 'TransactionRollbackError', [1, 4, 6]]);
  });

  it('COMMIT of an aborted transaction throws TransactionAbortedError; the transaction object closes', async () => {
    const [a, b] = await both(async (c) => {
      let kept: { query: Client['query'] } | undefined;
      const err = await caught(
        c.transaction(async (tx) => {
          kept = tx;
          await tx.query('select 1/0').catch(() => {});
        }),
      );
      const late = await caught(kept!.query('select 1'));
      return {
        err: {
          aborted: err instanceof TransactionAbortedError,
          code: err.code,
          message: err.message,
          query: err.query,
        },
        late: late.message,
      };
    });
    expect(b).toStrictEqual(a);
    expect(b).toMatchObject({ err: { aborted: true, code: '25P02', query: 'COMMIT' }, late: 'Transaction is closed' });
    const err = await caught(
      proxy.transaction(async (tx) => {
        await tx.query('select 1/0').catch(() => {});
      }),
    );
    expect(err).toBeInstanceOf(TransactionAbortedError);
  });

  it('statements sent outside an open transaction wait for its end', async () => {
    const [a, b] = await both(async (c) => {
      const order: string[] = [];
      let outside: Promise<unknown> | undefined;
      await c.transaction(async (tx) => {
        await tx.query('insert into u values (10)');
        outside = c.query<{ n: number }>('select count(*)::int as n from u').then((r) => {
          order.push(`outside saw ${r.rows[0].n}`);
        });
        await new Promise((r) => setTimeout(r, 100));
        await tx.query('insert into u values (11)');
        order.push('transaction done');
      });
      await outside;
      await c.query('delete from u');
      return order;
    });
    expect(b).toStrictEqual(a);
    expect(b).toEqual(['transaction done', 'outside saw 2']);
  });
});

describe('PGlite in a worker: the event loop', () => {
  it('answers timers while a slow query runs; quick queries sent meanwhile run after it, in order', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks++;
    }, 5);
    const t0 = performance.now();
    const slow = proxy.query<{ n: number }>(
      'select count(*)::int as n from generate_series(1, 4000000) g where g % 7 = 0',
    );
    const quick = Array.from({ length: 5 }, (_, i) => proxy.query<{ i: number }>('select $1::int as i', [i]));
    const done: number[] = [];
    quick.forEach((q, i) => q.then(() => done.push(i)));
    const [s, ...q] = await Promise.all([slow, ...quick]);
    const ms = performance.now() - t0;
    clearInterval(timer);
    expect(s.rows[0].n).toBe(571428);
    expect(q.map((r) => r.rows[0].i)).toEqual([0, 1, 2, 3, 4]);
    expect(done).toEqual([0, 1, 2, 3, 4]);
    expect(ms).toBeGreaterThan(100); // slow enough to mean something
    expect(ticks).toBeGreaterThan(ms / 5 / 4); // in process PGlite would hold the loop: ~0 ticks
  });
});

describe('PGlite in a worker: life cycle', () => {
  it('keeps its data directory across close and reopen; close ends the thread', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-worker-'));
    try {
      const first = await openPGliteWorker(path.join(dir, 'db'));
      await first.exec("create table kept (v text); insert into kept values ('still here')");
      const exited = new Promise<number>((r) => first.worker.once('exit', r));
      await first.close();
      await exited;
      await expect(first.query('select 1')).rejects.toBeInstanceOf(PGliteWorkerStoppedError);
      const again = await openPGliteWorker(path.join(dir, 'db'));
      expect((await again.query('select v from kept')).rows).toEqual([{ v: 'still here' }]);
      await again.close();
      await again.close(); // twice is fine
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a worker that dies fails the waiting query and later ones clearly, without hanging', async () => {
    const doomed = await openPGliteWorker(undefined);
    const waiting = doomed.query('select count(*) from generate_series(1, 20000000)');
    await new Promise((r) => setTimeout(r, 50));
    await doomed.worker.terminate(); // as a crash or an out-of-memory abort would end it
    await expect(waiting).rejects.toThrow(/embedded database \(PGlite worker\) stopped/);
    await expect(doomed.query('select 1')).rejects.toBeInstanceOf(PGliteWorkerStoppedError);
    await expect(doomed.transaction(async () => 1)).rejects.toBeInstanceOf(PGliteWorkerStoppedError);
    await doomed.close();
  });

  it("a data directory PGlite cannot open fails the open with PGlite's reason", async () => {
    await expect(openPGliteWorker('/proc/version/db')).rejects.toThrow();
  });
});
