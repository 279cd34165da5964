/**
 * The Audit page's export (issue 19: "exports it (CSV/XLSX through the exports)"): POST /exports `{kind: 'audit'}`
 * holds the entries the page lists with the same filters, newest first, read in chunks; administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { csvRows, runExport, startExports } from '../../../test/exports';
import { readSettings } from '../exports/sources';

const API = '/paperdesk/api';
let t: TestContext;
let admin: string, clerk: string, other: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext();
  ({ admin, clerk, other } = await startExports(t));
  for (const name of ['Audit export A', 'Audit export B', 'Audit export C'])
    expect((await t.call(admin, { method: 'POST', url: `${API}/documentlabels`, payload: { name } })).statusCode).toBe(
      201,
    );
}, 60_000);
afterAll(() => t?.close());

describe('the audit trail exported', () => {
  it('holds what the Audit page lists with its filters, newest first, in the user’s language (CSV)', async () => {
    const chunk = readSettings.chunk;
    readSettings.chunk = 2; // crosses chunk boundaries with a few entries
    try {
      const filter = { entity: 'document_labels', action: 'CREATE' };
      const listed = (
        await t.call(admin, { method: 'GET', url: `${API}/audit?filter=${encodeURIComponent(JSON.stringify(filter))}` })
      ).json() as Array<{ entityId: string; userName: string; changes: { name: { after: string } } }>;
      expect(listed.length).toBeGreaterThanOrEqual(3);
      const { exp, file } = await runExport(t, admin, {
        kind: 'audit',
        format: 'csv',
        locale: 'fr',
        fromDate: today,
        toDate: today,
        audit: filter,
      });
      expect(exp).toMatchObject({ status: 'done', kind: 'audit', fileName: `journalaudit-${today}_${today}.csv` });
      const rows = csvRows(file.rawPayload, ';');
      expect(rows[0]).toEqual([
        'Quand (UTC)',
        'Qui',
        'Adresse',
        'Type d’enregistrement',
        'Identifiant',
        'Action',
        'Modifications (avant → après)',
      ]);
      expect(rows.slice(1).map((r) => r[4])).toEqual(listed.map((e) => e.entityId));
      // the record type, the action and the field names in French, as the Audit page says them
      expect(rows[1]).toMatchObject({ 1: listed[0].userName, 3: 'Étiquette de document', 5: 'Création' });
      expect(rows[1][6]).toContain(`Nom: ∅ → ${listed[0].changes.name.after}`);
    } finally {
      readSettings.chunk = chunk;
    }
  });

  it('as XLSX too; a period with no entry is an empty table', async () => {
    const { exp } = await runExport(t, admin, { kind: 'audit', format: 'xlsx', locale: 'en', toDate: '2020-01-01' });
    expect(exp).toMatchObject({ status: 'done', lines: 0, fileName: 'audit-start_2020-01-01.xlsx' });
  });

  it('never holds another account’s entries, and is for administrators only (403)', async () => {
    const { file } = await runExport(t, other, { kind: 'audit', format: 'csv', locale: 'en' });
    expect(file.rawPayload.toString('utf8')).not.toContain('Audit export A');
    const res = await t.call(clerk, {
      method: 'POST',
      url: `${API}/exports`,
      payload: { kind: 'audit', format: 'csv' },
    });
    expect(res.statusCode).toBe(403);
    const bad = await t.call(admin, {
      method: 'POST',
      url: `${API}/exports`,
      payload: { kind: 'audit', format: 'csv', audit: { user: 'nobody' } },
    });
    expect(bad.statusCode).toBe(400);
  });
});
