import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, DEMO, signIn } from './fixtures';

/**
 * How documents arrive by themselves and who is told (issue 18), on the Configurations screens: a mailbox (its
 * poll error on its row), an API key (its secret shown once) and a webhook (a signed test event to a local
 * receiver, shown in its delivery log), in French and in English, wide and at 420 px.
 */
const shoot = async (page: Page, name: string) => {
  for (const width of [1280, 420]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/shots/arrivals-${name}-${width}.png`, fullPage: true });
    // nothing off-screen at 420 px
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}`).toBeLessThanOrEqual(1);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

/** A local webhook receiver on loopback: keeps each body with its signature header. */
async function startReceiver() {
  const got: Array<{ body: string; signature: string }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['x-paperdesk-signature']),
      });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, got, close: () => server.close() };
}

const WORDS = {
  fr: {
    language: 'Français',
    name: 'Nom',
    host: 'Serveur IMAP',
    port: 'Port IMAP',
    user: 'Identifiant',
    password: 'Mot de passe',
    save: 'Enregistrer',
    poll: 'Relever maintenant',
    pollFailed: /La boîte mail n’a pas pu être lue/,
    keyTitle: 'Votre nouvelle clé d’API',
    keyDone: 'Je l’ai copiée',
    settings: 'Paramètres de la société',
    platformUrl: 'Adresse de la plateforme (statuts du cycle de vie)',
    platformSecret: 'Secret de signature de la plateforme',
    https: /Utilisez une adresse https:\/\//,
    secretKept: 'Un secret est enregistré ; laissez vide pour le garder.',
  },
  en: {
    language: 'English',
    name: 'Name',
    host: 'IMAP server',
    port: 'Port',
    user: 'User name',
    password: 'Password',
    save: 'Save',
    poll: 'Poll now',
    pollFailed: /The mailbox could not be read/,
    keyTitle: 'Your new API key',
    keyDone: 'I have copied it',
    settings: 'Company settings',
    platformUrl: 'Platform endpoint (lifecycle statuses)',
    platformSecret: 'Platform signing secret',
    https: /Use an https:\/\/ address/,
    secretKept: 'A secret is stored; leave empty to keep it.',
  },
} as const;

for (const code of ['fr', 'en'] as const) {
  const w = WORDS[code];

  test(`${w.language}: a mailbox that cannot be reached shows why on its row`, async ({ page }) => {
    const name = `Factures ${code} ${Date.now()}`;
    await signIn(page, DEMO.master);
    await chooseLanguage(page, w.language);
    await page.goto('/configurations/mailboxes/create');
    await page.getByRole('textbox', { name: w.name, exact: true }).fill(name);
    await page.getByRole('textbox', { name: w.host, exact: true }).fill('127.0.0.1');
    await page.getByRole('spinbutton', { name: w.port, exact: true }).fill('1');
    await page.getByRole('textbox', { name: w.user, exact: true }).fill('factures');
    await page.getByLabel(w.password, { exact: true }).fill('secret');
    await shoot(page, `mailbox-create-${code}`);
    await page.getByRole('button', { name: w.save }).click();
    await expect(page).toHaveURL(/\/configurations\/mailboxes$/);
    await page.getByRole('cell', { name }).click();
    await page.getByRole('button', { name: w.poll }).click();
    await expect(page.getByText(w.pollFailed)).toBeVisible({ timeout: 30_000 });
    await page.goto('/configurations/mailboxes');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').filter({ hasText: /ECONNREFUSED|refus|connect/i })).toBeVisible();
    await shoot(page, `mailboxes-${code}`);
  });

  test(`${w.language}: an API key shows its secret once, then only its start`, async ({ page }) => {
    const name = `Scanner ${code} ${Date.now()}`;
    await signIn(page, DEMO.master);
    await chooseLanguage(page, w.language);
    await page.goto('/configurations/apikeys/create');
    await page.getByRole('textbox', { name: w.name, exact: true }).fill(name);
    await page.getByRole('button', { name: w.save }).click();
    const dialog = page.getByRole('dialog', { name: w.keyTitle });
    const secret = await dialog.getByTestId('apikey-secret').inputValue();
    expect(secret).toMatch(/^pdk_/);
    await shoot(page, `apikey-secret-${code}`);
    await dialog.getByRole('button', { name: w.keyDone }).click();
    await expect(page).toHaveURL(/\/configurations\/apikeys$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText(secret.slice(0, 10))).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    // the key opens the API's door, a wrong one does not
    const importWith = (key: string) =>
      page.request.post('/paperdesk/api/documents/importdocument', {
        headers: { 'x-api-key': key },
        multipart: { file: { name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not an invoice') } },
      });
    const ok = await importWith(secret);
    expect(ok.status(), await ok.text()).not.toBe(401);
    expect((await importWith(`${secret}x`)).status()).toBe(401);
    await shoot(page, `apikeys-${code}`);
  });

  test(`${w.language}: the platform endpoint is set in company settings, its secret never shown back`, async ({
    page,
  }) => {
    const secret = `platform-secret-${code}-${Date.now()}`;
    await signIn(page, DEMO.master);
    await chooseLanguage(page, w.language);
    await page.getByRole('button', { name: w.settings }).click();
    const dialog = page.getByRole('dialog', { name: w.settings });
    const url = dialog.getByRole('textbox', { name: w.platformUrl, exact: true });
    await url.fill('http://pa.example.fr/cdar');
    await dialog.getByLabel(w.platformSecret, { exact: true }).fill(secret);
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(dialog.getByText(w.https)).toBeVisible();
    await url.fill(`https://pa.example.fr/cdar-${code}`);
    await shoot(page, `company-platform-${code}`);
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: w.settings }).click();
    await expect(url).toHaveValue(`https://pa.example.fr/cdar-${code}`);
    await expect(dialog.getByLabel(w.platformSecret, { exact: true })).toHaveValue('');
    await expect(dialog.getByText(w.secretKept)).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
  });
}

