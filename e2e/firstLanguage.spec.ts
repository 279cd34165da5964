import { expect, test, type Page } from '@playwright/test';
import { callApi, DEMO, PASSWORD, signIn } from './fixtures';

/**
 * The language the app opens in (src/i18n/firstLocale.ts): the user's stored choice, else the sign-in pages', else the
 * browser's, else English.
 */
const appLanguage = async (page: Page) => {
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
  return page.locator('html').getAttribute('lang');
};
const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem('RaStore.locale'));

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('signs in on French pages and gets the app in French', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('#kc-login')).toHaveText('Se connecter');
    await signIn(page, DEMO.master);
    expect(await appLanguage(page)).toBe('fr');
    await expect(page.getByRole('link', { name: 'Importer' })).toBeVisible();
    expect(await storedChoice(page)).toBeNull(); // followed, not chosen

    // the user's own choice comes first from then on
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('de')));
    await page.reload();
    expect(await appLanguage(page)).toBe('de');
  });

  test('a user just created changes their password on French pages and gets the app in French', async ({
    page,
    browser,
  }) => {
    const admin = await browser.newPage({ locale: 'en-GB' });
    await signIn(admin, DEMO.master);
    const email = `nouvel.utilisateur.${Date.now()}@demo.test`;
    const created = (await callApi(admin, '/users/linked', {
      method: 'POST',
      body: { firstname: 'Nouvel', lastname: 'Utilisateur', email, permissions: ['VIEW_DOCUMENTS'] },
    })) as { temporaryPassword: string };
    await admin.close();

    await page.goto('/');
    await page.fill('#email', email);
    await page.fill('#password', created.temporaryPassword);
    await page.click('#kc-login');
    await expect(page.locator('#kc-change-password')).toHaveText('Enregistrer et continuer');
    await page.fill('#password-new', `${PASSWORD}-nouveau-1`);
    await page.fill('#password-confirm', `${PASSWORD}-nouveau-1`);
    await page.click('#kc-change-password');
    expect(await appLanguage(page)).toBe('fr');
    expect(await storedChoice(page)).toBeNull();
  });
});

test('an English browser signing in on the German sign-in page gets the app in German', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.fill('#email', DEMO.master);
  await page.fill('#password', PASSWORD);
  await page.click('#kc-login');
  expect(await appLanguage(page)).toBe('de');
});

test('an English browser gets the app in English', async ({ page }) => {
  await signIn(page, DEMO.master);
  expect(await appLanguage(page)).toBe('en');
});
