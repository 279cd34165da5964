import { expect, test } from '@playwright/test';
import { DEMO, signIn, UPLOADS } from './fixtures';

test('a document being uploaded shows at once in the saved list, then gives way to the stored document', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.master);
  // the upload is held on its way to the server until the test lets it through
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/paperdesk/api/documents/importdocument', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/documentmanagement/upload');
  await page.locator('input[type=file]').setInputFiles([UPLOADS.textPdf]);
  const name = UPLOADS.textPdf.split('/').pop()!;
  await expect(page.getByRole('region', { name: 'Uploaded in this session' }).getByText(name)).toBeVisible();

  // to the saved list within the app (the upload keeps going)
  await page.getByRole('button', { name: 'Fournisseurs' }).first().click();
  await page.locator('nav a[href$="/saved"], aside a[href$="/saved"]').first().click();
  await expect(page).toHaveURL(/\/saved$/);
  const placeholder = page.locator('tr[data-placeholder="upload"]', { hasText: name });
  await expect(placeholder).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/saved-list-upload-placeholder.png' });

  release();
  await expect(placeholder).toHaveCount(0, { timeout: 60_000 });
  await expect(page.locator('main tbody tr').first()).toBeVisible();
});
