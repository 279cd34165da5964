import { expect, test, type Page } from '@playwright/test';
import { callApi, chooseLanguage, DEMO, signIn } from './fixtures';

/**
 * A user who may only view documents (the demo clerk): the review shows the document, never a download, and no
 * control that would change it, the label included; the server refuses the download (spec §6).
 */
test.describe.configure({ mode: 'serial' });

/** A demo document with a label ("Urgent"), as the clerk sees it. */
async function labelledDocument(page: Page): Promise<string> {
  const docs = (await callApi(page, '/documents?range=[0,49]&filter={"fromDate":"2010-01-01"}')) as Array<{
    uuid: string;
    labeluuid: string | null;
    mime: string | null;
  }>;
  const doc = docs.find((d) => d.labeluuid && d.mime === 'application/pdf');
  expect(doc, 'a labelled demo PDF').toBeTruthy();
  return doc!.uuid;
}

/** The status of GET /documents/{id} with the page's token. */
const fileStatus = (page: Page, id: string, query: string) =>
  page.evaluate(
    async ({ id, query }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const token = JSON.parse(sessionStorage.getItem(key)!).access_token;
      return (await fetch(`/paperdesk/api/documents/${id}${query}`, { headers: { authorization: `Bearer ${token}` } }))
        .status;
    },
    { id, query },
  );

for (const lang of ['en', 'fr'] as const) {
  const t = {
    en: { label: 'Label', download: 'Download', save: 'Save' },
    fr: { label: 'Étiquette', download: 'Télécharger', save: 'Enregistrer' },
  }[lang];

  test(`the view-only clerk reads a document without downloading or changing it (${lang})`, async ({ page }) => {
    await signIn(page, DEMO.clerk);
    if (lang === 'fr') await chooseLanguage(page, 'Français');
    const id = await labelledDocument(page);
    expect(await fileStatus(page, id, '?inline=true')).toBe(200);
    expect(await fileStatus(page, id, '')).toBe(403);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/documents/review/${id}`);
    await expect(page.locator('iframe')).toBeVisible({ timeout: 20_000 });
    // the browser's own PDF toolbar (save, print) is hidden too
    await expect(page.locator('iframe')).toHaveAttribute('src', /#toolbar=0$/);
    const label = page.getByRole('combobox', { name: t.label });
    await expect(label).toBeVisible();
    await expect(label).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: t.download })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.save })).toHaveCount(0);
    await page.screenshot({ path: `.tmp/review-view-only-${lang}-1280.png` });
    await page.setViewportSize({ width: 420, height: 900 });
    await expect(label).toHaveAttribute('aria-disabled', 'true');
    await page.screenshot({ path: `.tmp/review-view-only-${lang}-420.png` });
  });
}

test('the master, who may download, still has the Download button', async ({ page }) => {
  await signIn(page, DEMO.master);
  const id = await labelledDocument(page);
  await page.goto(`/documents/review/${id}`);
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('iframe')).not.toHaveAttribute('src', /#toolbar=0/);
  await expect(page.getByRole('combobox', { name: 'Label' })).not.toHaveAttribute('aria-disabled', 'true');
});
