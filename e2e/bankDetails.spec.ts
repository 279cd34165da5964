import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, chooseLanguage, confirmBankDetails, DEMO, signIn, upload, UPLOADS } from './fixtures';

/**
 * Bank details checked where they are typed and where they are used (issue 16), in French then in English: the
 * company settings refuse `FR76 1234`; the demo supplier LE FOURNISSEUR, which holds the company's own IBAN, is
 * refused on save; its invoice's IBAN shows as a mismatch on the review and in invoices to pay, and blocks the
 * bank file until a user confirms which IBAN is right (French: the invoice's is taken into the supplier;
 * English: the supplier's, changed meanwhile, is kept).
 */
const NUMBER = 'UC1_2023020_AFF';
const PRINTED = 'FR20 1254 2547 2569 8542 5874 698';
const OWN = 'FR76 3000 6000 0112 3456 7890 189';
// an IBAN of its own: the e-invoice fixtures' (FR14 2004…) would tie this test to the recognition test's seller
const KNOWN = 'FR76 3000 4000 0312 3456 7890 143';
const TO_PAY = '/invoices/fournisseurs/payments/invoicestopay/list';

test.describe.configure({ mode: 'serial' });

/** Screenshots at 1280 and 420 px: the page (scrolled to `show`), or one element. */
async function shoot(page: Page, name: string, target: { screenshot: Page['screenshot'] } = page, show?: Locator) {
  for (const width of [1280, 420]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await show?.scrollIntoViewIfNeeded();
    await target.screenshot({ path: `.tmp/bank-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Types an IBAN in the company settings and saves: the dialog stays open with the field's message. */
async function companyIban(page: Page, t: { open: string; save: string; cancel: string }, iban: string) {
  await page.getByRole('button', { name: t.open }).click();
  const dialog = page.getByRole('dialog', { name: t.open });
  await dialog.getByRole('textbox', { name: 'IBAN', exact: true }).fill(iban);
  await dialog.getByRole('button', { name: t.save }).click();
  return dialog;
}

async function fournisseurId(page: Page) {
  const list = (await callApi(page, `/suppliers?filter=${encodeURIComponent('{"q":"LE FOURNISSEUR"}')}`)) as Array<{
    uuid: string;
    name: string;
  }>;
  return list.find((s) => s.name === 'LE FOURNISSEUR')!.uuid;
}

/** Saves LE FOURNISSEUR's form with this IBAN typed (its second identifier, after the SIREN). */
async function saveFournisseur(page: Page, t: { tab: string; save: string }, iban: string, stored?: string) {
  await page.goto(`/documents/documentsources/${await fournisseurId(page)}`);
  await page.getByRole('tab', { name: t.tab }).click();
  const field = page.locator('input[name="identifiers.1.value"]');
  if (stored) await expect(field).toHaveValue(stored);
  await field.fill(iban);
  await page.getByRole('button', { name: t.save }).click();
}

/** Chooses the invoice in invoices to pay, with the flag its bank details give (or none), and opens the pay dialog. */
type Labels = { pay: string; title: RegExp; amount: string; transfer: string; record: string };

async function payDialog(page: Page, t: Labels, flag: RegExp | null, shot?: string) {
  await page.goto(TO_PAY);
  const row = page.getByRole('row', { name: new RegExp(NUMBER) });
  if (flag) await expect(row.getByRole('img', { name: flag })).toBeVisible();
  else await expect(row.getByRole('img')).toHaveCount(0);
  if (shot) await shoot(page, shot);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.pay }).click();
  const dialog = page.getByRole('dialog', { name: t.title });
  await dialog.getByLabel(t.amount).fill('100.00');
  return dialog;
}

/** Pays the invoice by transfer, nothing in the way any more: the bank file's text. */
async function transferFile(page: Page, t: Labels) {
  const dialog = await payDialog(page, t, null);
  await dialog.getByLabel(t.transfer).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: t.record }).click();
  return readFileSync((await (await download).path())!, 'utf8');
}

async function review(page: Page) {
  await page.goto(`/documentmanagement/search?q=${NUMBER}`);
  await page.getByRole('cell', { name: NUMBER, exact: true }).click();
  await expect(page).toHaveURL(/\/documents\/review\//);
}

test('French: FR76 1234 refused, our own IBAN refused on the supplier, the invoice’s IBAN taken after a blocked transfer', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.master);
  await upload(page, [UPLOADS.facturxXmlInvoice]);
  await chooseLanguage(page, 'Français');
  const fr = { open: 'Paramètres de la société', save: 'Enregistrer', cancel: 'Annuler' };

  const settings = await companyIban(page, fr, 'FR76 1234');
  await expect(settings.getByText('IBAN : un IBAN FR compte 27 caractères, celui-ci en a 8.')).toBeVisible();
  // the company's exchange rates, one a line: a rate for the euro itself is named and refused
  await settings.getByRole('textbox', { name: 'Taux de change (pour information)' }).fill('GBP 1,165\nEUR 1');
  await settings.getByRole('button', { name: fr.save }).click();
  await expect(
    settings.getByText('Ligne « EUR 1 » : indiquez un code de devise autre que EUR', { exact: false }),
  ).toBeVisible();
  await shoot(page, 'settings-fr', settings);
  await settings.getByRole('button', { name: fr.cancel }).click();

  // the demo supplier holds our own IBAN: saved as it is (typed with spaces), it is refused
  await saveFournisseur(page, { tab: 'Identifiants', save: 'Enregistrer' }, OWN, OWN.replaceAll(' ', ''));
  await expect(
    page.getByText(
      `${OWN} est le compte bancaire de Groupe Delacroix Distribution, le vôtre : un virement à ce tiers vous paierait vous-mêmes.`,
      { exact: false },
    ),
  ).toBeVisible();
  await shoot(page, 'supplier-fr');

  await review(page);
  const panel = page.getByRole('region', { name: 'Coordonnées bancaires' });
  await expect(panel.getByText(PRINTED)).toBeVisible();
  await expect(panel.getByText(OWN)).toBeVisible();
  await expect(panel.getByText(/La facture demande à être payée sur un autre compte/)).toBeVisible();
  await expect(panel.getByText(/l’un de vos propres comptes/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Garder l’IBAN du fournisseur' })).toHaveCount(0);
  await shoot(page, 'review-mismatch-fr', page, panel);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(/Ce document est validé/)).toBeVisible({ timeout: 15_000 });

  const t = {
    pay: 'Payer la sélection',
    title: /Payer LE FOURNISSEUR/,
    amount: `Montant payé sur ${NUMBER}`,
    transfer: 'Produire le fichier de virement SEPA',
    record: 'Enregistrer le paiement',
  };
  const dialog = await payDialog(
    page,
    t,
    /L’IBAN de la facture n’est pas celui sur lequel LE FOURNISSEUR est payé/,
    'topay-fr',
  );
  await expect(dialog.getByTestId('pay-bank-notice')).toContainText(`${NUMBER} : L’IBAN de la facture`);
  await dialog.getByLabel(t.transfer).check();
  await shoot(page, 'pay-notice-fr');
  await dialog.getByRole('button', { name: t.record }).click();
  await expect(
    page.getByText(`Facture ${NUMBER} : elle porte l’IBAN ${PRINTED}, alors que LE FOURNISSEUR`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  await review(page);
  await panel.getByRole('button', { name: 'Reprendre l’IBAN de la facture pour le fournisseur' }).click();
  // taken into the supplier, the IBAN is new: it waits for a second person (the bank-detail guard)
  await expect(
    panel.getByText(/Les coordonnées bancaires de LE FOURNISSEUR sont nouvelles ou modifiées/),
  ).toBeVisible();
  await shoot(page, 'review-confirmed-fr', page, panel);

  // confirmed by someone else, the bank file pays it
  await confirmBankDetails(browser, page, [await fournisseurId(page)]);
  expect(await transferFile(page, t)).toContain(`<CdtrAcct><Id><IBAN>${PRINTED.replaceAll(' ', '')}</IBAN>`);
});

test('English: FR76 1234 refused, our own IBAN refused, the supplier’s changed IBAN kept after a blocked transfer', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.master);
  const en = { open: 'Company settings', save: 'Save', cancel: 'Cancel' };

  const settings = await companyIban(page, en, 'FR76 1234');
  await expect(settings.getByText('IBAN: an IBAN of FR has 27 characters, this one has 8.')).toBeVisible();
  await settings.getByRole('textbox', { name: 'Exchange rates (for information)' }).fill('GBP 1.165\nUSD 0');
  await settings.getByRole('button', { name: en.save }).click();
  await expect(
    settings.getByText('Line “USD 0”: write a currency code other than EUR', { exact: false }),
  ).toBeVisible();
  await shoot(page, 'settings-en', settings);
  await settings.getByRole('button', { name: en.cancel }).click();

  // the supplier given our own IBAN again is refused; its real account is saved
  await saveFournisseur(page, { tab: 'Identifiers', save: 'Save' }, OWN);
  await expect(
    page.getByText(`${OWN} is the bank account of Groupe Delacroix Distribution, your own`, { exact: false }),
  ).toBeVisible();
  await shoot(page, 'supplier-en');
  await saveFournisseur(page, { tab: 'Identifiers', save: 'Save' }, KNOWN);
  await expect(page).toHaveURL(/\/documents\/documentsources$/);
  // its changed IBAN confirmed by a second person (the bank-detail guard)
  await confirmBankDetails(browser, page, [await fournisseurId(page)]);

  const t = {
    pay: 'Pay the selection',
    title: /Pay LE FOURNISSEUR/,
    amount: `Amount paid on ${NUMBER}`,
    transfer: 'Produce the SEPA transfer file',
    record: 'Record the payment',
  };
  const dialog = await payDialog(page, t, /The invoice's IBAN is not the one LE FOURNISSEUR is paid to/, 'topay-en');
  await dialog.getByLabel(t.transfer).check();
  await shoot(page, 'pay-notice-en');
  await dialog.getByRole('button', { name: t.record }).click();
  await expect(
    page.getByText(`Invoice ${NUMBER}: it carries the IBAN ${PRINTED}, while LE FOURNISSEUR is paid to ${KNOWN}.`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await review(page);
  const panel = page.getByRole('region', { name: 'Bank details' });
  await expect(panel.getByText(PRINTED)).toBeVisible();
  await expect(panel.getByText(KNOWN)).toBeVisible();
  await expect(panel.getByTestId('iban-mismatch')).toBeVisible();
  await shoot(page, 'review-mismatch-en', page, panel);
  await panel.getByRole('button', { name: "Keep the supplier's IBAN" }).click();
  await expect(panel.getByTestId('iban-confirmation')).toContainText(
    /^Hélène Delacroix confirmed the IBAN of LE FOURNISSEUR on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M\.$/,
  );
  await shoot(page, 'review-confirmed-en', page, panel);

  expect(await transferFile(page, t)).toContain(`<CdtrAcct><Id><IBAN>${KNOWN.replaceAll(' ', '')}</IBAN>`);
});
