/** The exports as a test asks for them: the app with its jobs running, one export waited for, its file read back. */
import type { LightMyRequestResponse as LightResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './app';
import { createTwoAccounts } from './factories';
import { createInvoiceSetup } from './invoiceSetup';

const API = '/paperdesk/api';

/** An export as the API answers it. */
export interface ExportAnswer {
  uuid: string;
  status: string;
  fileName: string;
  progress: number;
  lines: number;
  download: string | null;
  kind: string;
  format: string;
}

/** Starts the context's jobs (exports are built by them); two accounts and a supplier to invoice, as `name`. */
export async function startExports(t: TestContext, supplier?: { name: string }) {
  t.app.jobs.start();
  const accounts = await createTwoAccounts(t);
  const s = await createInvoiceSetup(t, accounts.admin, supplier);
  return { ...accounts, s };
}

/** Asks for an export as `token` and waits for its job (20 s at most); answers the finished export and its file. */
export async function runExport(
  t: TestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<{ exp: ExportAnswer; file: LightResponse }> {
  const res = await t.call(token, { method: 'POST', url: `${API}/exports`, payload: body });
  expect(res.statusCode, res.body).toBe(202);
  let exp = res.json() as ExportAnswer;
  for (let i = 0; i < 200 && exp.status !== 'done' && exp.status !== 'failed'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    exp = (await t.call(token, { method: 'GET', url: `${API}/exports/${exp.uuid}` })).json();
  }
  expect(exp.status).toBe('done');
  const file = await t.call(token, { method: 'GET', url: `${API}/exports/${exp.uuid}/file` });
  expect(file.statusCode).toBe(200);
  return { exp, file };
}

/** A CSV export's lines, each split on `sep` (the file starts with a byte-order mark). */
export function csvRows(file: Buffer, sep: string): string[][] {
  const text = file.toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((l) => l.split(sep));
}
