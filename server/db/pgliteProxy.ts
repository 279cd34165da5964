/**
 * PGlite off the main thread: `openPGliteWorker` starts `pgliteWorker.mjs` in a `node:worker_threads`
 * worker (PGlite and its WebAssembly live there) and answers with a `PGliteProxy`, an object with the
 * part of PGlite's interface Drizzle's pglite driver and the app use: `query(sql, params, options)`,
 * `exec`, `sql`, `transaction(cb)` (with the transaction's `query`, `exec`, `sql`, `rollback`,
 * `closed`) and `close`. While a query runs in the worker, the event loop serves other requests.
 *
 * Semantics kept from PGlite in process:
 * - one statement at a time, in the order they were sent; queries outside an open transaction wait for it;
 * - results are PGlite's own (its parsers run in the worker; values cross by structured clone, which keeps
 *   Date, bigint, Uint8Array, nested JSON); parser functions given in `options.parsers` run here on the raw text;
 * - errors are PGlite's classes (`messages.DatabaseError` with code, detail, constraint, ...;
 *   `TransactionAbortedError`) with the worker's stack followed by the caller's;
 * - a worker that stops (crash, out of memory, terminate) fails every waiting and later call with an error
 *   naming it, rather than leaving them pending.
 */
import { Worker } from 'node:worker_threads';
import {
  messages,
  TransactionAbortedError,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { query as templateQuery } from '@electric-sql/pglite/template';

type Parsers = NonNullable<QueryOptions['parsers']>;
interface ErrorData {
  kind: 'database' | 'aborted' | 'other';
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}
type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: ErrorData };
interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  caller: Error;
  params?: unknown[];
  options?: QueryOptions;
}

const workerUrl = new URL('./pgliteWorker.mjs', import.meta.url);

const plain = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};
/** Whether a plain object holds a value the structured clone would change (a class instance somewhere inside). */
function holdsInstance(v: unknown, depth = 0): boolean {
  if (v === null || typeof v !== 'object' || v instanceof Date || depth > 50) return false;
  if (Array.isArray(v) || plain(v)) return Object.values(v).some((x) => holdsInstance(x, depth + 1));
  return !(Object.getPrototypeOf(v) === Uint8Array.prototype || (ArrayBuffer.isView(v) && !(v instanceof Uint8Array)));
}

/**
 * A parameter as it crosses to the worker. Structured clone keeps primitives, bigint, Date, Uint8Array,
 * arrays and plain objects; a class instance (Decimal, Buffer, ...) would lose its prototype, so it goes as
 * PGlite's renderings of it: its toString() (what PGlite writes for most types), its JSON (for a json
 * parameter) and its bytes when it is a Uint8Array (a Buffer, for bytea).
 */
function cloneable(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value))
    return value.some((v) => v !== null && typeof v === 'object') ? value.map(cloneable) : value;
  if (!holdsInstance(value)) return value;
  let json: string | null = null;
  try {
    json = JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? null;
  } catch {
    json = null;
  }
  return {
    __pgliteRendered: true,
    text: String(value),
    json,
    bytes: value instanceof Uint8Array ? new Uint8Array(value) : undefined,
  };
}

/** The query options that cross to the worker: parser functions stay here, the worker sends their types raw. */
function wireOptions(options: QueryOptions | undefined) {
  if (!options) return undefined;
  if (options.serializers && Object.keys(options.serializers).length)
    throw new Error('PGlite worker: per-query serializers are not supported');
  if (options.blob) throw new Error('PGlite worker: COPY with a blob is not supported');
  const rawOids = options.parsers
    ? Object.keys(options.parsers)
        .map(Number)
        .filter((n) => Number.isInteger(n))
    : undefined;
  return { rowMode: options.rowMode, paramTypes: options.paramTypes, rawOids };
}

/** Applies the caller's parsers to the raw text the worker sent for their types, as PGlite's parseResults does. */
function applyParsers(result: Results, options: QueryOptions | undefined): Results {
  const parsers = options?.parsers as Parsers | undefined;
  if (!parsers || !result.fields.length || !result.rows.length) return result;
  const todo = result.fields.flatMap((f, i) => {
    const parse = parsers[f.dataTypeID] as ((x: string, typeId: number) => unknown) | undefined;
    return typeof parse === 'function' ? [{ i, name: f.name, oid: f.dataTypeID, parse }] : [];
  });
  if (!todo.length) return result;
  if (options?.rowMode === 'array') {
    for (const row of result.rows as unknown[][]) {
      for (const c of todo) if (row[c.i] !== null) row[c.i] = c.parse(row[c.i] as string, c.oid);
    }
  } else {
    // an object row keeps the last column of a name
    const last = new Map(result.fields.map((f, i) => [f.name, i]));
    const cols = todo.filter((c) => last.get(c.name) === c.i);
    for (const row of result.rows as Record<string, unknown>[]) {
      for (const c of cols) if (row[c.name] !== null) row[c.name] = c.parse(row[c.name] as string, c.oid);
    }
  }
  return result;
}

function toError(data: ErrorData, p: Pick<Pending, 'caller' | 'params' | 'options'>): Error {
  let err: Error;
  if (data.kind === 'aborted') err = new TransactionAbortedError();
  else if (data.kind === 'database')
    err = new messages.DatabaseError(
      data.message,
      Number(data.fields.length ?? 0),
      (data.name || 'error') as messages.MessageName,
    );
  else {
    err = new Error(data.message);
    if (data.name && data.name !== 'Error')
      Object.defineProperty(err, 'name', { value: data.name, configurable: true, writable: true });
  }
  const { length: _length, ...fields } = data.fields;
  Object.assign(err, fields);
  if (data.kind !== 'other' && 'query' in data.fields)
    Object.assign(err, { params: p.params, queryOptions: p.options });
  const callerStack = p.caller.stack?.split('\n').slice(1).join('\n') ?? '';
  err.stack = `${data.stack ?? `${data.name}: ${data.message}`}\n    --- in the PGlite worker, called from:\n${callerStack}`;
  return err;
}

