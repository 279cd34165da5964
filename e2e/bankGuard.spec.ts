import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { callApi, confirmBankDetails, DEMO, otherSignIns } from './fixtures';

/**
 * The bank-detail guard (issue 19), in English and French: the master changes the BIC of Orange Business (changed
 * bank details, its invoices' IBAN still matching); the SEPA file of its invoice is refused naming the supplier,
 * the master may not confirm their own change, someone else confirms it, and the file then pays it with the new BIC.
 * The BIC is put back (and confirmed) and the payment removed, so the other browser tests find the demo as it was.
 */
const TO_PAY = '/invoices/fournisseurs/payments/invoicestopay/list';
const NUMBER = 'OB-2026-0975';
const NEW_BIC = 'CRLYFRPPXXX';

const LANGS = {
  en: {
    native: undefined,
    pay: 'Pay the selection',
    amount: `Amount paid on ${NUMBER}`,
    transfer: 'Produce the SEPA transfer file',
    record: 'Record the payment',
    refused: /the bank details of Orange Business are new or changed\. Someone else/,
    panel: 'Bank details',
    confirm: 'Confirm them',
    ownChange: 'You changed the bank details of Orange Business: someone else must confirm them.',
  },
  fr: {
    native: 'Français',
    pay: 'Payer la sélection',
    amount: `Montant payé sur ${NUMBER}`,
    transfer: 'Produire le fichier de virement SEPA',
    record: 'Enregistrer le paiement',
    refused: /les coordonnées bancaires de Orange Business sont nouvelles ou modifiées\. Une autre personne/,
    panel: 'Coordonnées bancaires',
    confirm: 'Les confirmer',
    ownChange:
      'Vous avez modifié les coordonnées bancaires de Orange Business : une autre personne doit les confirmer.',
  },
} as const;

type Identifier = { type: string; value: string };
type Source = { uuid: string; name: string; identifiers: Identifier[] };

async function orange(page: Page): Promise<Source> {
  const list = (await callApi(page, `/suppliers?filter=${encodeURIComponent('{"q":"Orange Business"}')}`)) as Source[];
  return (await callApi(page, `/suppliers/${list.find((s) => s.name === 'Orange Business')!.uuid}`)) as Source;
}

const withBic = (s: Source, bic: string) => s.identifiers.map((i) => (i.type === 'BIC' ? { ...i, value: bic } : i));

/** Chooses the invoice in invoices to pay, 10.00 by SEPA transfer, and records it: the dialog. */
async function payBySepa(page: Page, t: (typeof LANGS)[keyof typeof LANGS]) {
  await page.goto(TO_PAY);
  await page
    .getByRole('row', { name: new RegExp(NUMBER) })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: t.pay }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.amount).fill('10');
  await dialog.getByLabel(t.transfer).check();
  return dialog;
}

const signedIn = otherSignIns();

for (const lang of ['en', 'fr'] as const) {
  const t = LANGS[lang];
  test(`a supplier whose bank details changed is paid by SEPA only once someone else confirmed them (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const master = await signedIn(browser, DEMO.master, t.native);
    const before = await orange(master);
    const oldBic = before.identifiers.find((i) => i.type === 'BIC')!.value;
    const [invoice] = (await callApi(
      master,
      `/invoicestopay?filter=${encodeURIComponent(JSON.stringify({ q: NUMBER }))}`,
    )) as Array<{ invoiceuuid: string }>;
    await callApi(master, `/suppliers/${before.uuid}`, {
      method: 'PUT',
      body: { ...before, identifiers: withBic(before, NEW_BIC) },
    });
    try {
      // the bank file is refused, naming the supplier; the dialog stays
      const dialog = await payBySepa(master, t);
      await expect(dialog.getByTestId('pay-bank-notice')).toContainText('Orange Business');
      await dialog.getByRole('button', { name: t.record }).click();
      await expect(master.getByText(t.refused)).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toBeVisible();
      await master.screenshot({ path: `.tmp/bankguard-refused-${lang}.png` });

      // who made the change may not confirm it
      await master.goto(`/documents/review/${invoice.invoiceuuid}`);
      const panel = master.getByRole('region', { name: t.panel });
      await panel.getByRole('button', { name: t.confirm }).click();
      await expect(master.getByText(t.ownChange)).toBeVisible({ timeout: 15_000 });

      // someone else confirms it: the file pays it, to the new BIC
      await confirmBankDetails(browser, master, [before.uuid]);
      const again = await payBySepa(master, t);
      const download = master.waitForEvent('download');
      await again.getByRole('button', { name: t.record }).click();
      const file = readFileSync((await (await download).path())!, 'utf8');
      expect(file).toContain(`<BIC>${NEW_BIC}</BIC>`);
    } finally {
      const now = await orange(master);
      await callApi(master, `/suppliers/${now.uuid}`, {
        method: 'PUT',
        body: { ...now, identifiers: withBic(now, oldBic) },
      });
      await confirmBankDetails(browser, master, [now.uuid]);
      const payments = (await callApi(master, '/payments?range=[0,99]')) as Array<{
        uuid: string;
        invoices: Array<{ invoiceuuid: string; amount: string }>;
      }>;
      for (const p of payments)
        if (
          p.invoices.length === 1 &&
          p.invoices[0].invoiceuuid === invoice.invoiceuuid &&
          Number(p.invoices[0].amount) === 10
        )
          await callApi(master, `/payments/${p.uuid}`, { method: 'DELETE' });
    }
  });
}
