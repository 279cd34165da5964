import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { originTypePath } from '../src/domain/originTypes/originType.model';
import { callApi, chooseLanguage, DEMO, signIn, upload } from './fixtures';

/**
 * The reform's lifecycle on the review (issue 18), in French then in English: an e-invoice received as CII XML shows
 * its EN 16931 findings with their rule ids; refusing it asks for a reason and a requested action, writes 210 on its
 * timeline, and blocks its validation and payment.
 */
test.describe.configure({ mode: 'serial' });

/** A copy of the CII test invoice under its own number (a new document each run). */
function invoiceFile(number: string) {
  const xml = readFileSync('server/test/fixtures/einvoices/cii-invoice.xml', 'utf8').replace(
    /(<rsm:ExchangedDocument>\s*<ram:ID>)[^<]+/,
    `$1${number}`,
  );
  mkdirSync('.tmp/lifecycle', { recursive: true });
  const file = path.resolve(`.tmp/lifecycle/${number}.xml`);
  writeFileSync(file, xml);
  return file;
}

async function openReview(page: Page, number: string) {
  const [doc] = (await callApi(
    page,
    `/documents?filter=${encodeURIComponent(JSON.stringify({ q: number }))}`,
  )) as Array<{ uuid: string }>;
  await page.goto(`/documents/review/${doc.uuid}`);
  return doc.uuid;
}

async function blocked(page: Page, uuid: string) {
  const pay = callApi(page, '/payments', {
    method: 'POST',
    body: { paymentdate: '2026-11-28', name: 'VIR', invoices: [{ invoiceuuid: uuid, amount: '1.00' }] },
  });
  await expect(pay).rejects.toThrow(/409/);
  const validate = callApi(page, `/documents/${uuid}`, { method: 'PUT', body: { status: 2 } });
  await expect(validate).rejects.toThrow(/409/);
}

const shoot = async (page: Page, name: string) => {
  for (const width of [1280, 420]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/lifecycle-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('French: the EN 16931 findings with their ids; refusing with a reason sends 210, blocks payment and is found by the list filter', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const number = `CV-FR-${Date.now()}`;
  await signIn(page, DEMO.master);
  await upload(page, [invoiceFile(number)]);
  await chooseLanguage(page, 'Français');
  const uuid = await openReview(page, number);

  const findings = page.getByRole('region', { name: 'Contrôles EN 16931' });
  await expect(findings.getByText('FR-SIREN', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(findings.getByText('Le SIREN de l’acheteur (BT-47) est absent.')).toBeVisible();
  await expect(findings.getByText('FR-CATEGORY', { exact: true })).toBeVisible();

  const panel = page.getByRole('region', { name: 'Cycle de vie' });
  await expect(panel.getByText('204 · Prise en charge')).toBeVisible();
  await panel.getByRole('button', { name: 'Refuser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refuser la facture' });
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Indiquez le motif.')).toBeVisible();
  await expect(dialog.getByText('Indiquez ce que vous demandez au fournisseur.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Motif' }).click();
  await page.getByRole('option', { name: 'Prix unitaire erroné' }).click();
  await dialog.getByRole('combobox', { name: 'Action demandée' }).click();
  await page.getByRole('option', { name: 'Nouvelle facture requise' }).click();
  await dialog.getByRole('textbox', { name: 'Commentaire' }).fill('Prix convenu : 10 €');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toBeHidden();

  await expect(panel.getByText('210 · Refusée')).toBeVisible();
  await expect(panel.getByText('Motif : Prix unitaire erroné')).toBeVisible();
  await expect(panel.getByText('Action demandée : Nouvelle facture requise')).toBeVisible();
  await expect(panel.getByText('Cette facture a été refusée : elle ne peut plus être validée ni payée.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Refuser' })).toHaveCount(0);
  await shoot(page, 'fr');
  await blocked(page, uuid);
  const history = (await callApi(page, `/documents/${uuid}/lifecycle`)) as Array<{ code: number; reasonCode: string }>;
  expect(history[0]).toMatchObject({ code: 210, reasonCode: 'PU_ERR' });
  await refusedInList(page, uuid, number, 'Statut du cycle de vie', '210 · Refusée');
});

/** The document list of the invoice's origin type, filtered on a lifecycle status, shows it. */
async function refusedInList(page: Page, uuid: string, number: string, filter: string, status: string) {
  const record = (await callApi(page, `/documents/${uuid}/record`)) as { origintype: string };
  const origins = (await callApi(page, '/documents/origintypes')) as Array<{ uuid: string; name: string }>;
  const origin = origins.find((o) => o.uuid === record.origintype)!;
  await page.goto(`/documents/${originTypePath(origin.name)}/saved`);
  await page.getByLabel(filter).click();
  await page.getByRole('option', { name: status }).click();
  await expect(page.getByRole('cell', { name: number, exact: true })).toBeVisible();
}

test('English: the findings and the refusal, then the list filtered on refused invoices', async ({ page }) => {
  test.setTimeout(180_000);
  const number = `LC-EN-${Date.now()}`;
  await signIn(page, DEMO.master);
  await chooseLanguage(page, 'English');
  await upload(page, [invoiceFile(number)]);
  const uuid = await openReview(page, number);

  const findings = page.getByRole('region', { name: 'EN 16931 checks' });
  await expect(findings.getByText('FR-SIREN', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(findings.getByText('The buyer SIREN (BT-47) is missing.')).toBeVisible();

  const panel = page.getByRole('region', { name: 'Lifecycle' });
  await panel.getByRole('button', { name: 'Refuse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refuse the invoice' });
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Duplicate invoice' }).click();
  await dialog.getByRole('combobox', { name: 'Requested action' }).click();
  await page.getByRole('option', { name: 'Full credit note required' }).click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('210 · Refused')).toBeVisible();
  await expect(panel.getByText('Reason: Duplicate invoice')).toBeVisible();
  await shoot(page, 'en');
  await blocked(page, uuid);

  await refusedInList(page, uuid, number, 'Lifecycle status', '210 · Refused');
});
