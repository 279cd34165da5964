import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { originTypePath } from '../src/domain/originTypes/originType.model';
import { callApi, chooseLanguage, DEMO, signIn } from './fixtures';

/**
 * What arrived and what became of it (issue 18), in French and in English: files sent with an API key show in the
 * intake log with their channel and result (imported, refused with the reason in the reader's language), the log filters by channel, and the
 * document list's "Arrived by" filter keeps what came through the API. Wide and at 420 px, nothing off-screen.
 */
test.describe.configure({ mode: 'serial' });

const LANGS = [
  {
    code: 'fr',
    language: 'Français',
    channel: 'Canal',
    api: 'API',
    imported: 'Importé',
    refused: 'Refusé',
    arrivedBy: 'Arrivé par',
    upload: 'Import manuel',
    notADocument: 'Seuls les fichiers PDF, PNG, JPEG, TIFF, WebP et XML de facture électronique sont acceptés.',
  },
  {
    code: 'en',
    language: 'English',
    channel: 'Channel',
    api: 'API',
    imported: 'Imported',
    refused: 'Refused',
    arrivedBy: 'Arrived by',
    upload: 'Upload',
    notADocument: 'Only PDF, PNG, JPEG, TIFF, WebP and e-invoice XML files are accepted.',
  },
] as const;

for (const lang of LANGS) {
  test(`${lang.language}: the intake log shows what an API key sent and what became of it; the list filters by channel`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const number = `API-${lang.code}-${Date.now()}`;
    await signIn(page, DEMO.master);
    await chooseLanguage(page, lang.language);
    const key = (await callApi(page, '/apikeys', {
      method: 'POST',
      body: { name: `Connecteur ${number}`, scope: 'IMPORT_READ' },
    })) as { secret: string };
    const xml = readFileSync('server/test/fixtures/einvoices/cii-invoice.xml', 'utf8').replace(
      /(<rsm:ExchangedDocument>\s*<ram:ID>)[^<]+/,
      `$1${number}`,
    );
    const send = (name: string, mimeType: string, buffer: Buffer) =>
      page.request.post('/paperdesk/api/documents/importdocument', {
        headers: { 'x-api-key': key.secret },
        multipart: { file: { name, mimeType, buffer } },
      });
    const ok = await send(`${number}.xml`, 'application/xml', Buffer.from(xml));
    expect(ok.status(), await ok.text()).toBe(201);
    const doc = (await ok.json()) as { uuid: string };
    expect((await send(`${number}.txt`, 'text/plain', Buffer.from('pas une facture'))).status()).toBe(415);

    await page.goto('/configurations/intakelog');
    await page.getByRole('combobox', { name: lang.channel }).click();
    await page.getByRole('option', { name: lang.api, exact: true }).click();
    const imported = page.getByRole('row').filter({ hasText: `${number}.xml` });
    await expect(imported).toBeVisible({ timeout: 20_000 });
    await expect(imported.getByText(lang.imported, { exact: true })).toBeVisible();
    await expect(imported.getByText(`Connecteur ${number}`)).toBeVisible();
    const refused = page.getByRole('row').filter({ hasText: `${number}.txt` });
    await expect(refused.getByText(lang.refused, { exact: true })).toBeVisible();
    // the reason in the reader's language (the refusal is stored as the API answered it)
    await expect(refused.getByText(lang.notADocument, { exact: true })).toBeVisible();
    for (const width of [1280, 420]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `intake log at ${width}`).toBeLessThanOrEqual(1);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // the documents to validate of its origin type, filtered on what came through the API
    const recordOf = async () =>
      (await callApi(page, `/documents/${doc.uuid}/record`)) as { origintype?: string; id?: string };
    // recognised: its number read and its origin type chosen
    await expect.poll(async () => (await recordOf()).id, { timeout: 60_000 }).toBe(number);
    const record = await recordOf();
    const origins = (await callApi(page, '/documents/origintypes')) as Array<{ uuid: string; name: string }>;
    const origin = origins.find((o) => o.uuid === record.origintype)!;
    await page.goto(`/documents/${originTypePath(origin.name)}/saved`);
    await page.getByRole('combobox', { name: lang.arrivedBy }).click();
    await page.getByRole('option', { name: lang.api, exact: true }).click();
    await expect(page.getByRole('cell', { name: number, exact: true })).toBeVisible({ timeout: 30_000 });
    // and not among the uploads
    await page.getByRole('combobox', { name: lang.arrivedBy }).click();
    await page.getByRole('option', { name: lang.upload, exact: true }).click();
    await expect(page.getByRole('cell', { name: number, exact: true })).toHaveCount(0);
  });
}
