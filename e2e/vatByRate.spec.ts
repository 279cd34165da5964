import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { chooseLanguage, DEMO, signIn } from './fixtures';

/** The demo invoice at 20 % + 5.5 % (server/seed/seedDemoDocuments.ts): 60.00 at 20 %, 40.00 at 5.5 %. */
const NUMBER = 'BV9-004512';

const LANG = {
  en: {
    native: 'English',
    sep: ',',
    vat: 'VAT by rate',
    rate: 'Rate (%)',
    frozen: /^This document is validated/,
    validate: 'Validate',
    action: 'Export…',
    submit: 'Export',
    from: 'From',
    to: 'To',
    csv: /^CSV/,
    typed: (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`,
    head: ['Base 5.5 %', 'VAT 5.5 %', 'Base 20 %', 'VAT 20 %'],
    money: (v: string) => v,
    rates: ['20', '5.5'],
  },
  fr: {
    native: 'Français',
    sep: ';',
    vat: 'TVA par taux',
    rate: 'Taux (%)',
    frozen: /^Ce document est validé/,
    validate: 'Valider',
    action: 'Exporter…',
    submit: 'Exporter',
    from: 'Du',
    to: 'Au',
    csv: /^CSV/,
    typed: (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`,
    head: ['Base HT 5,5 %', 'TVA 5,5 %', 'Base HT 20 %', 'TVA 20 %'],
    money: (v: string) => v.replace('.', ','),
    rates: ['20', '5.5'],
  },
} as const;

for (const code of ['en', 'fr'] as const) {
  const l = LANG[code];
  test(`a 20% + 5.5% invoice shows two VAT lines in the review and both rates in the accounting export (${l.native})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.master);
    if (code !== 'en') await chooseLanguage(page, l.native);
    await page.goto(`/documentmanagement/search?q=${NUMBER}`);
    await page.getByRole('cell', { name: NUMBER, exact: true }).click();

    // the review: one line per rate, no blended "VAT rate" (14.20 / 100.00 = 14.2 %)
    const vat = page.getByRole('region', { name: l.vat });
    await expect(vat.getByRole('group')).toHaveCount(2);
    await expect(vat.getByTestId('vat-rate-0')).toHaveValue(l.rates[0]);
    await expect(vat.getByTestId('vat-rate-1')).toHaveValue(l.rates[1]);
    await expect(vat.getByTestId('vat-base-1')).toHaveValue('40.00');
    await expect(vat.getByTestId('vat-amount-1')).toHaveValue('2.20');
    await expect(page.getByTestId('amount-vatPercent')).toHaveCount(0);
    await expect(page.getByText(/14[.,]2 %|6[.,]86 %/)).toHaveCount(0);

    // validated (by the first language's run; the second finds it so)
    const validate = page.getByRole('button', { name: l.validate, exact: true });
    if ((await validate.count()) && (await validate.isEnabled())) await validate.click();
    await expect(page.getByText(l.frozen)).toBeVisible({ timeout: 15_000 });

    // the accounting export of the validated invoices: a base and a VAT column for each real rate
    await page.goto('/documents/fournisseurs/validated');
    await page.getByRole('button', { name: l.action }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(l.from, { exact: true }).fill(l.typed('2000-01-01'));
    await dialog.getByLabel(l.to, { exact: true }).fill(l.typed('2099-12-31'));
    await dialog.getByRole('radio', { name: l.csv }).check();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: l.submit, exact: true }).click();
    const file = await download;
    const rows = fs
      .readFileSync((await file.path())!)
      .toString('utf8')
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
      .map((r) => r.split(l.sep));
    const head = rows[0];
    for (const label of l.head) expect(head).toContain(label);
    expect(head.join(' ')).not.toMatch(/7[.,]4 %|14[.,]2 %/);
    const row = rows.find((r) => r[1] === NUMBER)!;
    expect(row).toBeTruthy();
    const cell = (label: string) => row[head.indexOf(label)];
    expect([l.head.map(cell)]).toEqual([[l.money('40.00'), l.money('2.20'), l.money('60.00'), l.money('12.00')]]);
  });
}
