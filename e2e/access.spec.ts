import { expect, test, type Page } from '@playwright/test';
import { callApi, chooseLanguage, DEMO, signIn } from './fixtures';

/** Pages the demo clerk (View documents only) may not use, typed in the address bar. */
const FORBIDDEN = [
  '/documentmanagement/upload',
  '/mails/sent',
  '/links/grid',
  '/links/list',
  '/administration/subscriptions/offer',
];

async function expectDenied(page: Page, path: string, title: string, message: string) {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByText(title, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText(message)).toBeVisible();
  // Still the typed URL, inside the layout.
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

test('a clerk typing the URL of a page they may not use sees "access denied", in English and in French', async ({
  page,
}) => {
  await signIn(page, DEMO.clerk);
  for (const path of FORBIDDEN) {
    await expectDenied(page, path, 'Access denied', "You don't have the right permissions to access this page");
  }
  await chooseLanguage(page, 'Français');
  for (const path of FORBIDDEN) {
    await expectDenied(page, path, 'Non autorisé', "Vous n'avez pas les droits d'accès à cette page");
  }
});

test('a clerk is offered neither the branch switcher nor the global search, and the server refuses a branch', async ({
  page,
}) => {
  await signIn(page, DEMO.clerk);
  await expect(page.getByRole('banner')).toContainText('Groupe Delacroix Distribution');
  await expect(page.getByRole('button', { name: 'Switch branch' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /search documents/i })).toHaveCount(0);
  // The documents the clerk may use still open.
  await page.goto('/documentmanagement/recognition');
  await expect(page.getByRole('main').getByText('Access denied')).toHaveCount(0);

  const branches = (
    (await callApi(page, '/companies/companyInfo')) as { branches: Array<{ uuid: string; master: boolean }> }
  ).branches;
  const branch = branches.find((b) => !b.master)!;
  const status = await page.evaluate(async (buid) => {
    const stores = [sessionStorage, localStorage];
    const key = stores
      .flatMap((s) => Object.keys(s).map((k) => [s, k] as const))
      .find(([, k]) => k.startsWith('oidc.user:'))!;
    const token = JSON.parse(key[0].getItem(key[1])!).access_token;
    return (
      await fetch('/paperdesk/api/companies/companyInfo', { headers: { authorization: `Bearer ${token}`, buid } })
    ).status;
  }, branch.uuid);
  expect(status).toBe(403);
});

test('the master keeps the branch switcher and the global search', async ({ page }) => {
  await signIn(page, DEMO.master);
  await expect(page.getByRole('button', { name: 'Switch branch' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /search documents/i })).toBeVisible();
});
