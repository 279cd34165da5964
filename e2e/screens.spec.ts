import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures';
import { CONFIGURATION_LISTS, NEW_SCREENS, SUPER_LISTS } from './routes';

/**
 * Screens that must fit (issue 10): every configuration list at 420 px without sideways overflow of the
 * page, the offer editor's price and quantity fields readable wide and at 420 px. Screenshots land in
 * .tmp/screens/ to be looked at.
 */
const shotName = (route: string, width: number) =>
  `.tmp/screens/${route.replace(/^\//, '').replace(/\//g, '_')}-${width}.png`;

/** Elements of the page wider than the screen, or reaching past its right edge (none expected). */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`page ${document.documentElement.scrollWidth}px > ${width}px`);
    for (const el of document.querySelectorAll('main *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // a table scrolling inside its own box is fine: only what sticks out of a non-scrolling ancestor counts
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) {
          clipped = true;
          break;
        }
      }
      if (!clipped && box.right > width + 1)
        found.push(
          `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} right ${Math.round(box.right)}px`,
        );
    }
    return found.slice(0, 5);
  });
}

async function visit(page: Page, route: string, width: number) {
  await page.goto(route);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [role=progressbar]'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  await page.screenshot({ path: shotName(route, width), fullPage: true });
}

test('every configuration list and new screen fits a 420 px screen without sideways scrolling', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 420, height: 860 });
  await signIn(page, DEMO.master);
  const problems: string[] = [];
  for (const route of [...CONFIGURATION_LISTS, ...NEW_SCREENS]) {
    await visit(page, route, 420);
    for (const p of await overflow(page)) problems.push(`${route}: ${p}`);
  }
  await page.context().clearCookies();
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await signIn(page, DEMO.super);
  for (const route of SUPER_LISTS) {
    await visit(page, route, 420);
    for (const p of await overflow(page)) problems.push(`${route}: ${p}`);
  }
  expect(problems).toEqual([]);
});

for (const width of [1280, 420]) {
  test(`the offer editor's price and quantity fields are readable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, DEMO.super);
    await page.goto('/superadministrator/offers');
    const first = page.getByRole('row').nth(1);
    await expect(first).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await first.click();
    await expect(page).toHaveURL(/\/superadministrator\/offers\/[^/]+$/);
    const price = page.getByRole('textbox', { name: /^Price/ }).first();
    await expect(price).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const quantity = page.getByRole('spinbutton', { name: /^Quantity/ }).first();
    await expect(quantity).toBeVisible();
    // the form may render its record again once its references have loaded
    await expect(async () => {
      await price.scrollIntoViewIfNeeded({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await page.screenshot({ path: `.tmp/screens/offer-editor-${width}.png` });
    for (const field of [price, quantity]) {
      const box = (await field.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(90);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await overflow(page)).toEqual([]);
  });
}

test("the master's profile names their roles; the subscription counts the users the users list shows", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.master);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  const profile = page.getByRole('dialog');
  await expect(profile.getByText('Master account, Administrator')).toBeVisible();
  await expect(profile.getByText('—')).toHaveCount(0);
  await profile.getByRole('button', { name: 'Close' }).click();

  await page.goto('/administration/users/list');
  const rows = page.locator('main tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const listed = await rows.count();
  expect(listed).toBeGreaterThanOrEqual(2); // the demo's master and clerk, and any user an earlier test added
  await page.goto('/administration/subscriptions/offer');
  const users = page.getByTestId('usage-USERS');
  await expect(users).toBeVisible({ timeout: 15_000 });
  await expect(users.getByRole('heading').or(users.locator('h6'))).toHaveText(new RegExp(`^${listed}\\b`));
});
