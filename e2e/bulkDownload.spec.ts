import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { originTypePath } from '../src/domain/originTypes/originType.model';
import { SYNC_DOWNLOAD_LIMIT } from '../src/domain/documents/bulkDownload';
import { callApi, chooseLanguage, DEMO, signIn, upload } from './fixtures';
import { currentSlot, dataDir } from './slots';

/**
 * More than 30 documents downloaded at once (spec §8): the zip is built in the background and the screen says so in
 * the spec's words (and their translation); the export is then on the Exports page, which says why when it failed (a
 * file removed from the disk meanwhile). In French and in English.
 */
test.describe.configure({ mode: 'serial' });

const LANGS = {
  fr: {
    language: 'Français',
    filter: 'Filtrer cette liste…',
    selectAll: 'Tout sélectionner',
    rows: 'Lignes par page :',
    found: '31 documents trouvés',
    selected: '31 sélectionnés',
    download: 'Télécharger',
    started: 'Export lancé. Vous recevrez un e-mail une fois terminé.',
    failed: 'Échec',
    missing: 'Un fichier de l’export a été supprimé entre-temps : relancez l’export',
  },
  en: {
    language: 'English',
    filter: 'Filter this list…',
    selectAll: 'Select all',
    rows: 'Rows per page:',
    found: '31 documents',
    selected: '31 selected',
    download: 'Download',
    started: "Export started. You will receive an email once it's completed.",
    failed: 'Failed',
    missing: 'A file of the export was removed meanwhile: export again',
  },
} as const;

/** The stored file of this slot's app node holding a text (an e-invoice's number): its path on disk. */
function storedFile(text: string): string {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.xml') ? [path.join(dir, e.name)] : [],
    );
  const found = walk(path.join(dataDir(currentSlot()), 'files')).filter((f) => readFileSync(f, 'utf8').includes(text));
  expect(found).toHaveLength(1);
  return found[0];
}

/** n copies of the CII invoice, each with its own number (so none is a duplicate), written to a folder. */
function invoices(prefix: string, n: number): string[] {
  const dir = path.join('.tmp', 'bulk', prefix);
  mkdirSync(dir, { recursive: true });
  const xml = readFileSync('server/test/fixtures/einvoices/cii-invoice.xml', 'utf8');
  return Array.from({ length: n }, (_, i) => {
    const file = path.join(dir, `${prefix}-${i + 1}.xml`);
    writeFileSync(file, xml.replace(/(<rsm:ExchangedDocument>\s*<ram:ID>)[^<]+/, `$1${prefix}-${i + 1}`));
    return file;
  });
}

for (const [code, w] of Object.entries(LANGS)) {
  test(`${w.language}: more than ${SYNC_DOWNLOAD_LIMIT} documents downloaded go to the background, said in the spec's words; a failure shows its reason`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const prefix = `BULK${code.toUpperCase()}${Date.now()}`;
    await signIn(page, DEMO.master);
    await chooseLanguage(page, 'English');
    await upload(page, invoices(prefix, SYNC_DOWNLOAD_LIMIT + 1), 180_000);
    await chooseLanguage(page, w.language);
    // the list of their origin type, filtered on them
    const query = `filter=${encodeURIComponent(JSON.stringify({ q: prefix }))}&range=${encodeURIComponent('[0,0]')}`;
    const [first] = (await callApi(page, `/documents/search?${query}`, { method: 'POST', body: {} })) as Array<{
      uuid: string;
    }>;
    const record = (await callApi(page, `/documents/${first.uuid}/record`)) as { origintype: string };
    const origins = (await callApi(page, '/documents/origintypes')) as Array<{ uuid: string; name: string }>;
    const origin = origins.find((o) => o.uuid === record.origintype)!;
    await page.goto(`/documents/${originTypePath(origin.name)}/saved`);
    // a page holds them all (50 rows), so the page's "select all" takes the 31
    await page.getByRole('combobox', { name: w.rows }).click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await page.getByRole('textbox', { name: w.filter }).fill(prefix);
    await expect(page.getByRole('cell', { name: `${prefix}-${SYNC_DOWNLOAD_LIMIT + 1}`, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(w.found, { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: w.selectAll }).check();
    await expect(page.getByText(w.selected, { exact: true })).toBeVisible();
    // one of the files goes missing from the disk before the zip is built
    rmSync(storedFile(`${prefix}-7<`));
    const answer = page.waitForResponse((r) => r.url().includes('/documents/download/multiple'));
    await page.getByRole('button', { name: w.download }).click();
    const response = await answer;
    expect(response.status()).toBe(202);
    // in the info toast, under its title
    await expect(page.getByRole('alert').filter({ hasText: w.started })).toBeVisible();

    // the export fails (after its retries), and the Exports page says why in the reader's language
    // the newest export of this user: the one the download queued
    const [{ uuid: exportId }] = (await callApi(page, `/exports?range=${encodeURIComponent('[0,0]')}`)) as Array<{
      uuid: string;
    }>;
    await expect
      .poll(async () => ((await callApi(page, `/exports/${exportId}`)) as { status: string }).status, {
        timeout: 90_000,
      })
      .toBe('failed');
    const { fileName } = (await callApi(page, `/exports/${exportId}`)) as { fileName: string };
    await page.goto('/exports');
    const row = page.getByRole('row').filter({ hasText: fileName }).first();
    await expect(row.getByText(w.failed, { exact: true })).toBeVisible();
    await expect(row.getByText(w.missing, { exact: true })).toBeVisible();
  });
}
