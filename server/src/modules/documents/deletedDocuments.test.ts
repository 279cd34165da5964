/**
 * Deleted documents kept for the retention period (issue 19): out of every list, kept with their original and
 * history for administrators (403 for others, 404 for another company), purged by a job only after the period, the
 * purge written in the audit trail.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, deletedDocuments, documentFiles, jobs } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { importScan } from '../../../test/scans';
import { PURGE_JOB, purgeDeletedDocument, retentionEnd } from './archive';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let admin: string, clerk: string, other: string;
let n = 0;

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db, {
    clerkPermissions: ['VIEW_DOCUMENTS', 'DOWNLOAD_DOCUMENTS', 'DELETE_DOCUMENTS'],
  });
  admin = await t.token({ sub: a.admin.id, roles: [] });
  clerk = await t.token({ sub: a.clerk.id, roles: ['linkeduser'] });
  other = await t.token({ sub: (await createAccount(t.database.db)).admin.id, roles: [] });
}, 120_000);
afterAll(() => t?.close());

const get = (token: string, url: string) => t.call(token, { method: 'GET', url: `${API}${url}` });
/** A document imported then deleted by `token`; answers its uuid and its stored file row. */
async function deleted(token = admin) {
  const scan = 1000 + ++n;
  const id = await importScan(t, admin, scan);
  const fileId = (await get(admin, `/documents/${id}/record`)).json().documentid as string;
  const del = await t.call(token, { method: 'DELETE', url: `${API}/documents/${id}` });
  expect(del.statusCode, del.body).toBe(200);
  const [file] = await t.database.db.select().from(documentFiles).where(eq(documentFiles.uuid, fileId));
  return { id, file, scan };
}
const archived = async (id: string) =>
  (await t.database.db.select().from(deletedDocuments).where(eq(deletedDocuments.id, id)))[0];

