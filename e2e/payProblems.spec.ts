import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, DEMO, signIn } from './fixtures';

/**
 * An invoice invalid for payment (spec §5) is marked in the invoices to pay and held in the pay dialog with its
 * reasons. The demo has no such invoice (the API never makes one): the server's answer for its first row says what
 * it says for an invoice whose amounts stopped adding up (payments/payable.ts; payable.test.ts proves the server).
 */
const TO_PAY = '/invoices/fournisseurs/payments/invoicestopay/list';

async function firstInvoiceInvalid(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/paperdesk/api/invoicestopay',
    async (route) => {
      const res = await route.fetch();
      const rows = (await res.json()) as Array<{ problems?: string[] }>;
      if (rows[0]) rows[0].problems = ['document.error.amounts'];
      await route.fulfill({ response: res, json: rows });
    },
  );
}

for (const lang of ['en', 'fr'] as const) {
  const t = {
    en: {
      mark: 'Cannot be paid: The amounts do not add up (excl. VAT + VAT = incl. VAT, signs by type).',
      pay: 'Pay the selection',
      alert: 'This invoice cannot be paid until it is corrected:',
      line: /^[\w-]+: The amounts do not add up/,
      record: 'Record the payment',
    },
    fr: {
      mark: /^Ne peut pas être payée : /,
      pay: 'Payer la sélection',
      alert: 'Cette facture ne peut pas être payée avant d’être corrigée :',
      line: /^[\w-]+ : Les montants ne concordent pas/,
      record: 'Enregistrer le paiement',
    },
  }[lang];

  test(`an invoice that cannot be paid is marked, and the pay dialog says why and waits (${lang})`, async ({
    page,
  }) => {
    await signIn(page, DEMO.master);
    if (lang === 'fr') await chooseLanguage(page, 'Français');
    await firstInvoiceInvalid(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(TO_PAY);
    const mark = page.getByRole('img', { name: t.mark });
    await expect(mark).toHaveCount(1, { timeout: 20_000 });
    const row = page.getByRole('row').filter({ has: mark });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: t.pay }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(t.alert)).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByText(t.line)).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.record })).toBeDisabled();
    await page.screenshot({ path: `.tmp/pay-problems-${lang}-1280.png` });
    await page.setViewportSize({ width: 420, height: 900 });
    await expect(dialog.getByText(t.alert)).toBeVisible();
    await page.screenshot({ path: `.tmp/pay-problems-${lang}-420.png` });
  });
}