for (const lang of [
  {
    code: 'fr',
    language: 'Français',
    name: 'Nom',
    url: 'Adresse (HTTPS)',
    secret: 'Secret de signature',
    save: 'Enregistrer',
    test: 'Envoyer un événement de test',
    event: 'Événement de test',
    delivered: 'Remis',
    https: /Utilisez une adresse https:\/\//,
  },
  {
    code: 'en',
    language: 'English',
    name: 'Name',
    url: 'Address (HTTPS)',
    secret: 'Signing secret',
    save: 'Save',
    test: 'Send a test event',
    event: 'Test event',
    delivered: 'Delivered',
    https: /Use an https:\/\/ address/,
  },
] as const)
  test(`${lang.language}: a webhook gets a signed test event, shown in its delivery log`, async ({ page }) => {
    const receiver = await startReceiver();
    const secret = `webhook-secret-${Date.now()}`;
    const name = `ERP ${lang.code} ${Date.now()}`;
    try {
      await signIn(page, DEMO.master);
      await chooseLanguage(page, lang.language);
      await page.goto('/configurations/webhooks/create');
      await page.getByRole('textbox', { name: lang.name, exact: true }).fill(name);
      // plain HTTP off this machine is refused where it is typed
      await page.getByRole('textbox', { name: lang.url, exact: true }).fill('http://erp.example.com/hook');
      await page.getByLabel(lang.secret, { exact: true }).fill(secret);
      await page.getByRole('button', { name: lang.save }).click();
      await expect(page.getByText(lang.https)).toBeVisible();
      await page.getByRole('textbox', { name: lang.url, exact: true }).fill(receiver.url);
      await shoot(page, `webhook-create-${lang.code}`);
      await page.getByRole('button', { name: lang.save }).click();
      await expect(page).toHaveURL(/\/configurations\/webhooks$/);
      await page.getByRole('cell', { name }).click();
      await page.getByRole('button', { name: lang.test }).click();
      await expect.poll(() => receiver.got.length, { timeout: 20_000 }).toBeGreaterThan(0);
      const [call] = receiver.got;
      expect(JSON.parse(call.body)).toMatchObject({ event: 'webhook.test' });
      expect(call.signature).toBe(`sha256=${createHmac('sha256', secret).update(call.body).digest('hex')}`);
      const log = page.getByTestId('webhook-log');
      await expect(log.getByText(lang.event)).toBeVisible({ timeout: 15_000 });
      await expect(log.getByText(lang.delivered, { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(secret)).toHaveCount(0);
      await shoot(page, `webhook-edit-${lang.code}`);
    } finally {
      receiver.close();
    }
  });
