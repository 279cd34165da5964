import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures';

test('the master creates a supplier with identifiers', async ({ page }) => {
  await signIn(page, DEMO.master);
  await page.goto('/documents/documentsources/create');
  await page.getByRole('textbox', { name: 'Name' }).fill('Imprimerie Moderne');
  await page.getByRole('tab', { name: 'Identifiers' }).click();
  await page.getByRole('button', { name: /add/i }).click();
  await page.getByRole('combobox', { name: 'Type' }).first().click();
  await page.getByRole('option', { name: 'SIREN' }).click();
  await page.locator('input[name="identifiers.0.value"]').fill('732 829 320');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/documents\/documentsources$/);
  await expect(page.getByRole('cell', { name: 'Imprimerie Moderne' })).toBeVisible();
  // A bad identifier is refused with a clear message, nothing saved.
  await page.goto('/documents/documentsources/create');
  await page.getByRole('textbox', { name: 'Name' }).fill('Fournisseur douteux');
  await page.getByRole('tab', { name: 'Identifiers' }).click();
  await page.getByRole('button', { name: /add/i }).click();
  await page.getByRole('combobox', { name: 'Type' }).first().click();
  await page.getByRole('option', { name: 'SIREN' }).click();
  await page.locator('input[name="identifiers.0.value"]').fill('123456789');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/create/);
  await expect(
    page
      .getByText(/SIREN/)
      .filter({ hasText: /invalid|check|valid/i })
      .first(),
  ).toBeVisible();
  await page.goto('/documents/documentsources');
  await expect(page.getByRole('cell', { name: 'Fournisseur douteux' })).toHaveCount(0);
});

test('a keyword dragged to a new place keeps its order after reload', async ({ page }) => {
  await signIn(page, DEMO.master);
  await page.goto('/documents/keywords');
  const names = () => page.locator('tbody tr td:nth-child(2)').allInnerTexts();
  await expect(page.locator('tbody tr')).toHaveCount(6);
  const before = await names();
  const handle = page.getByTestId('drag-handle').nth(0);
  const target = page.locator('tbody tr').nth(2);
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 4, { steps: 15 });
  await page.mouse.up();
  await expect.poll(names).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
  // The new order shows at once; the reload comes after the screen says it is saved.
  await expect(page.getByRole('alert').filter({ hasText: 'Order saved' })).toBeVisible();
  await page.reload();
  await expect.poll(names).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
});

test('deleting a link category moves its links to the chosen one', async ({ page }) => {
  await signIn(page, DEMO.master);
  await page.goto('/links/categories');
  await page.getByRole('cell', { name: 'Administration' }).click();
  await page.getByRole('button', { name: /delete/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Outils' }).click();
  await dialog
    .getByRole('button', { name: /delete|confirm/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/links\/categories$/);
  await expect(page.getByRole('cell', { name: 'Administration' })).toHaveCount(0);
  await page.goto('/links/grid');
  await expect(page.getByRole('link', { name: 'Open URSSAF in a new tab' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Administration', { exact: true })).toHaveCount(0);
});
