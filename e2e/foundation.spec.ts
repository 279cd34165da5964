import { expect, test } from '@playwright/test';
import { chooseLanguage, DEMO, signIn } from './fixtures';

test('the master signs in and lands on the main dashboard of the Documents mode', async ({ page }) => {
  await signIn(page, DEMO.master);
  await expect(page).toHaveURL(/\/documentmanagement\/maindashboard$/);
  await expect(page.getByRole('banner')).toContainText('Groupe Delacroix Distribution');
  await expect(page.getByRole('region', { name: 'Company' })).toBeVisible();
});

test('a branch administrator sees their branch', async ({ page }) => {
  await signIn(page, DEMO.branch);
  await expect(page.getByRole('banner')).toContainText('Delacroix Lyon Part-Dieu');
});

test('a clerk signs in and is not offered the Configurations mode', async ({ page }) => {
  await signIn(page, DEMO.clerk);
  await expect(page).toHaveURL(/\/documentmanagement\/maindashboard$/);
  await expect(page.getByRole('button', { name: 'Configurations' })).toHaveCount(0);
  await expect(page.getByText('Configurations', { exact: true })).toHaveCount(0);
});

test('the super administrator signs in with the super-admin marker', async ({ page }) => {
  await signIn(page, DEMO.super);
  await expect(page.getByRole('banner')).toContainText(/super admin/i);
  // A super administrator starts in the super-admin mode.
  await expect(page).toHaveURL(/\/superadministrator\/accounts$/);
  await expect(page.getByRole('cell', { name: 'Groupe Delacroix Distribution' })).toBeVisible();
});

test('switching language shows translated text', async ({ page }) => {
  await signIn(page, DEMO.master);
  await chooseLanguage(page, 'Français');
  // the announcement lives three seconds: looked for first
  await expect(page.getByText('Langue changée')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Société' })).toBeVisible();
  await chooseLanguage(page, 'Deutsch');
  await expect(page.getByRole('region', { name: 'Unternehmen' })).toBeVisible();
});

test('switching branch asks for confirmation, reloads and keeps the choice', async ({ page }) => {
  await signIn(page, DEMO.master);
  await page.getByRole('button', { name: 'Switch branch' }).click();
  await page.getByRole('option', { name: /Delacroix Bordeaux Chartrons/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delacroix Bordeaux Chartrons');
  await dialog.getByRole('button', { name: /confirm|yes|ok/i }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('banner')).toContainText('Delacroix Bordeaux Chartrons', { timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('buid'))).toMatch(/^[0-9a-f-]{36}$/);
});

test('logout ends the session at the provider and clears the stored keys', async ({ page }) => {
  await signIn(page, DEMO.master);
  await page.evaluate(() => localStorage.setItem('origintype', 'x'));
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: /log ?out/i }).click();
  await page.locator('#email').waitFor({ timeout: 20_000 });
  expect(
    await page.evaluate(() => [
      localStorage.getItem('buid'),
      localStorage.getItem('origintype'),
      localStorage.getItem('mode'),
    ]),
  ).toEqual([null, null, null]);
  // The provider's session is over: the app asks to sign in again.
  await page.goto('/documentmanagement/maindashboard');
  await expect(page.locator('#email')).toBeVisible({ timeout: 20_000 });
});
