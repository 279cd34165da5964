import { expect, test, type Page } from '@playwright/test';
import { callApi, chooseLanguage, DEMO, signIn } from './fixtures';
import { CONFIGURATION_LISTS } from './routes';

/**
 * Every configuration list either deletes properly or does not offer to (issue 17): the lists whose API deletes
 * offer row selection and a confirmed bulk delete, which removes an unused row and refuses one in use with a
 * translated reason; the others offer no selection.
 */
test.describe.configure({ mode: 'serial' });

/** A fresh, unused row in each list that deletes, created through the API: route -> [API path, body, shown text]. */
const DELETABLE: Record<string, [string, Record<string, unknown>, string]> = {
  '/documents/configurations/ai': ['/ai/configurations', { name: 'IA à jeter' }, 'IA à jeter'],
  '/documents/documentsourcelabels': ['/labels', { name: 'Source à jeter' }, 'Source à jeter'],
  '/documents/documentlabels': ['/documentlabels', { name: 'Étiquette à jeter' }, 'Étiquette à jeter'],
  '/invoices/paymenttypes': ['/paymenttypes', { name: 'Type à jeter' }, 'Type à jeter'],
  '/administration/users/list': [
    '/users/linked',
    { firstname: 'Temp', lastname: 'Oraire', email: 'a-jeter@demo.test' },
    'a-jeter@demo.test',
  ],
  '/administration/rulegroups/list': ['/rulegroups', { name: 'Groupe à jeter' }, 'Groupe à jeter'],
};

const rowCheckboxes = (page: Page) => page.locator('tbody input[type=checkbox]');

async function openList(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // a list's rows, where the page has a list (the subscriptions page and the links grid have none)
  await page
    .locator('tbody tr')
    .first()
    .waitFor({ timeout: 8_000 })
    .catch(() => undefined);
}

async function bulkDelete(page: Page, text: string, labels: { delete: RegExp; confirm: RegExp }) {
  const row = page.getByRole('row').filter({ hasText: text });
  await row.locator('input[type=checkbox]').check();
  await page.getByRole('button', { name: labels.delete }).click();
  await page.getByRole('dialog').getByRole('button', { name: labels.confirm }).click();
}

test('each configuration list deletes an unused row, or offers no selection at all (English)', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.master);
  for (const [path, body] of Object.values(DELETABLE)) await callApi(page, path, { method: 'POST', body });
  for (const route of CONFIGURATION_LISTS) {
    await openList(page, route);
    const offers = (await rowCheckboxes(page).count()) > 0;
    expect(offers, `${route} offers a selection only when its API deletes`).toBe(route in DELETABLE);
    if (!offers) continue;
    const text = DELETABLE[route][2];
    await expect(page.getByRole('row').filter({ hasText: text })).toBeVisible();
    await bulkDelete(page, text, { delete: /^Delete$/, confirm: /^Confirm$/ });
    await expect(page.getByRole('row').filter({ hasText: text })).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByText(/No route|error\./)).toHaveCount(0);
  }
});

test('a payment type in use is kept, the reason told in English', async ({ page }) => {
  await signIn(page, DEMO.master);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openList(page, '/invoices/paymenttypes');
  await bulkDelete(page, 'Virement', { delete: /^Delete$/, confirm: /^Confirm$/ });
  await expect(
    page.getByText(/^This payment type is used by \d+ document sources \(.+\) and cannot be deleted\.$/),
  ).toBeVisible();
  await page.screenshot({ path: '.tmp/config-delete-refused-en-1280.png' });
  await expect(page.getByRole('row').filter({ hasText: 'Virement' })).toBeVisible();
  await expect(page.getByText(/No route/)).toHaveCount(0);
});

test('a source label in use is kept, the reason told in French, at 420 px too', async ({ page }) => {
  await signIn(page, DEMO.master);
  await chooseLanguage(page, 'Français');
  await page.setViewportSize({ width: 420, height: 900 });
  await openList(page, '/documents/documentsourcelabels');
  const row = page.getByRole('row').filter({ hasText: 'Stratégique' });
  await row.locator('input[type=checkbox]').check();
  await page.getByRole('button', { name: /^Supprimer$/ }).click();
  await page.screenshot({ path: '.tmp/config-delete-confirm-fr-420.png' });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Confirmer$/ })
    .click();
  await expect(
    page.getByText(
      'Cette étiquette est portée par 1 source de documents (Orange Business) et ne peut pas être supprimée.',
    ),
  ).toBeVisible();
  await page.screenshot({ path: '.tmp/config-delete-refused-fr-420.png' });
  await expect(row).toBeVisible();
  await expect(page.getByText(/No route/)).toHaveCount(0);
});
