import { expect, test } from '@playwright/test';
import { callApi, chooseLanguage, DEMO, signIn } from './fixtures';

/**
 * Issue 17: the review names a document's type in the reader's words (the TYPE keyword stores INVOICE or CREDIT),
 * in the field; the demo's EDF credit note is one (validated: shown, not changed).
 */
for (const [lang, words] of [
  ['en', { credit: 'Credit note' }],
  ['fr', { credit: 'Avoir' }],
] as const) {
  test(`the review names the document type in words, never INVOICE or CREDIT (${lang})`, async ({ page }) => {
    await signIn(page, DEMO.master);
    if (lang === 'fr') await chooseLanguage(page, 'Français');
    const docs = (await callApi(page, '/documents?range=[0,99]&filter={"fromDate":"2010-01-01"}')) as Array<{
      uuid: string;
      id: string;
    }>;
    const credit = docs.find((d) => d.id === 'EDF-AV-5521');
    expect(credit, 'the demo credit note').toBeTruthy();
    await page.goto(`/documents/review/${credit!.uuid}`);
    // the demo account's own label of its TYPE keyword
    const type = page.getByRole('main').getByRole('combobox', { name: /Facture ou avoir/ });
    await expect(type).toHaveText(words.credit, { timeout: 20_000 });
    await expect(page.getByRole('main')).not.toContainText(/\b(INVOICE|CREDIT)\b/);
  });
}
