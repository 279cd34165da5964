import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, DEMO, signIn, UPLOADS } from './fixtures';

/** A PDF no earlier run stored (its bytes end with a comment of their own): its second upload is a duplicate. */
const freshPdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([readFileSync(UPLOADS.textPdf), Buffer.from(`\n% ${name} ${Date.now()} ${Math.random()}\n`)]),
});
const empty = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(0) });

const TEXTS = {
  en: {
    list: 'Uploaded in this session',
    review: 'Review',
    duplicate: 'Already imported',
    open: 'Open the existing document',
    failed: 'Not imported',
    empty: 'The file is empty.',
  },
  fr: {
    list: 'Importés pendant cette session',
    review: 'Contrôler',
    duplicate: 'Déjà importé',
    open: 'Ouvrir le document existant',
    failed: 'Non importé',
    empty: 'Le fichier est vide.',
  },
};

async function refusedOnTheirRows(page: Page, lang: 'en' | 'fr') {
  const t = TEXTS[lang];
  await page.goto('/documentmanagement/upload');
  const pdf = freshPdf(`refus-${lang}.pdf`);
  await page.locator('input[type=file]').setInputFiles([pdf]);
  const list = page.getByRole('region', { name: t.list });
  await expect(list.getByRole('link', { name: t.review })).toBeVisible({ timeout: 60_000 });

  await page.locator('input[type=file]').setInputFiles([pdf, empty(`vide-${lang}.pdf`)]);
  const row = (name: string) =>
    list
      .getByRole('listitem')
      .filter({ hasText: name })
      .filter({ hasNot: page.getByRole('link', { name: t.review }) });
  const again = row(pdf.name);
  await expect(again.getByText(t.duplicate, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(again.getByRole('link', { name: t.open })).toHaveAttribute('href', /\/documents\/review\//);
  const none = row(`vide-${lang}.pdf`);
  await expect(none.getByText(t.failed, { exact: true })).toBeVisible();
  await expect(none.getByRole('alert')).toHaveText(t.empty);
  // shown where the user is looking: brought on screen under the drop area (at 420 px it lies below the fold)
  await expect(none.getByRole('alert')).toBeInViewport();
  await page.screenshot({ path: `.tmp/screens/upload-errors-${lang}.png` });
}

test('an upload refused says why on its row, a duplicate links to its document (en)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.master);
  await refusedOnTheirRows(page, 'en');
});

test('an upload refused says why on its row, in French (fr)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.master);
  await chooseLanguage(page, 'Français');
  // where a phone shows it
  await page.setViewportSize({ width: 420, height: 900 });
  await refusedOnTheirRows(page, 'fr');
});
