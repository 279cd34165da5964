/**
 * An export's file written off the event loop: the job reads the table a chunk at a time (as ever, the
 * database doing the reading) and hands each chunk to a worker thread (writerLoop.ts) that formats and
 * writes it (CSV, or XLSX through exceljs, the costly part); the next chunk goes once the previous one is
 * written, so neither side holds more than a chunk. The file is the one writers.ts writes in process.
 */
import { Worker } from 'node:worker_threads';
import type { ExportLocale } from './locale';
import type { ExportRow, ExportTable } from './sources';
import type { FromWriter, ToWriter, WriterJob } from './writerLoop';
import type { WriteProgress } from './writers';
import { NO_GAUGE, type RequestGauge } from '../jobs/requestGauge';

const workerUrl = new URL('./writerWorker.mjs', import.meta.url);
/** Rows per message to the writer. */
export const WRITER_CHUNK = 500;

/**
 * Writer threads kept between exports (starting one costs a second or two: its module loading): one per
 * export running at once, idle ones unreferenced so they never keep the process alive.
 */
const idle: Worker[] = [];
const take = () => idle.pop() ?? new Worker(workerUrl);
function giveBack(worker: Worker, listeners: Array<[string, Parameters<Worker['on']>[1]]>) {
  for (const [event, listener] of listeners) worker.off(event, listener);
  worker.unref();
  idle.push(worker);
}

/** Writes `table` to `file` in a writer thread; answers the number of lines (header excluded). */
export async function writeInThread(
  table: ExportTable,
  format: 'csv' | 'xlsx',
  locale: ExportLocale,
  file: string,
  progress?: WriteProgress,
  requests: RequestGauge = NO_GAUGE,
): Promise<number> {
  const job: WriterJob = { format, locale, file, sheet: table.sheet, columns: table.columns };
  const worker = take();
  worker.ref();
  let acked = 0;
  let waiting: { resolve: () => void; reject: (e: Error) => void } | undefined;
  let failure: Error | undefined;
  let done: (lines: number) => void = () => {};
  const listeners: Array<[string, Parameters<Worker['on']>[1]]> = [];
  const finished = new Promise<number>((resolve, reject) => {
    done = resolve;
    const fail = (err: Error) => {
      failure ??= err;
      waiting?.reject(failure);
      reject(failure);
    };
    const onMessage = (msg: FromWriter) => {
      if (msg.type === 'ack') {
        acked = msg.written;
        waiting?.resolve();
      } else if (msg.type === 'done') done(msg.lines);
      else fail(new Error(`the export could not be written: ${msg.message}`));
    };
    const onExit = (code: number) => fail(new Error(`the export writer stopped (code ${code})`));
    listeners.push(['message', onMessage], ['error', fail], ['exit', onExit]);
    for (const [event, listener] of listeners) worker.on(event, listener);
  });
  finished.catch(() => {});
  const send = (msg: ToWriter) => worker.postMessage(msg);
  let healthy = false;
  try {
    send({ type: 'start', job });
    let sent = 0;
    let chunk: ExportRow[] = [];
    const flush = async () => {
      if (failure) throw failure;
      const target = sent + chunk.length;
      const acknowledged = new Promise<void>((resolve, reject) => (waiting = { resolve, reject }));
      send({ type: 'rows', rows: chunk });
      sent = target;
      chunk = [];
      while (acked < target) await acknowledged;
      waiting = undefined;
      await progress?.(acked);
    };
    for await (const row of table.rows()) {
      chunk.push(row);
      if (chunk.length === WRITER_CHUNK) {
        await flush();
        // the node's requests first: the next chunk is read and sent once they are answered (or soon after)
        await requests.giveWay();
      }
    }
    if (chunk.length) await flush();
    send({ type: 'end' });
    const lines = await finished;
    healthy = true;
    return lines;
  } finally {
    // a thread left mid-file (the read failed, the job was stopped) goes; a finished one waits for the next export
    if (healthy) giveBack(worker, listeners);
    else await worker.terminate();
  }
}
