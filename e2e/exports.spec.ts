import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { callApi, chooseLanguage, DEMO, signIn } from './fixtures';

/** A statement line as the API answers it (GET /soldes/{branch}/{supplier}). */
interface Line {
  date: string;
  type: 'INVOICE' | 'CREDIT' | 'PAYMENT';
  number: string;
  currency: string;
  debit: string;
  credit: string;
  balance: string;
}

const LANG = {
  en: {
    native: 'English',
    sep: ',',
    action: 'Export…',
    submit: 'Export',
    from: 'From',
    to: 'To',
    xlsx: 'Excel workbook (XLSX)',
    csv: /^CSV/,
    head: ['Date', 'Type', 'Number', 'Currency', 'Debit', 'Credit', 'Balance'],
    opening: 'Opening balance',
    totals: 'Totals',
    closing: 'Closing balance',
    type: { INVOICE: 'Invoice', CREDIT: 'Credit note', PAYMENT: 'Payment' },
    ready: 'Ready',
    menu: 'Exports',
    kind: 'Balance statement',
    file: 'statement',
    money: (v: string) => v,
    day: (d: string) => d,
    /** How a day is typed in the dialog (the interface language's order). */
    typed: (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`,
  },
  fr: {
    native: 'Français',
    sep: ';',
    action: 'Exporter…',
    submit: 'Exporter',
    from: 'Du',
    to: 'Au',
    xlsx: 'Classeur Excel (XLSX)',
    csv: /^CSV/,
    head: ['Date', 'Type', 'Numéro', 'Devise', 'Débit', 'Crédit', 'Solde'],
    opening: 'Solde d’ouverture',
    totals: 'Totaux',
    closing: 'Solde de clôture',
    type: { INVOICE: 'Facture', CREDIT: 'Avoir', PAYMENT: 'Paiement' },
    ready: 'Prêt',
    menu: 'Exports',
    kind: 'Relevé de solde',
    file: 'releve',
    money: (v: string) => v.replace('.', ','),
    day: (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`,
    typed: (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`,
  },
} as const;
type Lang = (typeof LANG)[keyof typeof LANG];

const cents = (v: string) => Math.round(Number(v) * 100);
const amount = (c: number) => (c / 100).toFixed(2);

/** A CSV line split on its separator, quoted cells read back. */
function cells(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '',
    quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** Opens the balances, picks the first supplier with lines; answers its statement as the API gives it. */
async function openStatement(page: Page): Promise<{ supplier: string; lines: Line[] }> {
  await page.goto('/invoices/fournisseurs/payments/soldes');
  const balances = page.getByRole('table').first();
  await expect(balances.getByRole('row').nth(1)).toBeVisible();
  const statementCall = page.waitForResponse((r) =>
    /\/paperdesk\/api\/soldes\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?/.test(r.url()),
  );
  await balances.getByRole('row').nth(1).click();
  const url = new URL((await statementCall).url());
  const [, , , , branch, supplier] = url.pathname.split('/');
  const lines = (await callApi(page, `/soldes/${branch}/${supplier}?range=${encodeURIComponent('[0,999]')}`)) as Line[];
  expect(lines.length).toBeGreaterThan(1);
  return { supplier, lines };
}

/** Exports the statement from its dialog; answers the downloaded file. */
async function exportStatement(page: Page, l: Lang, format: 'csv' | 'xlsx', period: { from: string; to: string }) {
  await page.getByRole('button', { name: l.action }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(l.from, { exact: true }).fill(l.typed(period.from));
  await dialog.getByLabel(l.to, { exact: true }).fill(l.typed(period.to));
  await dialog.getByRole('radio', { name: format === 'xlsx' ? l.xlsx : l.csv }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: l.submit, exact: true }).click();
  const file = await download;
  await expect(dialog).toBeHidden();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
}

/**
 * What the export must hold: opening balance, the period's lines with the running balance, totals, closing balance
 * (the demo supplier's statement is of one currency: each currency has its own summary lines).
 */
function expected(lines: Line[], from: string, to: string) {
  expect(new Set(lines.map((x) => x.currency)).size).toBe(1);
  const before = lines.filter((x) => x.date < from);
  const inside = lines.filter((x) => x.date >= from && x.date <= to);
  const opening = before.length ? cents(before.at(-1)!.balance) : 0;
  const debit = inside.reduce((s, x) => s + cents(x.debit), 0);
  const credit = inside.reduce((s, x) => s + cents(x.credit), 0);
  return { opening, inside, debit, credit, closing: inside.length ? cents(inside.at(-1)!.balance) : opening };
}

for (const code of ['en', 'fr'] as const) {
  const l = LANG[code];
  test(`exports a balance statement to CSV and XLSX in ${l.native} and finds it on the Exports page`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.master);
    if (code !== 'en') await chooseLanguage(page, l.native);
    const { lines } = await openStatement(page);

    // CSV of the whole statement: every line with its running balance, the totals
    const all = { from: '2000-01-01', to: '2099-12-31' };
    const csv = await exportStatement(page, l, 'csv', all);
    // named in the interface language
    expect(csv.name).toMatch(new RegExp(`^${l.file}-.+-2000-01-01_2099-12-31\\.csv$`));
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const rows = text
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
      .map((r) => cells(r, l.sep));
    const e = expected(lines, all.from, all.to);
    expect(rows[0]).toEqual(l.head);
    const currency = lines[0].currency;
    expect(rows[1]).toEqual([l.day(all.from), l.opening, '', currency, '', '', l.money('0.00')]);
    e.inside.forEach((x, i) => {
      expect(rows[i + 2]).toEqual([
        l.day(x.date),
        l.type[x.type],
        x.number,
        x.currency,
        cents(x.debit) ? l.money(x.debit) : '',
        cents(x.credit) ? l.money(x.credit) : '',
        l.money(x.balance),
      ]);
    });
    expect(rows.at(-2)).toEqual(['', l.totals, '', currency, l.money(amount(e.debit)), l.money(amount(e.credit)), '']);
    expect(rows.at(-1)).toEqual([l.day(all.to), l.closing, '', currency, '', '', l.money(amount(e.closing))]);

    // XLSX of a period starting after the first line: the opening balance carries what came before
    const period = { from: lines.find((x) => x.date > lines[0].date)!.date, to: lines.at(-1)!.date };
    const xlsx = await exportStatement(page, l, 'xlsx', period);
    expect(xlsx.name).toBe(csv.name.replace('2000-01-01_2099-12-31.csv', `${period.from}_${period.to}.xlsx`));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const p = expected(lines, period.from, period.to);
    expect(p.opening).not.toBe(0);
    const value = (r: number, c: number) => sheet.getRow(r).getCell(c).value;
    expect([1, 2, 3, 4, 5, 6, 7].map((c) => value(1, c))).toEqual(l.head);
    expect(value(2, 2)).toBe(l.opening);
    expect(value(2, 4)).toBe(currency);
    expect(value(2, 7)).toBe(p.opening / 100);
    p.inside.forEach((x, i) => {
      expect(value(i + 3, 1)).toEqual(new Date(`${x.date}T00:00:00.000Z`));
      expect(value(i + 3, 7)).toBe(cents(x.balance) / 100);
    });
    const last = sheet.rowCount;
    expect(value(last - 1, 2)).toBe(l.totals);
    expect(value(last - 1, 5)).toBe(p.debit / 100);
    expect(value(last - 1, 6)).toBe(p.credit / 100);
    expect(value(last, 2)).toBe(l.closing);
    expect(value(last, 7)).toBe(p.closing / 100);

    // both are on the Exports page, ready to download again
    await page.getByRole('link', { name: l.menu, exact: true }).first().click();
    await expect(page).toHaveURL(/\/exports$/);
    const list = page.getByRole('table');
    for (const name of [csv.name, xlsx.name]) {
      const row = list.getByRole('row', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
      await expect(row).toContainText(l.ready);
      await expect(row).toContainText(l.kind);
    }
    const again = page.waitForEvent('download');
    await list.getByRole('row').nth(1).getByRole('button').first().click();
    expect((await again).suggestedFilename()).toBe(xlsx.name);
  });
}
