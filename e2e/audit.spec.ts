import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callApi, chooseLanguage, DEMO, otherSignIns, upload, UPLOADS } from './fixtures';

/** Issue 19's administration screens, in English and French: the Audit page verifies the chain; the approval rules screen. */
const LANGS = {
  en: {
    native: undefined,
    audit: 'Audit trail',
    verify: 'Verify the chain',
    verified: /The chain holds/,
    from: 'From',
    day: { typed: '11012026', shown: '11/01/2026' },
    rules: 'Approval rules',
    deleted: 'Deleted documents',
    download: (name: string) => `Download the original of ${name}`,
  },
  fr: {
    native: 'Français',
    audit: 'Journal d’audit',
    verify: 'Vérifier la chaîne',
    verified: /La chaîne est intacte/,
    from: 'Du',
    day: { typed: '01112026', shown: '01/11/2026' },
    rules: 'Règles d’approbation',
    deleted: 'Documents supprimés',
    download: (name: string) => `Télécharger l’original de ${name}`,
  },
} as const;

const signedIn = otherSignIns();

for (const lang of ['en', 'fr'] as const) {
  const t = LANGS[lang];

  for (const width of [1280]) {
    test(`the Audit page verifies the chain; the approval rules screen (${lang}, ${width} px)`, async ({ browser }) => {
      test.setTimeout(90_000);
      const master = await signedIn(browser, DEMO.master, t.native, width);
      await master.goto('/administration/audit');
      await expect(master.getByRole('heading', { name: t.audit })).toBeVisible({ timeout: 20_000 });
      await master.getByRole('button', { name: t.verify }).click();
      await expect(master.getByTestId('chain-check')).toHaveText(t.verified);
      // the period is typed as the interface language writes a day, whatever the browser's
      const from = master.getByRole('group', { name: t.from });
      await from.getByRole('spinbutton').first().click();
      await master.keyboard.type(t.day.typed);
      await expect(from.locator('input')).toHaveValue(t.day.shown);
      await master.screenshot({ path: `.tmp/shots/audit-${lang}-${width}.png`, fullPage: true });
      await master.goto('/administration/approvalrules/create');
      await expect(master.getByText(t.rules).first()).toBeVisible({ timeout: 20_000 });
      await master.screenshot({ path: `.tmp/shots/approvalrules-${lang}-${width}.png`, fullPage: true });
    });
  }

  test(`a deleted document's original is still downloadable by an administrator (${lang})`, async ({ browser }) => {
    test.setTimeout(150_000);
    // uploaded in English (the upload helper reads its progress there), then read in the language tested
    const master = await signedIn(browser, DEMO.master, undefined, 1280);
    // an e-invoice of its own (the same XML with a comment of its own: another SHA-256, no duplicate)
    const name = `deleted-${lang}-${Date.now()}.xml`;
    const file = join(tmpdir(), name);
    writeFileSync(file, `${readFileSync(UPLOADS.facturxXmlInvoice, 'utf8')}\n<!-- ${name} -->\n`);
    await upload(master, [file]);
    const docs = (await callApi(master, '/documents?range=[0,499]')) as Array<{ uuid: string; filename: string }>;
    const doc = docs.find((d) => d.filename === name)!;
    expect(doc).toBeTruthy();
    await callApi(master, `/documents/${doc.uuid}`, { method: 'DELETE' });
    if (t.native) await chooseLanguage(master, t.native);
    await master.goto('/administration/deleteddocuments');
    await expect(master.getByRole('heading', { name: t.deleted })).toBeVisible({ timeout: 20_000 });
    const downloaded = master.waitForEvent('download');
    await master.getByRole('button', { name: t.download(name) }).click();
    expect(readFileSync((await (await downloaded).path())!, 'utf8')).toContain(`<!-- ${name} -->`);
    await master.screenshot({ path: `.tmp/shots/deleteddocuments-${lang}.png`, fullPage: true });
  });
}
