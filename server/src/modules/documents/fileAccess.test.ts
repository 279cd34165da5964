/**
 * A document's file: the preview for View documents, the download for Download documents only (spec §6), and the
 * bulk download by file ids (spec §7).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFiles } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { importScan } from '../../../test/scans';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let admin: string;
let viewer: string;
let other: string;
let ids: string[];

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
  viewer = await t.token({ sub: a.clerk.id, roles: ['linkeduser'] });
  other = await t.token({ sub: (await createAccount(t.database.db)).admin.id, roles: [] });
  ids = [await importScan(t, admin, 1), await importScan(t, admin, 2), await importScan(t, admin, 3)];
}, 120_000);
afterAll(() => t?.close());

const file = (token: string, id: string, query = '') =>
  t.call(token, { method: 'GET', url: `${API}/documents/${id}${query}` });
const fileIdOf = async (id: string) =>
  (await t.call(admin, { method: 'GET', url: `${API}/documents/${id}/record` })).json().documentid as string;
const zip = (token: string, payload: string[]) =>
  t.call(token, { method: 'PUT', url: `${API}/documents/download/multiple`, payload });

describe('GET /documents/{id}', () => {
  it('shows the file inline to a user who may only view documents, and refuses them the download (403)', async () => {
    const preview = await file(viewer, ids[0], '?inline=true');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline/);
    for (const query of ['', '?inline=false', '?original=true']) {
      const res = await file(viewer, ids[0], query);
      expect(res.statusCode, query).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('downloads the file as an attachment with Download documents', async () => {
    const res = await file(admin, ids[0]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('never serves an original whose SHA-256 is no longer the one of its import (409 INTEGRITY)', async () => {
    const [stored] = await t.database.db
      .select()
      .from(documentFiles)
      .where(eq(documentFiles.uuid, await fileIdOf(ids[2])));
    const path = join(t.config.DATA_DIR, 'files', stored.storageKey);
    const original = await readFile(path);
    await writeFile(path, Buffer.concat([original, Buffer.from('tampered')]));
    try {
      for (const query of ['', '?inline=true']) {
        const res = await file(admin, ids[2], query);
        expect(res.statusCode, query).toBe(409);
        expect(res.json()).toMatchObject({ code: 'INTEGRITY', key: 'error.integrity' });
      }
    } finally {
      await writeFile(path, original);
    }
    expect((await file(admin, ids[2])).statusCode).toBe(200);
  });

  it('refuses a read-only user any change, the label included (403, nothing saved)', async () => {
    const label = (
      await t.call(admin, { method: 'POST', url: `${API}/documentlabels`, payload: { name: 'Vu' } })
    ).json();
    const res = await t.call(viewer, {
      method: 'PUT',
      url: `${API}/documents/${ids[0]}`,
      payload: { labeluuid: label.uuid },
    });
    expect(res.statusCode).toBe(403);
    const record = (await t.call(admin, { method: 'GET', url: `${API}/documents/${ids[0]}/record` })).json();
    expect(record.labeluuid).toBeNull();
  });
});

describe('PUT /documents/download/multiple', () => {
  it("zips the files named by their file ids (the spec's call), as by their documents' ids", async () => {
    const fileIds = await Promise.all(ids.map(fileIdOf));
    expect(fileIds.every((f, i) => f && f !== ids[i])).toBe(true);
    for (const payload of [fileIds, ids, [fileIds[0], ids[1]]]) {
      const res = await zip(admin, payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('answers 404 for a file id of another company, an unknown one, or without Download documents 403', async () => {
    const fileIds = await Promise.all(ids.map(fileIdOf));
    expect((await zip(other, fileIds.slice(0, 1))).statusCode).toBe(404);
    expect((await zip(admin, [fileIds[0], '00000000-0000-4000-8000-000000000000'])).statusCode).toBe(404);
    expect((await zip(viewer, fileIds.slice(0, 1))).statusCode).toBe(403);
  });
});
