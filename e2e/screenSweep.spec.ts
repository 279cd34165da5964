import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures';
import { CONFIGURATION_LISTS, NEW_SCREENS } from './routes';

/**
 * Screenshot sweep (issue 17): the main routes in French and English at 1280 and 420 px, written to
 * .tmp/sweep/<lang>-<width>/<route>.png to be looked at; each page must show no raw code or developer text.
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
      test(`the main routes at ${width} px show no raw code`, async ({ page }) => {
        test.setTimeout(600_000);
        await page.setViewportSize({ width, height: 860 });
        await signIn(page, DEMO.master);
        const found: string[] = [];
        for (const route of ROUTES) {
          await visit(page, route);
          await page.screenshot({ path: shot(lang, width, route), fullPage: true });
          const text = await page.locator('main').innerText();
          for (const re of RAW) if (re.test(text)) found.push(`${route}: ${re} in "${text.match(re)![0]}"`);
        }
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  });
}
