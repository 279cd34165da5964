import { expect, test, type Page, type Route } from '@playwright/test';
import { chooseLanguage, DEMO, signIn } from './fixtures';

/**
 * The top bar's Overview Mode (spec §4, §6: the page locked while the documents load, kept across a reload, there
 * at 420 px) and its database button (the super administrator's choice of whose data they work in).
 */
test.describe.configure({ mode: 'serial' });

const LIST = '/documents/fournisseurs/list';
const lock = (page: Page) => page.getByTestId('blocking-overlay-lock');

/** Holds the documents' Overview Mode loads until `release` is called. */
async function holdOverviewLoads(page: Page) {
  const held: Route[] = [];
  let hold = true;
  await page.route(
    (url) => url.pathname === '/paperdesk/api/documents' && /overview/.test(decodeURIComponent(url.search)),
    (route) => (hold ? held.push(route) : route.continue()),
  );
  return {
    held: () => held.length,
    release: async () => {
      hold = false;
      for (const r of held.splice(0)) await r.continue();
    },
  };
}

for (const lang of ['en', 'fr'] as const) {
  const t = {
    en: { overview: 'Overview Mode', branch: /^Branch/ },
    fr: { overview: 'Mode Vue d’ensemble', branch: /^Succursale/ },
  }[lang];

  test(`Overview Mode locks the page until its documents have loaded and survives a reload (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.master);
    if (lang === 'fr') await chooseLanguage(page, 'Français');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(LIST);
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    const loads = await holdOverviewLoads(page);
    await page.getByRole('switch', { name: t.overview }).click();
    await expect.poll(loads.held).toBeGreaterThan(0);
    await page.waitForTimeout(800);
    // the load runs: the page is locked
    await expect(lock(page)).toBeVisible();
    await loads.release();
    await expect(lock(page)).toBeHidden({ timeout: 15_000 });
    await expect(table.getByRole('columnheader', { name: t.branch })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: t.overview })).toBeChecked({ timeout: 20_000 });
    await expect(page.getByRole('table').getByRole('columnheader', { name: t.branch })).toBeVisible({
      timeout: 20_000,
    });
    await page.screenshot({ path: `.tmp/overview-${lang}-1280.png` });

    // 420 px: a toggle button stands for the switch
    await page.setViewportSize({ width: 420, height: 900 });
    const toggle = page.getByRole('button', { name: t.overview });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: `.tmp/overview-${lang}-420.png` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(lock(page)).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('table').getByRole('columnheader', { name: t.branch })).toHaveCount(0);
  });
}

for (const lang of ['en', 'fr'] as const) {
  const t = {
    en: {
      own: 'Customer database: Own area',
      in: 'Customer database: Groupe Delacroix Distribution',
      leave: 'Back to the super administrator area',
    },
    fr: {
      own: 'Base client : Espace propre',
      in: 'Base client : Groupe Delacroix Distribution',
      leave: 'Revenir à l’espace super administrateur',
    },
  }[lang];

  test(`the super administrator's database button chooses whose data they work in (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.super);
    if (lang === 'fr') {
      await chooseLanguage(page, 'Français');
      // the notice of the change sits over the top bar's right end until it closes (not while hovered)
      await page.mouse.move(10, 800);
      await expect(page.getByText('Langue changée : Français')).toBeHidden({ timeout: 10_000 });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: t.own }).click();
    const option = page.getByRole('option', { name: /Groupe Delacroix Distribution/ });
    await expect(option).toBeVisible({ timeout: 10_000 });
    await page.screenshot({ path: `.tmp/database-button-${lang}-1280.png` });
    await option.click();
    await expect(page).toHaveURL(/\/documentmanagement\/maindashboard$/, { timeout: 20_000 });
    const button = page.getByRole('button', { name: t.in });
    await expect(button).toBeVisible({ timeout: 20_000 });
    await page.setViewportSize({ width: 420, height: 900 });
    await button.click();
    await page.screenshot({ path: `.tmp/database-button-${lang}-420.png` });
    await page.getByRole('button', { name: t.leave }).click();
    await expect(page).toHaveURL(/\/superadministrator\/accounts$/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: t.own })).toBeVisible({ timeout: 20_000 });
  });
}

test('the database button is the super administrator’s only', async ({ page }) => {
  await signIn(page, DEMO.master);
  await expect(page.getByRole('button', { name: /Customer database/ })).toHaveCount(0);
});
