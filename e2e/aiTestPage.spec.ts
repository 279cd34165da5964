import { expect, test } from '@playwright/test';
import { chooseLanguage, DEMO, signIn, UPLOADS } from './fixtures';

/**
 * Issue 17: the AI test page answers with the fields' labels and values in the interface language, never the
 * extractor's field names (invoiceNumber, dueDate…), ISO dates or the stored INVOICE/CREDIT.
 */
for (const [lang, w] of [
  ['en', { choose: 'Choose a file', run: 'Run the test', number: /^Number/ }],
  ['fr', { choose: 'Choisir un fichier', run: 'Lancer le test', number: /^Numéro/ }],
] as const) {
  test(`the AI test page names the fields read in the interface language (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.master);
    if (lang === 'fr') await chooseLanguage(page, 'Français');
    await page.goto('/documents/configurations/ai/test');
    await page.getByRole('main').getByText(w.choose).locator('input[type=file]').setInputFiles(UPLOADS.textPdf);
    await page.getByRole('button', { name: w.run }).click();
    const number = page.locator('[data-field="invoiceNumber"]');
    await expect(number).toHaveText(w.number, { timeout: 60_000 });
    const text = await page.getByRole('main').innerText();
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    expect(text).not.toMatch(/\b(invoiceNumber|dueDate|issueDate|totalTTC|totalHT|INVOICE|CREDIT)\b/);
  });
}
