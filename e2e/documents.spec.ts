import { expect, test } from '@playwright/test';
import { DEMO, signIn, upload, UPLOADS } from './fixtures';

test('upload, recognise, correct, validate, search by a value, download', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.master);
  // Each file gets its own row and progress; recognition finishes for the three.
  await upload(page, [UPLOADS.facturxCredit, UPLOADS.textPdf, UPLOADS.otherTextPdf]);
  await expect(
    page.getByRole('region', { name: 'Uploaded in this session' }).getByRole('link', { name: 'Review' }),
  ).toHaveCount(3);

  await page.goto('/documentmanagement/search?q=F20220028');
  await page.getByRole('cell', { name: 'F20220028', exact: true }).click();
  await expect(page).toHaveURL(/\/documents\/review\//);
  await expect(page.getByRole('textbox', { name: 'Number' })).toHaveValue('F20220028');
  // Correct a value: the order reference printed nowhere in the XML.
  const order = page.getByRole('textbox', { name: 'Référence de commande' });
  await order.fill('PO-2022-0428');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('This document is validated: only its label can still change.')).toBeVisible({
    timeout: 15_000,
  });

  // Find it again by that keyword value.
  await page.goto('/documentmanagement/search');
  await page.waitForLoadState('networkidle');
  await page.getByRole('search').locator('button[aria-expanded]').click();
  // The criteria lists load first; adding a condition before then may be reset by their arrival.
  await expect(async () => {
    if (!(await page.getByLabel('Keyword').count()))
      await page.getByRole('button', { name: 'Add a condition' }).click();
    await expect(page.getByLabel('Keyword')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByLabel('Keyword').click();
  await page.getByRole('option', { name: 'Référence de commande' }).click();
  await page.getByLabel('Value', { exact: true }).fill('PO-2022-0428');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.locator('tbody tr');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText('F20220028');

  // Download it from the review screen.
  await results.first().click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('Gro.Del.Dis-LE FOURNISSEUR-F20220028.pdf');
});
