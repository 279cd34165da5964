import { expect, test, type Page } from '@playwright/test';
import { camt053 } from '../server/test/statements';
import { callApi, chooseLanguage, DEMO, signIn } from './fixtures';

/**
 * The bank closes the loop: an invoice paid by transfer stays in progress; its bank statement (camt.053) is
 * imported on the Statements page, the reconciliation view proposes the payment, the user accepts it with the
 * keyboard and the payment turns Done — in English and in French, wide and at 420 px.
 */
const COMPANY_IBAN = 'FR7630006000011234567890189';
const ORANGE_IBAN = 'FR1130004000030001234567806';

/** The demo company's bank account (created once), and a payment of Orange's invoice in progress. */
async function paymentInProgress(page: Page, amount: string) {
  try {
    await callApi(page, '/bankaccounts', { method: 'POST', body: { name: 'Compte courant', iban: COMPANY_IBAN } });
  } catch (err) {
    if (!String(err).includes('409')) throw err;
  }
  const [invoice] = (await callApi(
    page,
    `/invoicestopay?filter=${encodeURIComponent(JSON.stringify({ q: 'OB-2026-1342' }))}`,
  )) as Array<{ invoiceuuid: string }>;
  const today = new Date().toISOString().slice(0, 10);
  const paid = (await callApi(page, '/payments/batch', {
    method: 'POST',
    body: { paymentdate: today, transfer: true, invoices: [{ invoiceuuid: invoice.invoiceuuid, amount }] },
  })) as { payments: Array<{ uuid: string; paymentstatus: number }> };
  expect(paid.payments[0].paymentstatus).toBe(0);
  return { payment: paid.payments[0].uuid, today };
}

const statusOf = async (page: Page, id: string) =>
  ((await callApi(page, `/payments?range=[0,199]`)) as Array<{ uuid: string; paymentstatus: number }>).find(
    (p) => p.uuid === id,
  )?.paymentstatus;

async function shoot(page: Page, name: string) {
  for (const width of [1280, 420]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/bank-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function shootDialog(page: Page, name: string) {
  for (const width of [1280, 420]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/shots/bank-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe.configure({ mode: 'serial' });

for (const run of [
  {
    lang: 'en',
    language: 'English',
    amount: '11.11',
    heading: 'Bank statements',
    imported: /Statement imported: 2 new lines/,
    proposed: 'Proposed',
    matched: 'Matched',
    accepted: 'Reconciled: the payment is done.',
    list: 'Statement lines to reconcile',
    unmatched: 'Unmatched',
    payKey: '1.01',
    payTitle: /Pay this line of/,
    paySearch: 'Search invoices to pay (number, supplier)',
    paid: 'Payment recorded and reconciled.',
  },
  {
    lang: 'fr',
    language: 'Français',
    amount: '12.12',
    heading: 'Relevés bancaires',
    imported: /Relevé importé : 2 nouvelles lignes/,
    proposed: 'Proposée',
    matched: 'Rapprochée',
    accepted: 'Rapprochée : le paiement est effectué.',
    list: 'Lignes de relevé à rapprocher',
    unmatched: 'Non rapprochée',
    payKey: '1.02',
    payTitle: /Régler cette ligne de/,
    paySearch: 'Chercher des factures à payer (numéro, fournisseur)',
    paid: 'Paiement enregistré et rapproché.',
  },
]) {
  test(`reconciles a proposed line and sees the payment turn Done (${run.lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.master);
    const { payment, today } = await paymentInProgress(page, run.amount);
    await page.goto('/bank/statements');
    if (run.lang !== 'en') await chooseLanguage(page, run.language);
    else await chooseLanguage(page, 'English');
    // the page in its language, settled, before the file is chosen
    await expect(page.getByRole('heading', { name: run.heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const file = camt053(
      COMPANY_IBAN,
      [
        {
          amount: `-${run.amount}`,
          day: today,
          iban: ORANGE_IBAN,
          name: 'Orange Business',
          ref: `E2E-${run.lang}-${Date.now()}`,
        },
        // a debit no payment explains: paid below as an invoice picked in the dialog
        { amount: `-${run.payKey}`, day: today, name: 'Orange Business', ref: `E2E-pay-${run.lang}-${Date.now()}` },
      ],
      `E2E-${run.lang}-${Date.now()}`,
    );
    await page
      .getByTestId('statement-file')
      .setInputFiles({ name: `camt053-${run.lang}.xml`, mimeType: 'application/xml', buffer: file });
    await expect(page.getByText(run.imported)).toBeVisible();
    await shoot(page, `statements-${run.lang}`);

    // its reconciliation runs as a job: the statement says when it is done
    await expect
      .poll(async () => ((await callApi(page, '/bankstatements?range=[0,0]')) as Array<{ status: string }>)[0].status)
      .toBe('RECONCILED');
    await page.goto('/bank/reconciliation');
    const list = page.getByRole('list', { name: run.list });
    const line = list
      .getByTestId('bank-line')
      .filter({ hasText: run.amount.replace('.', run.lang === 'fr' ? ',' : '.') });
    await expect(line).toBeVisible({ timeout: 20_000 });
    await expect(line.getByText(run.proposed, { exact: true })).toBeVisible();
    await shoot(page, `reconciliation-${run.lang}`);
    // the keyboard: the line focused, Enter accepts its first candidate
    await line.click();
    await list.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(run.accepted)).toBeVisible();
    await expect(line.getByText(run.matched, { exact: true })).toBeVisible();
    expect(await statusOf(page, payment)).toBe(1);

    // the unmatched debit: P opens the dialog, the invoice is searched, picked with Space, Enter pays
    await page.getByRole('button', { name: run.unmatched, exact: true }).click();
    const debit = list
      .getByTestId('bank-line')
      .filter({ hasText: run.payKey.replace('.', run.lang === 'fr' ? ',' : '.') });
    await expect(debit).toBeVisible();
    await debit.click();
    await list.focus();
    await page.keyboard.press('p');
    const dialog = page.getByRole('dialog', { name: run.payTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(run.paySearch).fill('OB-2026-1342');
    await expect(dialog.getByRole('checkbox')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox')).toBeChecked();
    await dialog.getByRole('textbox', { name: /OB-2026-1342/ }).waitFor();
    await shootDialog(page, `pay-${run.lang}`);
    await dialog.getByRole('checkbox').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(run.paid)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(debit.getByText(run.matched, { exact: true })).toBeVisible();

    await page.goto('/bank/balances');
    await expect(page.getByTestId('bank-balance').first()).toBeVisible();
    await shoot(page, `balances-${run.lang}`);
  });
}
