import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { csvRows, runExport, startExports } from '../../../test/exports';
import type { TestAccount } from '../../../test/factories';
import { insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';

let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string;

const line = (rate: string, base: string, amount: string) => ({ rate, base, amount, category: 'S' as const });
const PERIOD = { fromDate: '2026-03-01', toDate: '2026-03-31' };

async function exportFile(format: 'csv' | 'xlsx', locale: string): Promise<Buffer> {
  return (await runExport(t, admin, { kind: 'invoices', format, locale, ...PERIOD })).file.rawPayload;
}

beforeAll(async () => {
  t = await createTestContext();
  ({ a, admin, s } = await startExports(t));
  // an invoice at 20 % + 5.5 %, a credit note at the same rates written with positive amounts, one at 10 % only
  await insertInvoice(t, a, s, {
    invoiceNumber: 'F-MIX',
    date: '2026-03-02',
    totalht: '300.00',
    totaltva: '31.00',
    totalttc: '331.00',
    vatLines: [line('20', '100.00', '20.00'), line('5.5', '200.00', '11.00')],
  });
  await insertInvoice(t, a, s, {
    invoiceNumber: 'AV-MIX',
    date: '2026-03-03',
    category: 'CREDIT',
    totalht: '-30.00',
    totaltva: '-3.10',
    totalttc: '-33.10',
    vatLines: [line('20', '10.00', '2.00'), line('5.5', '20.00', '1.10')],
  });
  await insertInvoice(t, a, s, {
    invoiceNumber: 'F-10',
    date: '2026-03-04',
    totalht: '50.00',
    totaltva: '5.00',
    totalttc: '55.00',
    vatLines: [line('10', '50.00', '5.00')],
  });
  // no breakdown: in HT, VAT and TTC only (its blended 6.86 % is no rate)
  await insertInvoice(t, a, s, {
    invoiceNumber: 'F-NONE',
    date: '2026-03-05',
    totalht: '583.33',
    totaltva: '40.00',
    totalttc: '623.33',
  });
}, 60_000);
afterAll(() => t?.close());

describe('accounting export: one base and VAT column pair per real rate of the period', () => {
  it('CSV in English: 5.5 %, 10 %, 20 %, credit notes negative, no invented rate', async () => {
    const rows = csvRows(await exportFile('csv', 'en'), ',');
    expect(rows[0].slice(8)).toEqual([
      'Net (excl. VAT)',
      'Base 5.5 %',
      'VAT 5.5 %',
      'Base 10 %',
      'VAT 10 %',
      'Base 20 %',
      'VAT 20 %',
      'VAT',
      'Total (incl. VAT)',
      'Due date',
    ]);
    const byNumber = Object.fromEntries(rows.slice(1).map((r) => [r[1], r.slice(8, 17)]));
    expect(byNumber['F-MIX']).toEqual(['300.00', '200.00', '11.00', '', '', '100.00', '20.00', '31.00', '331.00']);
    expect(byNumber['AV-MIX']).toEqual(['-30.00', '-20.00', '-1.10', '', '', '-10.00', '-2.00', '-3.10', '-33.10']);
    expect(byNumber['F-10']).toEqual(['50.00', '', '', '50.00', '5.00', '', '', '5.00', '55.00']);
    expect(byNumber['F-NONE']).toEqual(['583.33', '', '', '', '', '', '', '40.00', '623.33']);
    expect(byNumber['Totals']).toEqual([
      '903.33',
      '180.00',
      '9.90',
      '50.00',
      '5.00',
      '90.00',
      '18.00',
      '72.90',
      '976.23',
    ]);
    expect(rows[0].join(' ')).not.toMatch(/6[.,]86|7[.,]4/);
  });

  it('XLSX in French: the same columns with real numbers', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await exportFile('xlsx', 'fr')) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(9);
    expect(header).toEqual([
      'Montant HT',
      'Base HT 5,5 %',
      'TVA 5,5 %',
      'Base HT 10 %',
      'TVA 10 %',
      'Base HT 20 %',
      'TVA 20 %',
      'TVA',
      'Montant TTC',
      'Échéance',
    ]);
    const mix = (ws.getRow(2).values as unknown[]).slice(9, 18);
    expect(mix).toEqual([300, 200, 11, undefined, undefined, 100, 20, 31, 331]);
  });
});
