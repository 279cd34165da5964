/**
 * The embedded database's thread: PGlite (WebAssembly PostgreSQL) runs here, in a `node:worker_threads`
 * worker, so a long query never holds the app's event loop. `pgliteProxy.ts` is the other end; it gives
 * Drizzle an object with PGlite's `query`, `exec` and `transaction`.
 *
 * Plain JavaScript on purpose: Node 20 does not apply tsx's loader to worker threads, and the app runs
 * its TypeScript through tsx (and Vitest), so a `.ts` worker would not load.
 *
 * Protocol (structured clone both ways):
 *   main → worker  { id, op: 'query', sql, params, options, tx? }
 *                  { id, op: 'exec', sql, options, tx? }
 *                  { id, op: 'begin' }                    answers once BEGIN ran; `id` names the transaction
 *                  { id, op: 'end', tx, commit }          COMMIT (or ROLLBACK when commit is false); answers when done
 *                  { id, op: 'rollback', tx }             the transaction's own `rollback()`
 *                  { id, op: 'close' }
 *   worker → main  { type: 'ready' } | { type: 'failed', error } once, then { id, ok: true, result } | { id, ok: false, error }
 * `options` is { rowMode, paramTypes, rawOids }: the main thread keeps its parser functions and asks for
 * the raw text of those types (`rawOids`), then applies them itself.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, TransactionAbortedError, messages } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('pgliteWorker.mjs runs as a worker thread (see pgliteProxy.ts)');

const identity = (x) => x;
/**
 * A parameter the main thread sent as PGlite's renderings of it (a class instance, see `cloneable` in
 * pgliteProxy.ts): it writes as its toString(), as its JSON in a json parameter, as its bytes in a bytea one.
 */
class Rendered {
  constructor(text, json) {
    this.text = text;
    this.json = json;
  }
  toString() {
    return this.text;
  }
  toJSON() {
    return this.json === null ? undefined : JSON.parse(this.json);
  }
}
class RenderedBytes extends Uint8Array {
  static from(bytes, text, json) {
    return Object.assign(new RenderedBytes(bytes), { text, json });
  }
  toString() {
    return this.text;
  }
  toJSON() {
    return this.json === null ? undefined : JSON.parse(this.json);
  }
}
const revive = (v) => {
  if (v && typeof v === 'object') {
    if (Array.isArray(v)) return v.map(revive);
    if (v.__pgliteRendered === true && typeof v.text === 'string')
      return v.bytes ? RenderedBytes.from(v.bytes, v.text, v.json) : new Rendered(v.text, v.json);
  }
  return v;
};

/** PGlite's query options from the message's (functions do not cross threads). */
function queryOptions(o) {
  if (!o) return undefined;
  const out = {};
  if (o.rowMode) out.rowMode = o.rowMode;
  if (o.paramTypes) out.paramTypes = o.paramTypes;
  if (o.rawOids && o.rawOids.length) out.parsers = Object.fromEntries(o.rawOids.map((oid) => [oid, identity]));
  return out;
}

const FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
  'length',
  'query',
];
/** Left out of an error's fields: the main thread puts back its own (the parameters as the caller gave them). */
const KEPT_BY_CALLER = new Set(['queryOptions', 'params', 'name', 'message']);

/** An error as data: its class (PostgreSQL's DatabaseError, TransactionAbortedError or other), message, fields, stack. */
function errorData(e) {
  if (!(e instanceof Error)) return { kind: 'other', name: 'Error', message: String(e), fields: {} };
  const kind =
    e instanceof TransactionAbortedError ? 'aborted' : e instanceof messages.DatabaseError ? 'database' : 'other';
  const fields = {};
  for (const k of FIELDS) if (e[k] !== undefined) fields[k] = e[k];
  for (const k of Object.keys(e)) if (!(k in fields) && !KEPT_BY_CALLER.has(k)) fields[k] = e[k];
  return { kind, name: e.name, message: e.message, stack: e.stack, fields };
}

function send(msg) {
  try {
    port.postMessage(msg);
  } catch (cloneError) {
    // a value that does not cross threads (in an error's fields): send what does
    if (msg.ok === false) {
      port.postMessage({
        id: msg.id,
        ok: false,
        error: { ...msg.error, fields: { code: msg.error.fields.code, detail: msg.error.fields.detail } },
      });
    } else {
      port.postMessage({ id: msg.id, ok: false, error: errorData(cloneError) });
    }
  }
}

let pg;
try {
  const dataDir = workerData && workerData.dataDir ? workerData.dataDir : undefined;
  pg = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  port.postMessage({ type: 'ready' });
} catch (e) {
  port.postMessage({ type: 'failed', error: errorData(e) });
  process.exit(1);
}

/** Open transactions by id: PGlite's Transaction and the settling of the callback PGlite waits on. */
const transactions = new Map();
const ROLLBACK = Symbol('rollback');

function target(msg) {
  if (msg.tx === undefined || msg.tx === null) return pg;
  const t = transactions.get(msg.tx);
  if (!t || t.ending) throw new Error('Transaction is closed');
  return t.tx;
}

function begin(id) {
  let begun = false;
  const entry = { tx: undefined, settle: undefined, endId: undefined, ending: false };
  const done = new Promise((resolve, reject) => {
    entry.settle = { resolve, reject };
  });
  pg.transaction(async (tx) => {
    entry.tx = tx;
    transactions.set(id, entry);
    begun = true;
    send({ id, ok: true, result: null });
    return done;
  }).then(
    () => {
      transactions.delete(id);
      send({ id: entry.endId, ok: true, result: null });
    },
    (e) => {
      transactions.delete(id);
      if (!begun) send({ id, ok: false, error: errorData(e) });
      else if (e === ROLLBACK) send({ id: entry.endId, ok: true, result: null });
      else send({ id: entry.endId, ok: false, error: errorData(e) });
    },
  );
}

async function handle(msg) {
  switch (msg.op) {
    case 'query':
      return target(msg).query(msg.sql, msg.params ? msg.params.map(revive) : msg.params, queryOptions(msg.options));
    case 'exec':
      return target(msg).exec(msg.sql, queryOptions(msg.options));
    case 'rollback':
      return target(msg)
        .rollback()
        .then(() => null);
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`Unknown message ${msg.op}`);
  }
}

port.on('message', (msg) => {
  if (msg.op === 'begin') return begin(msg.id);
  if (msg.op === 'end') {
    const t = transactions.get(msg.tx);
    if (!t || t.ending) return send({ id: msg.id, ok: false, error: errorData(new Error('Transaction is closed')) });
    t.ending = true;
    t.endId = msg.id;
    if (msg.commit) t.settle.resolve(undefined);
    else t.settle.reject(ROLLBACK);
    return;
  }
  handle(msg).then(
    (result) => send({ id: msg.id, ok: true, result }),
    (e) => send({ id: msg.id, ok: false, error: errorData(e) }),
  );
});
