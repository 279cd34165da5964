import { expect, test } from '@playwright/test';
import { DEMO, receivedMails as received, signIn, upload, UPLOADS } from './fixtures';

test('validate an invoice, pay part of it, then the rest, and read the supplier balance', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.master);
  await upload(page, [UPLOADS.facturxInvoice]);
  await page.goto('/documentmanagement/search?q=F20220023');
  await page.getByRole('cell', { name: 'F20220023', exact: true }).click();
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('This document is validated: only its label can still change.')).toBeVisible({
    timeout: 15_000,
  });

  await page.goto('/invoices/fournisseurs/payments/invoicestopay/list');
  const row = page.getByRole('row', { name: /F20220023/ });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Pay the selection' }).click();
  const dialog = page.getByRole('dialog', { name: /Pay LE FOURNISSEUR/ });
  const amount = dialog.getByLabel('Amount paid on F20220023');
  await amount.fill('999999');
  await expect(dialog.getByText('More than what is left to pay')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Record the payment' })).toBeDisabled();
  await amount.fill('10.00');
  await dialog.getByLabel('Reference').fill('VIR-0001');
  await dialog.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(row).toBeVisible();

  // the rest, in a second payment
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Pay the selection' }).click();
  await dialog.getByLabel('Reference').fill('VIR-0002');
  // with a payment notice: the supplier's template, filled
  await dialog.getByLabel('E-mail a payment notice').check();
  await dialog.getByRole('combobox', { name: 'Recipients' }).fill('compta@le-fournisseur.example,');
  await dialog.getByRole('button', { name: 'Record the payment' }).click();
  // fully paid: it leaves the list (other documents may stay on it)
  await expect(page.getByText('Payment recorded').first()).toBeVisible();
  await expect(row).toBeHidden();
  const notice = () => received().find((m) => m.includes('To: compta@le-fournisseur.example'));
  await expect.poll(() => Boolean(notice())).toBe(true);
  expect(notice()!.replace(/=\r?\n/g, '')).toContain('F20220023');

  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByRole('row', { name: /VIR-0001/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /VIR-0002/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Balances' }).click();
  await page
    .getByRole('table', { name: 'Balances by supplier or customer' })
    .getByRole('row', { name: /LE FOURNISSEUR/ })
    .click();
  const statement = page.getByRole('table', { name: 'Statement' });
  await expect(statement.getByRole('row', { name: /Invoice F20220023 .*€104\.90/ })).toBeVisible();
  await expect(statement.getByRole('row', { name: /Payment VIR-0001 €10\.00/ })).toBeVisible();
  await expect(statement.getByRole('row', { name: /Payment VIR-0002 €94\.90/ })).toBeVisible();
  // One export of the statement, the localised one (e2e/exports.spec.ts downloads it).
  await expect(page.getByRole('button', { name: 'Export…' })).toBeVisible();
  await expect(page.getByRole('button', { name: /CSV/ })).toHaveCount(0);
});
