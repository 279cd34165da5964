import { expect, test, type Page } from '@playwright/test';
import { callApi, DEMO, signIn } from './fixtures';
import { CONFIGURATION_LISTS, NEW_SCREENS } from './routes';

/**
 * Screenshot sweep (issue 17): the main routes and a document's review in French and English at 1280 and 420 px,
 * written to .tmp/sweep/<lang>-<width>/<route>.png to be looked at; each page must show no raw code or developer
 * text, and no action off-screen.
 */
const ROUTES = [
  '/documentmanagement/maindashboard',
  '/documentmanagement/upload',
  '/documentmanagement/uncategorized',
  '/documentmanagement/search',
  '/documents/fournisseurs/saved',
  '/documents/fournisseurs/validated',
  '/documents/fournisseurs/list',
  '/documents/fournisseurs/dashboard',
  '/invoices/fournisseurs/payments/invoicestopay/list',
  '/invoices/fournisseurs/payments/list',
  '/invoices/fournisseurs/payments/soldes',
  '/mails/sent',
  '/exports',
  '/documents/configurations/ai/test',
  ...CONFIGURATION_LISTS,
  ...NEW_SCREENS,
];
/** Texts no screen may show: raw codes and developer wording. */
const RAW = [
  /\bINVOICE\b/,
  /\bCREDIT\b/,
  /\[MASTER\]/,
  /-1 = /,
  /\b0 (Autre|Other|Personnalisé|Custom)\b/,
  /[A-Za-z_]+\.\d+\.[A-Za-z_]+/, // a field path (identifiers.0.value), not a date (28.11.2026)
];

/**
 * The page's actions (buttons, links) lying beyond the screen's left or right edge, even inside a box that scrolls
 * sideways: a user must not scroll sideways to reach one. Tabs of a scrolling tab bar and a table's sort headers
 * are navigation, not actions, and may scroll.
 */
function actionsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main button, main a[href], main [role=button]')) {
      if (el.closest('[role=tab], thead')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (box.left < -1 || box.right > width + 1)
        found.push(
          `"${(el.getAttribute('aria-label') || el.innerText).slice(0, 40)}" at ${Math.round(box.left)}-${Math.round(box.right)} px`,
        );
    }
    return found;
  });
}

const shot = (lang: string, width: number, route: string) =>
  `.tmp/sweep/${lang}-${width}/${route.replace(/^\//, '').replace(/\//g, '_')}.png`;

async function visit(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [role=progressbar]'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
}

/** French and English in the suite; `SWEEP_LANGS=de,ru,cn` sweeps other interface languages by hand. */
const BROWSER_LOCALE: Record<string, string> = { fr: 'fr-FR', en: 'en-GB', de: 'de-DE', ru: 'ru-RU', cn: 'zh-CN' };
const LANGS = (process.env.SWEEP_LANGS ?? 'fr,en').split(',').filter((l) => l in BROWSER_LOCALE);

for (const [lang, locale] of LANGS.map((l) => [l, BROWSER_LOCALE[l]] as const)) {
  test.describe(`sweep in ${lang}`, () => {
    test.use({ locale });
    for (const width of [1280, 420]) {
      test(`the main routes and a review at ${width} px show no raw code and no action off-screen`, async ({
        page,
      }) => {
        test.setTimeout(600_000);
        await page.setViewportSize({ width, height: 860 });
        await signIn(page, DEMO.master);
        const [doc] = (await callApi(page, '/documents?range=[0,0]&filter={"fromDate":"2010-01-01"}')) as Array<{
          uuid: string;
        }>;
        const found: string[] = [];
        for (const route of [...ROUTES, `/documents/review/${doc.uuid}`]) {
          await visit(page, route);
          await page.screenshot({ path: shot(lang, width, route), fullPage: true });
          const text = await page.locator('main').innerText();
          for (const re of RAW) if (re.test(text)) found.push(`${route}: ${re} in "${text.match(re)![0]}"`);
          for (const action of await actionsOffScreen(page)) found.push(`${route}: action off-screen ${action}`);
        }
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  });
}
