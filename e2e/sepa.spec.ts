import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { validateXML } from 'xmllint-wasm';
import { callApi, chooseLanguage, confirmBankDetails, DEMO, signIn } from './fixtures';

/**
 * Paying invoices of two suppliers in one action and handing the bank its SEPA credit transfer file
 * (pain.001.001.03, checked against the ISO 20022 schema), in English and in French.
 */
const XSD = readFileSync('server/test/fixtures/sepa/pain.001.001.03.xsd', 'utf8');
const COMPANY_IBAN = 'FR7630006000011234567890189';
const ORANGE_IBAN = 'FR1130004000030001234567806';
const EDF_IBAN = 'FR4010107000010009876543210';
const TO_PAY = '/invoices/fournisseurs/payments/invoicestopay/list';

type Source = { uuid: string; name: string; identifiers: Array<{ type: string; value: string }> };
/**
 * Sets a demo supplier's bank account (its IBAN identifier, and a BIC among its other identifiers), or takes it
 * away; answers the supplier's id (a new account waits for a second person's confirmation before a bank file).
 */
async function setAccount(page: Page, name: string, iban: string | null, bic?: string): Promise<string> {
  const list = (await callApi(
    page,
    `/suppliers?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`,
  )) as Source[];
  const source = list.find((s) => s.name === name)!;
  const kept = source.identifiers.filter((i) => i.type !== 'IBAN' && i.type !== 'OTHER');
  const identifiers = [
    ...kept,
    ...(iban ? [{ type: 'IBAN', value: iban }] : []),
    ...(bic ? [{ type: 'OTHER', value: bic }] : []),
  ];
  await callApi(page, `/suppliers/${source.uuid}`, { method: 'PUT', body: { identifiers } });
  return source.uuid;
}

async function select(page: Page, numbers: string[]) {
  for (const n of numbers)
    await page
      .getByRole('row', { name: new RegExp(n) })
      .getByRole('checkbox')
      .check();
}

/** The file the browser downloaded: its name and text, valid against the pain.001.001.03 schema. */
async function checkedFile(download: Promise<import('@playwright/test').Download>) {
  const file = await download;
  const xml = readFileSync((await file.path())!, 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'transfer.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.03.xsd', contents: XSD }],
  });
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
  return { name: file.suggestedFilename(), xml };
}

