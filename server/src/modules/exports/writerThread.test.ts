/**
 * The export written in the writer thread is the file the writers write in process: the same CSV bytes, the
 * same XLSX cells; a long table crosses in many chunks; a failing read stops the thread and fails the export.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportRow, ExportTable } from './sources';
import { WRITER_CHUNK, writeInThread } from './writerThread';
import { writeCsv, writeXlsx } from './writers';
import { createRequestGauge } from '../jobs/requestGauge';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'paperdesk-writer-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const N = WRITER_CHUNK * 2 + 37;
function table(failAt?: number): ExportTable {
  return {
    sheet: 'Relevé',
    columns: [
      { label: 'Date', type: 'date' },
      { label: 'Libellé; "cité"', type: 'text' },
      { label: 'Montant', type: 'money' },
    ],
    count: async () => N,
    async *rows(): AsyncGenerator<ExportRow> {
      for (let i = 0; i < N; i++) {
        if (i === failAt) throw new Error('read failed');
        yield {
          cells: [
            `2026-0${1 + (i % 9)}-1${i % 10}`,
            i % 3 ? `Facture n°${i}` : `=A${i};"x"`,
            `${i}.${i % 100}`.padEnd(4, '0'),
          ],
        };
      }
      yield { cells: [null, 'Total', '123.45'], summary: true };
    },
  };
}
const cells = async (file: string) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => out.push([...(row.values as unknown[]), row.font?.bold ?? false]));
  return out;
};

describe('the export writer thread', () => {
  it("gives way to the node's requests between chunks: the next chunk waits while one is answered", async () => {
    const requests = createRequestGauge({ maxWaitMs: 60_000 });
    const seen: number[] = [];
    requests.begin();
    const writing = writeInThread(
      table(),
      'csv',
      'en',
      path.join(dir, 'gauge.csv'),
      (n) => {
        seen.push(n);
      },
      requests,
    );
    // the first chunk goes (the writer thread runs at the lowest priority: on a busy machine it takes its time)
    for (let i = 0; i < 200 && !seen.length; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    // the second waits for the request in flight
    expect(seen).toEqual([WRITER_CHUNK]);
    requests.end();
    expect(await writing).toBe(N + 1);
    expect(seen).toEqual([WRITER_CHUNK, WRITER_CHUNK * 2, N + 1]);
  });

  it('writes the same CSV bytes as the writer in process, in chunks, with progress', async () => {
    const seen: number[] = [];
    const lines = await writeInThread(table(), 'csv', 'fr', path.join(dir, 'a.csv'), (n) => {
      seen.push(n);
    });
    expect(lines).toBe(N + 1);
    expect(seen).toEqual([WRITER_CHUNK, WRITER_CHUNK * 2, N + 1]);
    await writeCsv(table(), 'fr', path.join(dir, 'b.csv'));
    expect(await readFile(path.join(dir, 'a.csv'))).toEqual(await readFile(path.join(dir, 'b.csv')));
  });

  it('writes the same XLSX cells', async () => {
    expect(await writeInThread(table(), 'xlsx', 'en', path.join(dir, 'a.xlsx'))).toBe(N + 1);
    await writeXlsx(table(), 'en', path.join(dir, 'b.xlsx'));
    const [a, b] = [await cells(path.join(dir, 'a.xlsx')), await cells(path.join(dir, 'b.xlsx'))];
    expect(a).toHaveLength(N + 2);
    expect(a).toEqual(b);
  });

  it('fails the export when the read fails, the thread stopped; the next export gets a working one', async () => {
    await expect(writeInThread(table(WRITER_CHUNK + 3), 'csv', 'fr', path.join(dir, 'c.csv'))).rejects.toThrow(
      'read failed',
    );
  });
});