describe('a deleted document', () => {
  it('leaves every list of the documents, and is kept in the deleted documents with who deleted it and until when', async () => {
    const { id, file } = await deleted();
    expect((await get(admin, `/documents/${id}/record`)).statusCode).toBe(404);
    const all = await get(admin, '/documents?range=[0,499]');
    expect(all.json().map((d: { uuid: string }) => d.uuid)).not.toContain(id);
    const list = await get(admin, '/deleteddocuments');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-range']).toMatch(/^deleteddocuments 0-\d+\/\d+$/);
    const row = list.json().find((d: { uuid: string }) => d.uuid === id);
    expect(row).toMatchObject({ deletedby: 'Ada Admin', hasfile: true, sha256: file.sha256 });
    expect(row.purgeafter).toBe(retentionEnd(new Date(row.deletedat), 10).toISOString());
    // its history stays in the audit trail
    const history = await get(admin, `/audit?filter=${encodeURIComponent(JSON.stringify({ entityId: id }))}`);
    expect(history.json().map((e: { action: string }) => e.action)).toContain('DELETE');
  });

  it('is no duplicate of the same file imported again, which makes a new document', async () => {
    const { id, scan } = await deleted();
    const again = await importScan(t, admin, scan);
    expect(again).not.toBe(id);
    expect((await get(admin, `/documents/${again}/record`)).statusCode).toBe(200);
    expect(await archived(id)).toBeTruthy();
  });

  it('pages its list like every list, and searches it', async () => {
    await deleted();
    await deleted();
    const page = await get(admin, '/deleteddocuments?range=[0,0]&sort=["deletedat","DESC"]');
    expect(page.json()).toHaveLength(1);
    expect(page.headers['content-range']).toMatch(/^deleteddocuments 0-0\/[3-9]\d*$/);
    const none = await get(admin, `/deleteddocuments?filter=${encodeURIComponent('{"q":"no such thing"}')}`);
    expect(none.json()).toEqual([]);
    expect((await get(admin, '/deleteddocuments?sort=["content","ASC"]')).statusCode).toBe(400);
  });

  it('gives its original to an administrator, checked against the SHA-256 of its import', async () => {
    const { id, file } = await deleted(clerk);
    const res = await get(admin, `/deleteddocuments/${id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    const path = join(t.config.DATA_DIR, 'files', file.storageKey);
    expect(res.rawPayload.equals(await readFile(path))).toBe(true);
    expect((await get(admin, `/deleteddocuments/${id}`)).json()).toMatchObject({ uuid: id, lifecycle: [] });
    await writeFile(path, Buffer.concat([await readFile(path), Buffer.from('tampered')]));
    const tampered = await get(admin, `/deleteddocuments/${id}/file`);
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json()).toMatchObject({ code: 'INTEGRITY' });
  });

  it('is for administrators only (403), and for its own company only (404)', async () => {
    const { id } = await deleted();
    for (const url of ['/deleteddocuments', `/deleteddocuments/${id}`, `/deleteddocuments/${id}/file`]) {
      expect((await get(clerk, url)).statusCode, url).toBe(403);
    }
    for (const url of [`/deleteddocuments/${id}`, `/deleteddocuments/${id}/file`]) {
      expect((await get(other, url)).statusCode, url).toBe(404);
    }
    expect((await get(other, '/deleteddocuments')).json().map((d: { uuid: string }) => d.uuid)).not.toContain(id);
  });

  it('is kept for the retention period set in the company settings (at least 6 years)', async () => {
    const info = (await get(admin, '/companies/companyInfo')).json();
    expect(info.retentionyears).toBe(10);
    const put = (retentionyears: number) =>
      t.call(admin, {
        method: 'PUT',
        url: `${API}/companies`,
        payload: { name: info.name, items: info.items, emailtemplate: 'Paid', retentionyears },
      });
    expect((await put(3)).statusCode).toBe(400);
    const saved = await put(7);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().retentionyears).toBe(7);
    const { id } = await deleted();
    const row = await archived(id);
    expect(row.purgeAfter.toISOString()).toBe(retentionEnd(row.deletedAt, 7).toISOString());
    await t.database.db.update(companies).set({ retentionyears: 10 }).where(eq(companies.id, a.master.id));
  });
});

describe('the purge', () => {
  it('is queued for the end of the period, and purges nothing before it', async () => {
    const { id, file } = await deleted();
    const row = await archived(id);
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, PURGE_JOB), eq(jobs.status, 'queued')));
    expect(queued.find((j) => j.payload.id === id)?.runAt.toISOString()).toBe(row.purgeAfter.toISOString());
    const justBefore = new Date(row.purgeAfter.getTime() - 1000);
    expect(await purgeDeletedDocument(t.database.db, t.app.files, id, justBefore)).toBe(false);
    expect(await archived(id)).toBeTruthy();
    expect(existsSync(join(t.config.DATA_DIR, 'files', file.storageKey))).toBe(true);
    expect((await get(admin, `/deleteddocuments/${id}/file`)).statusCode).toBe(200);
  });

  it('runs as a job once the period is over: the document, its file and original go, and the trail says so', async () => {
    const { id, file } = await deleted();
    // ten years later: the period is over and the job is due
    const past = new Date(Date.now() - 1000);
    await t.database.db.update(deletedDocuments).set({ purgeAfter: past }).where(eq(deletedDocuments.id, id));
    const mine = (await t.database.db.select().from(jobs).where(eq(jobs.kind, PURGE_JOB))).find(
      (j) => j.payload.id === id,
    )!;
    await t.database.db.update(jobs).set({ runAt: past }).where(eq(jobs.uuid, mine.uuid));
    t.app.jobs.start();
    try {
      await expect
        .poll(async () => (await t.database.db.select().from(jobs).where(eq(jobs.uuid, mine.uuid)))[0].status, {
          timeout: 20_000,
        })
        .toBe('done');
    } finally {
      await t.app.jobs.stop();
    }
    expect(await archived(id)).toBeUndefined();
    expect(await t.database.db.select().from(documentFiles).where(eq(documentFiles.uuid, file.uuid))).toEqual([]);
    expect(existsSync(join(t.config.DATA_DIR, 'files', file.storageKey))).toBe(false);
    expect((await get(admin, `/deleteddocuments/${id}`)).statusCode).toBe(404);
    const trail = await get(admin, `/audit?filter=${encodeURIComponent(JSON.stringify({ entityId: id }))}`);
    const purge = trail.json().find((e: { action: string }) => e.action === 'PURGE');
    expect(purge).toMatchObject({ userName: 'system', entity: 'documents' });
    expect(purge.changes.sha256.before).toBe(file.sha256);
    expect((await get(admin, '/audit/verify')).json()).toEqual({ valid: true });
  });
});
