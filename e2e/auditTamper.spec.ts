import { spawnSync } from 'node:child_process';
import { expect, test, type Browser } from '@playwright/test';
import pg from 'pg';
import { startAppNode, type AppNode } from './appNode';
import { callApi, chooseLanguage, DEMO, signIn } from './fixtures';

/**
 * Tampering with the audit trail in the database (issue 19, Done when), in English and French: an app node of its own
 * on a fresh PostgreSQL database (the test must reach the rows the server writes); an entry's content is changed by
 * SQL, and both the Audit page's "verify the chain" and `npm run audit:verify` name that entry; put back, the chain
 * holds again.
 */
const SERVER = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DB = `e2e_audit_${process.pid}`;
const url = `${SERVER}/${DB}`;
let app: AppNode;
let sql: pg.Client;

const LANGS = {
  en: {
    native: undefined,
    verify: 'Verify the chain',
    holds: /The chain holds/,
    broken: (seq: number, id: string) => `The chain breaks at entry no. ${seq} (id ${id}): its content was changed`,
  },
  fr: {
    native: 'Français',
    verify: 'Vérifier la chaîne',
    holds: /La chaîne est intacte/,
    broken: (seq: number, id: string) =>
      `La chaîne est rompue à l’entrée n° ${seq} (id ${id}) : son contenu a été modifié`,
  },
} as const;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${DB}`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  app = await startAppNode({ DATABASE_URL: url, DEMO_DATA: 'true' });
  sql = new pg.Client({ connectionString: url });
  await sql.connect();
});

test.afterAll(async () => {
  await sql?.end();
  await app?.close();
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.end();
});

async function auditPage(browser: Browser, native?: string) {
  const context = await browser.newContext({ baseURL: app.base });
  const page = await context.newPage();
  await signIn(page, DEMO.master);
  if (native) await chooseLanguage(page, native);
  return { page, close: () => context.close() };
}

const verifyCli = () =>
  spawnSync(process.execPath, ['node_modules/.bin/tsx', 'server/src/audit/verify.cli.ts'], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
    timeout: 60_000,
  });

for (const lang of ['en', 'fr'] as const) {
  const t = LANGS[lang];
  test(`an audit entry changed in the database is named by the Audit page and by audit:verify (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page, close } = await auditPage(browser, t.native);
    try {
      // a change of its own on record
      const label = (await callApi(page, '/documentlabels', {
        method: 'POST',
        body: { name: `Tamper ${lang}` },
      })) as { uuid: string };
      const {
        rows: [entry],
      } = await sql.query<{ id: string; seq: string; changes: unknown }>(
        'select id, seq, changes from audit_entries where entity_id = $1',
        [label.uuid],
      );
      await page.goto('/administration/audit');
      await page.getByRole('button', { name: t.verify }).click();
      await expect(page.getByTestId('chain-check')).toHaveText(t.holds);

      await sql.query(`update audit_entries set changes = '{"name":{"before":null,"after":"forged"}}' where id = $1`, [
        entry.id,
      ]);
      await page.reload();
      await page.getByRole('button', { name: t.verify }).click();
      await expect(page.getByTestId('chain-check')).toContainText(t.broken(Number(entry.seq), entry.id));
      await page.screenshot({ path: `.tmp/audit-tampered-${lang}.png` });
      const cli = verifyCli();
      expect(cli.status, cli.stderr).toBe(1);
      expect(cli.stdout).toContain(`entry ${entry.id} (#${entry.seq}), hash does not hold`);

      // put back as it was written, the chain holds again
      await sql.query('update audit_entries set changes = $2 where id = $1', [entry.id, JSON.stringify(entry.changes)]);
      expect(verifyCli().status).toBe(0);
    } finally {
      await close();
    }
  });
}
