import { expect, test, type Page } from '@playwright/test';
import { callApi, DEMO, signIn } from './fixtures';

/**
 * What is read to screen-reader users (aria-labels, titles) and the date fields follow the interface language,
 * not MUI's English nor the browser's locale.
 */

/** MUI's English texts (its defaults: its enUS locale object is empty), and the breadcrumb's former label. */
const ENGLISH = new Set([
  'Open',
  'Close',
  'Clear',
  'No options',
  'Loading…',
  'Show path',
  'Go to first page',
  'Go to last page',
  'Go to next page',
  'Go to previous page',
  'Rows per page:',
  'pagination navigation',
  'breadcrumb',
]);

const labelsOnScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-label], [title]')].flatMap((e) =>
      [e.getAttribute('aria-label'), e.getAttribute('title')].filter((l): l is string => !!l),
    ),
  );

async function inLanguage(page: Page, code: string, who: string = DEMO.master) {
  await page.addInitScript((c) => localStorage.setItem('RaStore.locale', JSON.stringify(c)), code);
  await signIn(page, who);
}

for (const code of ['fr', 'de', 'ru', 'cn']) {
  test(`no English aria-label of MUI's or ours in ${code}`, async ({ page }) => {
    await inLanguage(page, code);
    const [doc] = (await callApi(page, '/documents?range=[0,0]')) as Array<{ uuid: string }>;
    const seen: string[] = [];
    // the breadcrumb (every page), the review form's autocompletes (Open, Clear), the sent mails' pages
    for (const path of ['/documentmanagement/maindashboard', `/documents/review/${doc.uuid}`, '/mails/sent']) {
      await page.goto(path);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      if (path.startsWith('/documents/review'))
        await expect(page.locator('.MuiAutocomplete-root').first()).toBeVisible();
      if (path === '/mails/sent') await expect(page.locator('.MuiTablePagination-root, tbody').first()).toBeVisible();
      seen.push(...(await labelsOnScreen(page)));
    }
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter((l) => ENGLISH.has(l))).toEqual([]);
  });
}

test('a date field of a form is written in the interface language, not the browser locale', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await inLanguage(page, 'fr', DEMO.super);
  await page.goto('/superadministrator/accounts');
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/superadministrator\/accounts\/[^/]+$/);
  const id = decodeURIComponent(page.url().split('/').at(-1)!);
  const accounts = (await callApi(page, '/accounts?range=[0,999]')) as Array<{ uuid: string; offerStartDate: string }>;
  const [y, m, d] = accounts
    .find((a) => a.uuid === id)!
    .offerStartDate.slice(0, 10)
    .split('-');
  const start = page.getByRole('group', { name: 'Date de début' });
  await expect(start).toHaveText(`${d}/${m}/${y}`); // as French writes it, whatever the browser's locale
  expect(await page.locator('input[type=date]').count()).toBe(0);
  await context.close();
});
