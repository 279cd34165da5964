import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, DEMO, signIn, upload } from './fixtures';

const FIXTURES = path.resolve('server/test/fixtures/einvoices');

async function openReview(page: Page, file: string) {
  await upload(page, [path.join(FIXTURES, file)]);
  await page.getByRole('region', { name: 'Uploaded in this session' }).getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveURL(/\/documents\/review\//);
}

test('an invoice of an unknown supplier: its source is created from the review screen, linked, and the document validated', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.master);
  await openReview(page, 'cii-invoice.xml');

  const seller = page.getByRole('region', { name: 'Recognised seller' });
  await expect(seller.getByText('Atelier Dupont SARL')).toBeVisible({ timeout: 20_000 });
  await expect(seller.getByText('SIRET 81234567600017')).toBeVisible();
  await expect(seller.getByText('VAT number FR19812345676')).toBeVisible();
  await expect(seller.getByText('compta@atelier-dupont.example')).toBeVisible();
  await expect(seller.getByText(/14 quai Saint-Antoine/)).toBeVisible();
  await expect(seller.getByText('No document source matches this seller yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Validate' })).toBeDisabled();
  await page.screenshot({ path: '.tmp/review-seller-en-1280.png', fullPage: true });
  await page.setViewportSize({ width: 420, height: 900 });
  await page.screenshot({ path: '.tmp/review-seller-en-420.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await seller.getByRole('button', { name: 'Create document source' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document source' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Atelier Dupont SARL');
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue('compta@atelier-dupont.example');
  await expect(dialog.getByRole('textbox', { name: 'Value' })).toHaveCount(3); // SIRET, VAT, IBAN (the SIREN is the SIRET's)
  await page.screenshot({ path: '.tmp/review-create-source-en-1280.png' });
  await dialog.getByRole('button', { name: 'Create and link' }).click();
  await expect(dialog).toBeHidden();
  await expect(seller.getByText('Linked to the document source “Atelier Dupont SARL”.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/documents\/review\//);

  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('This document is validated: only its label can still change.')).toBeVisible({
    timeout: 15_000,
  });

  // the same review in French
  await chooseLanguage(page, 'Français');
  await expect(
    page
      .getByRole('region', { name: 'Vendeur reconnu' })
      .getByText('Liée à la source de documents « Atelier Dupont SARL ».'),
  ).toBeVisible();
  await page.screenshot({ path: '.tmp/review-seller-fr-1280.png', fullPage: true });
  await page.setViewportSize({ width: 420, height: 900 });
  await page.screenshot({ path: '.tmp/review-seller-fr-420.png', fullPage: true });
  await chooseLanguage(page, 'English');
});

test('a raw UBL e-invoice reads as an invoice on the review screen and downloads as a PDF', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.master);
  await openReview(page, 'ubl-invoice.xml');

  const rendition = page.getByTestId('einvoice-rendition');
  await expect(rendition.getByRole('heading', { name: 'Invoice NL-2026-0042' })).toBeVisible({ timeout: 20_000 });
  await expect(rendition.getByRole('region', { name: 'Seller' }).getByText('Nordlicht Software GmbH')).toBeVisible();
  await expect(rendition.getByRole('region', { name: 'Buyer' }).getByText('Client Recette SAS')).toBeVisible();
  const lines = rendition.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines.getByRole('row').nth(1)).toContainText('Consulting');
  await expect(lines.getByRole('row').nth(1)).toContainText('450.00');
  await expect(
    rendition.getByRole('table', { name: 'VAT breakdown' }).getByText('Training exempt under national law'),
  ).toBeVisible();
  await expect(rendition.getByRole('region', { name: 'Totals' })).toContainText('Amount due');
  await expect(rendition.getByRole('region', { name: 'Totals' })).toContainText('585.50 EUR');
  await expect(rendition.getByRole('region', { name: 'Payment' })).toContainText(
    'Net 30 days, no discount for early payment',
  );
  await expect(rendition.getByRole('region', { name: 'Payment' })).toContainText('DE89370400440532013000');
  await page.screenshot({ path: '.tmp/review-rendition-en-1280.png', fullPage: true });
  await page.setViewportSize({ width: 420, height: 900 });
  await page.screenshot({ path: '.tmp/review-rendition-en-420.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // the XML source is one tab away
  await page.getByRole('tab', { name: 'XML source' }).click();
  await expect(page.getByText('<cbc:ID>NL-2026-0042</cbc:ID>')).toBeVisible();
  await page.getByRole('tab', { name: 'Readable view' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/NL-2026-0042\.pdf$/);

  await chooseLanguage(page, 'Français');
  await expect(rendition.getByRole('heading', { name: 'Facture NL-2026-0042' })).toBeVisible();
  await expect(rendition.getByRole('region', { name: 'Totaux' })).toContainText('Net à payer');
  await page.screenshot({ path: '.tmp/review-rendition-fr-1280.png', fullPage: true });
  await page.setViewportSize({ width: 420, height: 900 });
  await page.screenshot({ path: '.tmp/review-rendition-fr-420.png', fullPage: true });
  await chooseLanguage(page, 'English');
});
