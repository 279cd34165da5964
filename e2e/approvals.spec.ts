import { expect, test, type Page } from '@playwright/test';
import { callApi, DEMO, otherSignIns } from './fixtures';

/**
 * Approval circuits (issue 19), in English and French: an approval rule covers one demo invoice above 100 €; its
 * payment is refused while it awaits approval, the master (who is no approver) sees why on the review, the clerk
 * (the rule's approver) approves it, and then it is paid. The rule and the payment are removed afterwards, so
 * the other browser tests find the demo as it was.
 */
const TO_PAY = '/invoices/fournisseurs/payments/invoicestopay/list';

const LANGS = {
  en: {
    number: 'OB-2026-0975',
    native: undefined,
    pay: 'Pay the selection',
    amount: 'Amount paid on OB-2026-0975',
    record: 'Record the payment',
    refused: /Invoice OB-2026-0975 is awaiting approval/,
    panel: 'Approval',
    pending: /Awaiting approval \(rule “Above 100 en”\)/,
    approve: 'Approve',
    comment: 'Comment',
    approved: /Approved \(rule “Above 100 en”\)/,
    by: /Approved by .+ on /,
    recorded: /Payment recorded/,
  },
  fr: {
    number: 'EDF-88213409',
    native: 'Français',
    pay: 'Payer la sélection',
    amount: 'Montant payé sur EDF-88213409',
    record: 'Enregistrer le paiement',
    refused: /La facture EDF-88213409 attend une approbation/,
    panel: 'Approbation',
    pending: /En attente d’approbation \(règle « Above 100 fr »\)/,
    approve: 'Approuver',
    comment: 'Commentaire',
    approved: /Approuvée \(règle « Above 100 fr »\)/,
    by: /Approuvée par .+ le /,
    recorded: /Paiement enregistré/,
  },
} as const;

async function payTen(page: Page, t: (typeof LANGS)[keyof typeof LANGS]) {
  await page.goto(TO_PAY);
  const row = page.getByRole('row', { name: new RegExp(t.number) });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.pay }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.amount).fill('10');
  await dialog.getByRole('button', { name: t.record }).click();
  return dialog;
}

const signedIn = otherSignIns();

for (const lang of ['en', 'fr'] as const) {
  const t = LANGS[lang];
  test(`an invoice above a rule's threshold is paid only once a second user approved it (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const master = await signedIn(browser, DEMO.master, t.native);
    const users = (await callApi(master, '/users/linked?range=[0,99]')) as Array<{ uuid: string; email: string }>;
    const clerk = users.find((u) => u.email === DEMO.clerk)!.uuid;
    const [invoice] = (await callApi(
      master,
      `/invoicestopay?filter=${encodeURIComponent(JSON.stringify({ q: t.number }))}`,
    )) as Array<{ invoiceuuid: string; supplieruuid: string }>;
    const rule = (await callApi(master, '/approvalrules', {
      method: 'POST',
      body: {
        name: `Above 100 ${lang}`,
        conditions: [
          { field: 'TOTAL_TTC', operator: 'GREATER_THAN', value: '100' },
          { field: 'SUPPLIER', operator: 'EQUAL', value: invoice.supplieruuid },
        ],
        steps: [{ users: [clerk] }],
      },
    })) as { uuid: string };
    try {
      // refused while it awaits approval: the dialog stays, the reason names the invoice
      const dialog = await payTen(master, t);
      await expect(master.getByText(t.refused)).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toBeVisible();
      await master.screenshot({ path: `.tmp/approvals-refused-${lang}.png` });

      // the master is no approver: the review says it waits, without buttons
      await master.goto(`/documents/review/${invoice.invoiceuuid}`);
      const panel = master.getByRole('region', { name: t.panel });
      await expect(panel.getByText(t.pending)).toBeVisible({ timeout: 20_000 });
      await expect(panel.getByRole('button', { name: t.approve })).toHaveCount(0);

      // the clerk, the rule's approver, approves it with a comment
      const approver = await signedIn(browser, DEMO.clerk, t.native);
      await approver.goto(`/documents/review/${invoice.invoiceuuid}`);
      const theirs = approver.getByRole('region', { name: t.panel });
      await theirs.getByLabel(t.comment).fill('OK');
      await theirs.getByRole('button', { name: t.approve }).click();
      await expect(theirs.getByText(t.approved)).toBeVisible();
      await expect(theirs.getByText(t.by)).toBeVisible();
      await approver.screenshot({ path: `.tmp/approvals-approved-${lang}.png` });

      // now it is paid
      await payTen(master, t);
      await expect(master.getByText(t.recorded)).toBeVisible({ timeout: 15_000 });
    } finally {
      await callApi(master, `/approvalrules/${rule.uuid}`, { method: 'DELETE' });
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
