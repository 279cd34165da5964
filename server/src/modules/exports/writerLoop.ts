/**
 * Runs in the export writer's thread (writerWorker.mjs, started by writerThread.ts): the rows arrive in
 * chunks from the job's thread, go through the same writers as ever (writers.ts) into the file, and each
 * chunk is acknowledged once written, so the job sends the next one only then (back-pressure).
 *
 * Protocol, one export after another (the thread is kept for the next one):
 * thread → here { type: 'start', job }, { type: 'rows', rows } ... { type: 'end' };
 * here → thread { type: 'ack', written } after each chunk, then { type: 'done', lines } or { type: 'failed', message }.
 */
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { ExportLocale } from './locale';
import type { ExportColumn, ExportRow, ExportTable } from './sources';
import { writeCsv, writeXlsx } from './writers';

export interface WriterJob {
  format: 'csv' | 'xlsx';
  locale: ExportLocale;
  file: string;
  sheet: string;
  columns: ExportColumn[];
}
export type ToWriter = { type: 'start'; job: WriterJob } | { type: 'rows'; rows: ExportRow[] } | { type: 'end' };
export type FromWriter =
  { type: 'ack'; written: number } | { type: 'done'; lines: number } | { type: 'failed'; message: string };

// On Linux a thread has its own nice value and setPriority(0, …) sets the calling thread's: the writer runs at the
// lowest priority, so the node's event loop (its requests) and the database get the cores first. Elsewhere it
// would lower the whole process: left as is there.
if (process.platform === 'linux') {
  try {
    setPriority(0, constants.priority.PRIORITY_LOW);
  } catch {
    // not permitted: the writer keeps the node's priority
  }
}

const port = parentPort!;
const post = (msg: FromWriter) => port.postMessage(msg);

/** The export being written: its chunks not yet written, whether its rows have all come. */
let current: { chunks: ExportRow[][]; ended: boolean; wake?: () => void } | undefined;

async function* rows(): AsyncGenerator<ExportRow> {
  const state = current!;
  let written = 0;
  for (;;) {
    const chunk = state.chunks.shift();
    if (chunk) {
      yield* chunk;
      written += chunk.length;
      post({ type: 'ack', written });
      continue;
    }
    if (state.ended) return;
    await new Promise<void>((resolve) => (state.wake = resolve));
    state.wake = undefined;
  }
}

async function write(job: WriterJob) {
  current = { chunks: [], ended: false };
  const table: ExportTable = { sheet: job.sheet, columns: job.columns, count: async () => 0, rows };
  try {
    const lines =
      job.format === 'csv' ? await writeCsv(table, job.locale, job.file) : await writeXlsx(table, job.locale, job.file);
    post({ type: 'done', lines });
  } catch (err) {
    post({ type: 'failed', message: (err as Error).message });
  } finally {
    current = undefined;
  }
}

port.on('message', (msg: ToWriter) => {
  if (msg.type === 'start') void write(msg.job);
  else if (current) {
    if (msg.type === 'rows') current.chunks.push(msg.rows);
    else current.ended = true;
    current.wake?.();
  }
});