export class PGliteWorkerStoppedError extends Error {
  constructor(reason: string) {
    super(`The embedded database (PGlite worker) stopped: ${reason}`);
    this.name = 'PGliteWorkerStoppedError';
  }
}

export interface PGliteProxyTransaction extends Transaction {}

export class PGliteProxy {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  #nextId = 1;
  #pending = new Map<number, Pending>();
  #stopped: Error | undefined;
  #closing: Promise<void> | undefined;

  constructor(dataDir: string | undefined) {
    this.worker = new Worker(workerUrl, { workerData: { dataDir } }); // referenced until ready
    this.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (msg: { type?: string; error?: ErrorData }) => {
        if (msg.type === 'ready') {
          this.#refresh();
          resolve();
          return;
        }
        if (msg.type === 'failed') {
          this.#stop(toError(msg.error!, { caller: new Error() }));
          reject(this.#stopped);
          return;
        }
        this.#answer(msg as Reply);
      };
      this.worker.on('message', onMessage);
      this.worker.once('error', (err) => {
        this.#stop(new PGliteWorkerStoppedError(err.message));
        reject(this.#stopped);
      });
      this.worker.once('exit', (code) => {
        this.#stop(new PGliteWorkerStoppedError(`its thread exited (code ${code})`));
        reject(this.#stopped);
      });
      this.worker.on('messageerror', (err) => {
        this.#stop(new PGliteWorkerStoppedError(`an answer could not be read: ${err.message}`));
      });
    });
    this.ready.catch(() => {});
  }

  /** Keeps the process alive while calls wait, as PGlite in process does; lets it exit when idle. */
  #refresh() {
    if (this.#pending.size) this.worker.ref();
    else this.worker.unref();
  }

  #stop(err: Error) {
    if (this.#stopped) return;
    this.#stopped = err;
    if (!this.#closing) console.error(`[database] ${err.message}`);
    for (const p of this.#pending.values()) p.reject(err);
    this.#pending.clear();
  }

  #answer(reply: Reply) {
    const p = this.#pending.get(reply.id);
    if (!p) return;
    this.#pending.delete(reply.id);
    this.#refresh();
    if (reply.ok) p.resolve(reply.result);
    else p.reject(toError(reply.error, p));
  }

  #call<T>(msg: Record<string, unknown>, params?: unknown[], options?: QueryOptions): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      try {
        this.worker.postMessage({ ...msg, id });
      } catch (err) {
        reject(err as Error); // a parameter that cannot cross threads (a function, a symbol)
        return;
      }
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject, caller: new Error(), params, options });
      if (this.#pending.size === 1) this.worker.ref();
    });
  }

  async #query<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const wire = wireOptions(options);
    const result = await this.#call<Results<T>>(
      { op: 'query', sql, params: params?.map(cloneable), options: wire, tx },
      params,
      options,
    );
    return applyParsers(result as Results, options) as Results<T>;
  }

  async #exec(tx: number | undefined, sql: string, options: QueryOptions | undefined): Promise<Results[]> {
    const results = await this.#call<Results[]>(
      { op: 'exec', sql, options: wireOptions(options), tx },
      undefined,
      options,
    );
    return results.map((r) => applyParsers(r, options));
  }

  get closed(): boolean {
    return this.#closing !== undefined || this.#stopped !== undefined;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  sql<T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<Results<T>> {
    const { query, params } = templateQuery(strings, ...values);
    return this.query<T>(query, params);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, sql, options);
  }

  /**
   * PGlite's transaction: BEGIN in the worker, the callback's statements there in order, then COMMIT, or
   * ROLLBACK when it throws (the error is rethrown). Statements sent outside it wait until it ends.
   */
  async transaction<T>(callback: (tx: PGliteProxyTransaction) => Promise<T>): Promise<T> {
    const id = this.#nextId; // the begin message's id names the transaction
    await this.#call({ op: 'begin' });
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: PGliteProxyTransaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        check();
        return this.#query<R>(id, sql, params, options);
      },
      sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
        check();
        const { query, params } = templateQuery(strings, ...values);
        return this.#query<R>(id, query, params, undefined);
      },
      exec: async (sql: string, options?: QueryOptions) => {
        check();
        return this.#exec(id, sql, options);
      },
      rollback: async () => {
        check();
        await this.#call({ op: 'rollback', tx: id });
        closed = true;
      },
      listen: async () => {
        throw new Error('PGlite worker: LISTEN is not supported');
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      closed = true;
      await this.#call({ op: 'end', tx: id, commit: false });
      throw err;
    }
    closed = true;
    await this.#call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** Closes PGlite (its data flushed to the data directory) and ends the worker's thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#stopped) await this.#call({ op: 'close' });
      } finally {
        this.#stop(new PGliteWorkerStoppedError('the database was closed'));
        await this.worker.terminate();
      }
    })();
    return this.#closing;
  }
}

/** Starts PGlite in a worker on `dataDir` (in memory when undefined), with pg_trgm; resolves once it is open. */
export async function openPGliteWorker(dataDir: string | undefined): Promise<PGliteProxy> {
  const proxy = new PGliteProxy(dataDir);
  await proxy.ready;
  return proxy;
}
