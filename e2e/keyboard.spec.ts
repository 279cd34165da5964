import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures';

/** The pay flow by keyboard alone: reach a row's checkbox, select it, open the pay dialog, move through it, leave it. */
const TO_PAY = '/invoices/fournisseurs/payments/invoicestopay/list';

/** Presses Tab until `target` has the focus (at most `max` times); fails naming the target otherwise. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (
      await target
        .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
        .catch(() => false)
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('invoices to pay: select by keyboard, open the pay dialog, move through it and leave it with Escape', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.master);
  await page.goto(TO_PAY);
  const firstBox = page.getByRole('table').getByRole('row').nth(1).getByRole('checkbox');
  await expect(firstBox).toBeVisible({ timeout: 20_000 });

  await page.locator('body').focus();
  await tabTo(page, firstBox);
  await expect(firstBox).toBeFocused();
  await page.keyboard.press('Space');
  await expect(firstBox).toBeChecked();

  const pay = page.getByRole('button', { name: /^Pay/ }).first();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // the focus moved into the dialog and stays there while tabbing
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // back where the user was: the selection kept, the focus on the button that opened the dialog
  await expect(firstBox).toBeChecked();
  await expect(pay).toBeFocused();
});

test('a configuration list is worked by keyboard: a row opens with Enter', async ({ page }) => {
  await signIn(page, DEMO.master);
  await page.goto('/invoices/paymenttypes');
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow).toBeVisible({ timeout: 20_000 });
  // the first cell is a link to the record: reached with Tab, opened with Enter
  const link = firstRow.getByRole('link').first();
  await page.locator('body').focus();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/paymenttypes\/[^/]+$/);
});
