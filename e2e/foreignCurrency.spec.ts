import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { validateXML } from 'xmllint-wasm';
import { callApi, chooseLanguage, confirmBankDetails, DEMO, signIn } from './fixtures';

/**
 * Issue 16: the demo's pound invoice (Thames Paper Ltd, TP-2026-0412, £1,021.91) stays in pounds from the review to
 * invoices to pay, is refused in a SEPA file with the reason, and is paid by an international credit transfer file
 * (pain.001.001.09, checked against the ISO 20022 schema): part of it in English, the rest in French.
 */
const XSD = readFileSync('server/test/fixtures/sepa/pain.001.001.09.xsd', 'utf8');
const NUMBER = 'TP-2026-0412';
const TO_PAY = '/invoices/fournisseurs/payments/invoicestopay/list';
const LANG = {
  en: {
    native: undefined,
    total: '£1,021.91',
    left: '£521.91',
    pay: 'Pay the selection',
    dialog: 'Pay Thames Paper Ltd',
    amount: `Amount paid on ${NUMBER}`,
    sepa: 'Produce the SEPA transfer file',
    refused: 'The payment to Thames Paper Ltd is in GBP: a SEPA transfer carries euros only.',
    international: 'Produce the international transfer file',
    record: 'Record the payment',
    typed: '500.00',
    paid: '500.00',
    converted: '≈ €582.50 at your company’s rate (1 GBP = 1.165 €)',
  },
  fr: {
    native: 'Français',
    total: /1\s021,91\s£GB/,
    left: /521,91\s£GB/,
    pay: 'Payer la sélection',
    dialog: 'Payer Thames Paper Ltd',
    amount: `Montant payé sur ${NUMBER}`,
    sepa: 'Produire le fichier de virement SEPA',
    refused: 'Le paiement à Thames Paper Ltd est en GBP : un virement SEPA ne transporte que des euros.',
    international: 'Produire le fichier de virement international',
    record: 'Enregistrer le paiement',
    typed: '521,91',
    paid: '521.91',
    converted: /^≈ 608,03\s€ au taux de votre société \(1 GBP = 1,165 €\)$/,
  },
} as const;

test.describe.configure({ mode: 'serial' });

for (const code of ['en', 'fr'] as const) {
  const l = LANG[code];
  test(`a pound invoice stays in pounds, is refused by SEPA and paid by an international transfer (${code})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.master);
    if (l.native) await chooseLanguage(page, l.native);
    const [thames] = (await callApi(
      page,
      `/suppliers?filter=${encodeURIComponent(JSON.stringify({ q: 'Thames Paper' }))}`,
    )) as Array<{ uuid: string }>;
    await confirmBankDetails(browser, page, [thames.uuid]);

    // the review: its amounts in pounds
    await page.goto(`/documentmanagement/search?q=${NUMBER}`);
    await page.getByRole('cell', { name: NUMBER, exact: true }).click();
    await expect(page.getByText(l.total).first()).toBeVisible({ timeout: 20_000 });

    // the company's own rate for the pound (shown beside the total, never paid in euros)
    // (PUT /companies is the whole settings: every field sent back as it is)
    const company = (await callApi(page, '/companies/companyInfo')) as Record<string, unknown>;
    const { uuid: _u, branches: _b, master: _m, masterUUID: _mu, platformsecretset: _p, ...settings } = company;
    await callApi(page, '/companies', { method: 'PUT', body: { ...settings, exchangerates: { GBP: '1.165' } } });

    // invoices to pay: in pounds (the English run leaves £521.91 for the French one)
    await page.goto(TO_PAY);
    const row = page.getByRole('row', { name: new RegExp(NUMBER) });
    await expect(row.getByText(code === 'en' ? l.total : l.left).first()).toBeVisible({ timeout: 20_000 });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: l.pay }).click();
    const dialog = page.getByRole('dialog', { name: l.dialog });
    await dialog.getByLabel(l.amount).fill(l.typed);
    await expect(dialog.getByTestId('converted-total')).toHaveText(l.converted);

    // SEPA carries euros only: said, and nothing can be recorded that way
    await dialog.getByLabel(l.sepa).check();
    await expect(dialog.getByText(l.refused)).toBeVisible();
    await expect(dialog.getByRole('button', { name: l.record })).toBeDisabled();
    await page.screenshot({ path: `.tmp/shots/pay-gbp-sepa-refused-${code}-1280.png` });

    // the international transfer: in pounds, valid against pain.001.001.09
    await dialog.getByLabel(l.international).check();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: l.record }).click();
    const file = await download;
    const xml = readFileSync((await file.path())!, 'utf8');
    const result = await validateXML({
      xml: [{ fileName: 'transfer.xml', contents: xml }],
      schema: [{ fileName: 'pain.001.001.09.xsd', contents: XSD }],
    });
    expect(result.errors).toEqual([]);
    expect(xml).toContain(`<InstdAmt Ccy="GBP">${l.paid}</InstdAmt>`);
    expect(xml).not.toContain('Ccy="EUR"');
    expect(xml).toContain('<Nm>Thames Paper Ltd</Nm>');
  });
}