async function shoot(page: Page, lang: string) {
  for (const width of [1280, 420]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/sepa-pay-dialog-${lang}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe.configure({ mode: 'serial' });

test('pays invoices of two suppliers in one action and downloads their SEPA transfer file (English)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.master);
  await confirmBankDetails(browser, page, [
    await setAccount(page, 'Orange Business', ORANGE_IBAN, 'BNPAFRPPXXX'),
    await setAccount(page, 'EDF Entreprises', EDF_IBAN),
  ]);

  await page.goto(TO_PAY);
  await select(page, ['OB-2026-0975', 'EDF-88213409']);
  await expect(page.getByText('2 suppliers selected: one payment is recorded for each')).toBeVisible();
  await page.getByRole('button', { name: 'Pay 2 documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay 2 suppliers' });
  await expect(dialog.getByText('Orange Business: €118.80')).toBeVisible();
  await dialog.getByLabel('Amount paid on EDF-88213409').fill('400.00');
  await expect(dialog.getByText('EDF Entreprises: €400.00')).toBeVisible();
  await dialog.getByLabel('Produce the SEPA transfer file').check();
  await expect(dialog.getByText('The payments stay in progress until you mark them done')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('In progress');
  await shoot(page, 'en');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Record the payments' }).click();
  await expect(page.getByText('2 payments recorded')).toBeVisible();
  const { name, xml } = await checkedFile(download);
  expect(name).toMatch(/^sepa-transfer-\d{4}-\d\d-\d\d-PD\w+\.xml$/);
  await expect(page.getByText('SEPA transfer file downloaded')).toBeVisible();
  expect(xml).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>518.80</CtrlSum>');
  expect(xml).toContain(`<DbtrAcct><Id><IBAN>${COMPANY_IBAN}</IBAN></Id></DbtrAcct>`);
  expect(xml).toMatch(
    new RegExp(
      `<InstdAmt Ccy="EUR">118.80</InstdAmt></Amt><CdtrAgt><FinInstnId><BIC>BNPAFRPPXXX</BIC></FinInstnId></CdtrAgt><Cdtr><Nm>Orange Business</Nm></Cdtr><CdtrAcct><Id><IBAN>${ORANGE_IBAN}</IBAN>`,
    ),
  );
  expect(xml).toMatch(
    new RegExp(
      `<InstdAmt Ccy="EUR">400.00</InstdAmt></Amt><Cdtr><Nm>EDF Entreprises</Nm></Cdtr><CdtrAcct><Id><IBAN>${EDF_IBAN}</IBAN>.*<Ustrd>EDF-88213409</Ustrd>`,
    ),
  );

  // the payments wait for the bank: in progress
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByRole('row', { name: /OB-2026-0975.*In progress/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /EDF-88213409.*In progress/ })).toBeVisible();
  // the file again from the list, then the bank's transfer made: done
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the SEPA transfer file of OB-2026-0975' }).click();
  expect((await checkedFile(again)).xml).toContain('<NbOfTxs>1</NbOfTxs><CtrlSum>118.80</CtrlSum>');
  await page.getByRole('button', { name: 'Mark OB-2026-0975 done' }).click();
  await expect(page.getByText('Payment marked done')).toBeVisible();
  await expect(page.getByRole('row', { name: /OB-2026-0975.*Done/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark OB-2026-0975 done' })).toBeHidden();
});

test('refuses a supplier without IBAN by name, then pays two suppliers and downloads the file (French)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.master);
  await setAccount(page, 'EDF Entreprises', null);
  const [orange] = (await callApi(
    page,
    `/suppliers?filter=${encodeURIComponent(JSON.stringify({ q: 'Orange Business' }))}`,
  )) as Source[];
  await callApi(page, `/suppliers/${orange.uuid}`, {
    method: 'PUT',
    body: { email: 'factures@orange-business.example' },
  });
  // what Orange's invoice has left to pay now (another test may have paid part of it), in cents
  const [ob] = (await callApi(
    page,
    `/invoicestopay?filter=${encodeURIComponent(JSON.stringify({ q: 'OB-2026-1342' }))}`,
  )) as Array<{ solde: string }>;
  const obLeft = Math.round(Number(ob.solde) * 100);
  const euros = (cents: number) => (cents / 100).toFixed(2);
  await page.goto(TO_PAY);
  await chooseLanguage(page, 'Français');

  // one supplier: the notice comes prefilled, in the company's language (the same text the automatic notice sends)
  await select(page, ['OB-2026-1342']);
  await page.getByRole('button', { name: 'Payer la sélection' }).click();
  const single = page.getByRole('dialog', { name: 'Payer Orange Business' });
  await single.getByLabel('Envoyer un avis de paiement par e-mail').check();
  await expect(single.getByText('factures@orange-business.example')).toBeVisible();
  await expect(single.getByLabel('Objet')).toHaveValue(
    'Règlement des factures OB-2026-1342 — Groupe Delacroix Distribution',
  );
  const now = new Date();
  const today = `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
  const text = single.getByRole('textbox', { name: 'Message' });
  await expect(text).toHaveValue(
    new RegExp(
      // its amount left to pay (another test may have paid part of it)
      `factures OB-2026-1342 pour un montant total de \\d[\\d\\s]*,\\d\\d\\s€, effectué le ${today.replaceAll('/', '\\/')}\\.`,
    ),
  );
  await single.getByLabel('Montant payé sur OB-2026-1342').fill('100');
  await expect(text).toHaveValue(/pour un montant total de 100,00\s€/);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await single.screenshot({ path: '.tmp/sepa-pay-dialog-notice-fr-1280.png' });
  await single.getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('button', { name: 'Vider la sélection' }).click();

  await select(page, ['OB-2026-1342', 'EDF-88213409', 'EDF-AV-5521']);
  await expect(page.getByText('2 fournisseurs sélectionnés : un paiement est enregistré pour chacun')).toBeVisible();
  await page.getByRole('button', { name: 'Payer 3 documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payer 2 fournisseurs' });
  // said up front, before anything is typed: no transfer can pay EDF's invoices yet
  await expect(dialog.getByTestId('pay-bank-notice')).toContainText('EDF-88213409 : EDF Entreprises n’a pas d’IBAN.');
  // the invoice's rest and the credit note offset: 600,00 − 120,00
  await expect(dialog.getByText(/EDF Entreprises : 480,00\s€/)).toBeVisible();
  await dialog.getByLabel('Produire le fichier de virement SEPA').check();
  await shoot(page, 'fr');
  await dialog.getByRole('button', { name: 'Enregistrer les paiements' }).click();
  await expect(
    page.getByText('EDF Entreprises n’a pas d’IBAN : ajoutez-le aux identifiants de ce tiers.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();

  // the account added (and confirmed by a second person), the same action goes through
  await confirmBankDetails(browser, page, [await setAccount(page, 'EDF Entreprises', EDF_IBAN)]);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Enregistrer les paiements' }).click();
  await expect(page.getByText('2 paiements enregistrés')).toBeVisible();
  const { xml } = await checkedFile(download);
  await expect(page.getByText('Fichier de virement SEPA téléchargé')).toBeVisible();
  expect(xml).toContain(`<NbOfTxs>2</NbOfTxs><CtrlSum>${euros(obLeft + 48_000)}</CtrlSum>`);
  expect(xml).toContain(`<InstdAmt Ccy="EUR">${euros(obLeft)}</InstdAmt>`);
  expect(xml).toMatch(
    new RegExp(
      `<InstdAmt Ccy="EUR">480.00</InstdAmt></Amt><Cdtr><Nm>EDF Entreprises</Nm></Cdtr><CdtrAcct><Id><IBAN>${EDF_IBAN}</IBAN>.*<Ustrd>EDF-88213409, EDF-AV-5521</Ustrd>`,
    ),
  );
  await page.getByRole('tab', { name: 'Paiements' }).click();
  await expect(page.getByRole('row', { name: /OB-2026-1342.*En cours/ })).toBeVisible();
});
