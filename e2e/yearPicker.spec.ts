import { expect, test } from '@playwright/test';
import { chooseLanguage, DEMO, signIn } from './fixtures';

/**
 * Issue 17: the header's date range reaches every year from 2010 (spec §2), as the "since 2010" preset does, and
 * writes four-digit years in the interface language's order.
 */
for (const [lang, w] of [
  [
    'en',
    { from: 'From', apply: 'Apply', year: 'Year', previous: 'Previous 10 years', march: /^March$/, day: '03/15/2012' },
  ],
  [
    'fr',
    {
      from: 'Du',
      apply: 'Appliquer',
      year: 'Année',
      previous: '10 années précédentes',
      march: /^mars$/i,
      day: '15/03/2012',
    },
  ],
] as const) {
  test(`the date range's year picker offers 2010 to now and writes four-digit years (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await signIn(page, DEMO.master);
    if (lang === 'fr') await chooseLanguage(page, 'Français');
    await page.goto('/documents/fournisseurs/list');
    const from = page.getByRole('banner').getByLabel(w.from, { exact: true });
    await expect(from).toHaveValue(/^\d{2}[/.]\d{2}[/.]\d{4}$/, { timeout: 20_000 });
    await from.click();
    await page.getByRole('button', { name: new RegExp(`^${w.year}: \\d{4}$`) }).click();
    const years = page.getByRole('group', { name: w.year, exact: true });
    await expect(years).toBeVisible();
    await page.getByRole('button', { name: w.previous }).click();
    for (let y = 2010; y <= 2019; y++) await expect(years.getByRole('button', { name: String(y) })).toBeEnabled();
    await years.getByRole('button', { name: '2012' }).click();
    await page.getByRole('radio', { name: w.march }).click();
    await page.getByRole('grid').getByRole('gridcell', { name: '15', exact: true }).click();
    await expect(from).toHaveValue(w.day);
    await page.getByRole('banner').getByRole('button', { name: w.apply }).click();
    await expect(from).toHaveValue(w.day);
  });
}
