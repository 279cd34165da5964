import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { originTypePath } from '../src/domain/originTypes/originType.model';
import { DEMO, signIn } from './fixtures';
import { CONFIGURATION_LISTS, NEW_SCREENS, SUPER_LISTS } from './routes';

/**
 * WCAG 2.1 AA on every route of spec §2: axe-core on each page, wide in the light theme and at 420 px in
 * the dark theme; any serious or critical violation fails, naming the route, the rule and the elements.
 */
const fixed = [
  '/documentmanagement/maindashboard',
  '/documentmanagement/upload',
  '/documentmanagement/recognition',
  '/documentmanagement/uncategorized',
  '/documentmanagement/search',
  '/mails/sent',
  '/documents/configurations/ai/test',
  ...CONFIGURATION_LISTS,
  ...NEW_SCREENS,
];

/** The origin-type routes of the demo company, as its menu links them (/documents/{name}/..., /invoices/{name}/...). */
async function originRoutes(page: Page): Promise<string[]> {
  const types = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key ? JSON.parse(sessionStorage.getItem(key)!).access_token : '';
    const res = await fetch('/paperdesk/api/origintypes', { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as Array<{ name: string; type: string | number; hide?: boolean }>;
  });
  const routes: string[] = [];
  for (const t of types.filter((x) => !x.hide)) {
    const name = originTypePath(t.name);
    routes.push(
      `/documents/${name}/saved`,
      `/documents/${name}/validated`,
      `/documents/${name}/duplicated`,
      `/documents/${name}/list`,
    );
    if (['1', '2', 'SUPPLIER', 'CUSTOMER'].includes(String(t.type))) {
      routes.push(
        `/documents/${name}/dashboard`,
        `/documents/${name}/dashboard/labels`,
        `/invoices/${name}/payments/invoicestopay/list`,
        `/invoices/${name}/payed`,
        `/invoices/${name}/payments/list`,
        `/invoices/${name}/payments/soldes`,
      );
    }
  }
  return routes;
}

async function violations(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
  // the page's own content has loaded: no progress indicator left in the main area
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [role=progressbar]'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${route} ${v.id} (${v.impact}): ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`)
          .join(' | ')}${v.nodes.length > 4 ? ` (+${v.nodes.length - 4})` : ''}`,
    );
}

for (const [label, viewport, theme] of [
  ['wide, light', { width: 1280, height: 800 }, 'light'],
  ['420 px, dark', { width: 420, height: 860 }, 'dark'],
] as const) {
  test(`every route of the master has no serious or critical accessibility violation (${label})`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(viewport);
    await page.addInitScript((t) => localStorage.setItem('RaStore.theme', JSON.stringify(t)), theme);
    await signIn(page, DEMO.master);
    const found: string[] = [];
    for (const route of [...fixed, ...(await originRoutes(page))]) found.push(...(await violations(page, route)));
    expect(found, found.join('\n')).toEqual([]);
  });
}

test("the super administrator's pages have no serious or critical accessibility violation", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, DEMO.super);
  const found: string[] = [];
  for (const route of SUPER_LISTS) found.push(...(await violations(page, route)));
  expect(found, found.join('\n')).toEqual([]);
});

test('the sign-in page has no accessibility violation', async ({ page }) => {
  await page.goto('/');
  await page.locator('#email').waitFor();
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});
