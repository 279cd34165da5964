/** A file stored by an import that never recorded it (a batch killed mid-way) goes at the next start. */
import { utimes } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { documentFiles, documents } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { importScan } from '../../../test/scans';
import { documentsFolder, ORPHAN_GRACE_MS, sweepOrphanFiles } from './orphanFiles';

let t: TestContext;
let a: TestAccount;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
}, 60_000);
afterAll(() => t?.close());

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);
const age = (key: string) => utimes(t.app.files.pathOf(key), twoHoursAgo(), twoHoursAgo());

it('removes the old files no document owns, keeps the owned ones and those another node may still record', async () => {
  const doc = await importScan(t, admin, 1);
  const [owned] = await t.database.db
    .select({ key: documentFiles.storageKey })
    .from(documents)
    .innerJoin(documentFiles, eq(documentFiles.uuid, documents.fileId))
    .where(eq(documents.uuid, doc));
  await age(owned.key);
  // what a killed import leaves: its file stored, no record of it
  const orphan = (await t.app.files.put(documentsFolder(a.master.id), 'png', Buffer.from('orphan'))).key;
  const branchOrphan = (await t.app.files.put(documentsFolder(a.branches[0].id), 'pdf', Buffer.from('%PDF'))).key;
  const fresh = (await t.app.files.put(documentsFolder(a.master.id), 'pdf', Buffer.from('being recorded'))).key;
  await age(orphan);
  await age(branchOrphan);

  const removed = await sweepOrphanFiles(t.database.db, t.app.files, Date.now() - ORPHAN_GRACE_MS);
  expect(removed).toBeGreaterThanOrEqual(2);
  expect(await t.app.files.exists(orphan)).toBe(false);
  expect(await t.app.files.exists(branchOrphan)).toBe(false);
  expect(await t.app.files.exists(owned.key)).toBe(true);
  expect(await t.app.files.exists(fresh)).toBe(true);
  // the document still downloads
  const file = await t.call(admin, { method: 'GET', url: `/paperdesk/api/documents/${doc}` });
  expect(file.statusCode).toBe(200);
  // a second sweep (another node at the same time) finds nothing more to do, and fails on nothing
  expect(await sweepOrphanFiles(t.database.db, t.app.files, Date.now() - ORPHAN_GRACE_MS)).toBe(0);
  await t.app.files.remove(fresh);
});

it('on a single node (the embedded database), every file stored before the start is a candidate', async () => {
  const orphan = (await t.app.files.put(documentsFolder(a.master.id), 'png', Buffer.from('left by the last run'))).key;
  const startedAt = Date.now() + 1;
  await new Promise((r) => setTimeout(r, 5));
  expect(await sweepOrphanFiles(t.database.db, t.app.files, startedAt)).toBe(1);
  expect(await t.app.files.exists(orphan)).toBe(false);
});
