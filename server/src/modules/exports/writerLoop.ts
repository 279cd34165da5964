/**
 * Runs in the export writer's thread (writerWorker.mjs, started by writerThread.ts): the rows arrive in
 * chunks from the job's thread, go through the same writers as ever (writers.ts) into the file, and each
 * chunk is acknowledged once written, so the job sends the next one only then (back-pressure).
 *
 * Protocol: thread → here { type: 'rows', rows } ... { type: 'end' };
 * here → thread { type: 'ack', written } after each chunk, then { type: 'done', lines } or { type: 'failed', message }.
 */
import { parentPort, workerData } from 'node:worker_threads';
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
export type ToWriter = { type: 'rows'; rows: ExportRow[] } | { type: 'end' };
export type FromWriter =
  { type: 'ack'; written: number } | { type: 'done'; lines: number } | { type: 'failed'; message: string };

const port = parentPort!;
const job = workerData as WriterJob;

const chunks: ExportRow[][] = [];
let ended = false;
let wake: (() => void) | undefined;
port.on('message', (msg: ToWriter) => {
  if (msg.type === 'rows') chunks.push(msg.rows);
  else ended = true;
  wake?.();
});

let written = 0;
async function* rows(): AsyncGenerator<ExportRow> {
  for (;;) {
    const chunk = chunks.shift();
    if (chunk) {
      yield* chunk;
      written += chunk.length;
      port.postMessage({ type: 'ack', written } satisfies FromWriter);
      continue;
    }
    if (ended) return;
    await new Promise<void>((resolve) => (wake = resolve));
    wake = undefined;
  }
}

const table: ExportTable = { sheet: job.sheet, columns: job.columns, count: async () => 0, rows };
try {
  const lines =
    job.format === 'csv' ? await writeCsv(table, job.locale, job.file) : await writeXlsx(table, job.locale, job.file);
  port.postMessage({ type: 'done', lines } satisfies FromWriter);
} catch (err) {
  port.postMessage({ type: 'failed', message: (err as Error).message } satisfies FromWriter);
}
