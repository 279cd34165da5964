/**
 * Queries stop when nobody waits for them: each API request runs with an AbortSignal (aborted when its
 * client disconnects before the answer), carried by AsyncLocalStorage down to the PostgreSQL pool, which
 * cancels the running statement (pg_cancel_backend) on that signal. A statement timeout bounds the rest.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

const current = new AsyncLocalStorage<AbortSignal>();

/** Runs `fn` with `signal` as the signal of every query it starts. */
export const withQuerySignal = <T>(signal: AbortSignal, fn: () => T): T => current.run(signal, fn);

/** Runs `fn` outside any request: background work a request started (a job claim) is not cancelled with it. */
export const outsideRequest = <T>(fn: () => T): T => current.exit(fn);

/**
 * Makes `pool.query` (what Drizzle uses outside transactions) cancellable: the query runs on a client of
 * its own, cancelled through another connection when the current signal aborts.
 */
export function cancellableQueries(pool: pg.Pool): void {
  const plain = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = async (...args: unknown[]) => {
    const signal = current.getStore();
    if (!signal || typeof args[args.length - 1] === 'function') return plain(...args);
    if (signal.aborted) throw Object.assign(new Error('The request was abandoned by its client'), { code: '57014' });
    const client = await pool.connect();
    const pid = (client as unknown as { processID: number }).processID;
    const cancel = () => {
      plain('select pg_cancel_backend($1)', [pid]).catch(() => {});
    };
    signal.addEventListener('abort', cancel, { once: true });
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } finally {
      signal.removeEventListener('abort', cancel);
      client.release();
    }
  };
}
