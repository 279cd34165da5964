import { expect, test, type Page } from '@playwright/test';
import { callApi, chooseLanguage, DEMO, signIn, upload, UPLOADS } from './fixtures';

/**
 * Time at hand and Overview Mode (issue 10): an invoice of 2019 reached with a range preset; the master's
 * Overview Mode listing the master's documents and a branch's, each row naming its branch.
 */
const LIST = '/documents/fournisseurs/list';
const FILE = 'AmazonWebServices.png';

/** The branch's document of 2019: the scan uploaded by the branch's administrator, dated back through the API. */
async function branchDocumentOf2019(page: Page): Promise<void> {
  await signIn(page, DEMO.branch);
  await upload(page, [UPLOADS.scan]);
  const jobs = (await callApi(page, '/documents/recognition')) as Array<{ uuid: string; filename: string }>;
  const doc = jobs.find((j) => j.filename === FILE);
  expect(doc, 'the uploaded scan is listed').toBeTruthy();
  // recognition first (it writes the date it reads), then the date of 2019
  await expect
    .poll(async () => ((await callApi(page, `/documents/${doc!.uuid}/record`)) as { status: number }).status, {
      timeout: 90_000,
    })
    .not.toBe(0);
  await callApi(page, `/documents/${doc!.uuid}`, { method: 'PUT', body: { date: '2019-06-14' } });
}

async function choosePreset(page: Page, menuName: RegExp, preset: string) {
  await page.getByRole('button', { name: menuName }).first().click();
  await page.getByRole('menuitem', { name: preset }).click();
}

test.describe.configure({ mode: 'serial' });

test('an invoice of 2019 is out of the default range and reached with the "Everything since 2010" preset (English)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await branchDocumentOf2019(page);
  await page.goto(LIST);
  // the default range (three months) leaves it out: the list is empty or shows other documents
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const of2019 = page.getByRole('row', { name: /2019/ });
  await expect(of2019).toHaveCount(0);
  await choosePreset(page, /^Periods$/, 'Everything since 2010');
  await expect(of2019.first()).toBeVisible({ timeout: 15_000 });
});

test("Overview Mode shows the master's documents and the branch's, each row naming its branch (French)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.master);
  await chooseLanguage(page, 'Français');
  await page.goto(LIST);
  await choosePreset(page, /^Périodes$/, 'Tout depuis 2010');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  // without Overview Mode: the master's own documents only
  await expect(table.getByRole('row', { name: /2019/ })).toHaveCount(0);
  const ownRows = await table.getByRole('row').count();
  expect(ownRows).toBeGreaterThan(1);

  await page.getByLabel(/Mode Vue d’ensemble|Overview Mode/).check();
  // oldest first, so the branch's document of 2019 is on the first page however many other tests added since
  const byDate = table.getByRole('columnheader', { name: "Date d'émission" });
  await byDate.getByRole('button').click();
  await expect(byDate).toHaveAttribute('aria-sort', 'ascending');
  // the branch's document joins the master's, and a branch column says whose each row is
  const branchRow = table.getByRole('row', { name: /2019/ }).first();
  await expect(branchRow).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('columnheader', { name: /Succursale|Filiale|Branche/i })).toBeVisible();
  await expect(branchRow).toContainText(/Lyon/);
  await expect(table.getByRole('row').filter({ hasNotText: /Lyon/ }).nth(1)).toBeVisible();
});
