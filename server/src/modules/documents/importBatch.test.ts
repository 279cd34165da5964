import { readFile } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFiles, documents } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount } from '../../../test/factories';
import { UPLOADS } from '../../../test/fixtures/invoices';
import { multipart, postMultipart } from '../../../test/multipart';
import { sha256 } from '../../storage/fileStore';

const API = '/paperdesk/api';
let t: TestContext;
let token: string;
let files: Array<{ name: string; bytes: Buffer }>;

const sendBatch = async (batch: Array<{ name: string; bytes: Buffer }>) => {
  const res = await postMultipart(t, token, '/documents/importdocuments', { recognition: 'false' }, batch);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<{
    filename: string;
    ok: boolean;
    status: number;
    duplicate?: boolean;
    code?: string;
    message?: string;
    document?: { uuid: string; filename: string };
  }>;
};
const documentsOf = async (batch: Array<{ bytes: Buffer }>) =>
  t.database.db
    .select({ uuid: documents.uuid })
    .from(documents)
    .innerJoin(documentFiles, eq(documentFiles.uuid, documents.fileId))
    .where(
      inArray(
        documentFiles.sha256,
        batch.map((f) => sha256(f.bytes)),
      ),
    );

beforeAll(async () => {
  t = await createTestContext({ MAX_UPLOAD_MB: '2' });
  const a = await createAccount(t.database.db);
  token = await t.token({ sub: a.admin.id, roles: [] });
  const pdf = await readFile(UPLOADS.facturxInvoice);
  // distinct bytes per file, so only a re-send is a duplicate
  files = [1, 2, 3].map((i) => ({
    name: `invoice-${i}.pdf`,
    bytes: Buffer.concat([pdf, Buffer.from(`\n%copy ${i}\n`)]),
  }));
}, 60_000);
afterAll(() => t?.close());

describe('batch import: an answer per file, safe to send again', () => {
  it('re-sending a batch cut short answers the stored files with their documents and stores the rest once', async () => {
    // the first attempt stored two files, then its answer was lost
    const first = await sendBatch(files.slice(0, 2));
    expect(first.map((r) => [r.ok, r.status])).toEqual([
      [true, 201],
      [true, 201],
    ]);
    const notes = { name: 'notes.txt', bytes: Buffer.from('not a document') };
    const again = await sendBatch([...files, notes]);
    expect(again.map((r) => [r.filename, r.ok, r.status, r.duplicate ?? false])).toEqual([
      ['invoice-1.pdf', true, 200, true],
      ['invoice-2.pdf', true, 200, true],
      ['invoice-3.pdf', true, 201, false],
      ['notes.txt', false, 415, false],
    ]);
    expect(again[0].document!.uuid).toBe(first[0].document!.uuid);
    expect(again[1].document!.uuid).toBe(first[1].document!.uuid);
    expect(again[0].message).toMatch(/already imported \(invoice-1\.pdf\)/);
    expect(again[3]).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringMatching(/only PDF/) });
    expect(await documentsOf(files)).toHaveLength(3);
    // sent a third time: nothing new, every file answered with its document
    const third = await sendBatch(files);
    expect(third.every((r) => r.ok && r.duplicate)).toBe(true);
    expect(await documentsOf(files)).toHaveLength(3);
  });

  it('the same file sent twice at once is stored once; both answers name that document', async () => {
    const file = { name: 'twice.pdf', bytes: Buffer.concat([files[0].bytes, Buffer.from('\n%twice\n')]) };
    const [x, y] = await Promise.all([sendBatch([file]), sendBatch([file])]);
    const stored = await documentsOf([file]);
    expect(stored).toHaveLength(1);
    expect([x[0].document!.uuid, y[0].document!.uuid]).toEqual([stored[0].uuid, stored[0].uuid]);
    expect([x[0].status, y[0].status].sort()).toEqual([200, 201]);
  });

  it('a single import of a stored file still answers 409 DUPLICATE naming the stored document', async () => {
    const body = multipart({}, [files[2]]);
    const res = await t.call(token, {
      method: 'POST',
      url: `${API}/documents/importdocument`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(409);
    const [stored] = await documentsOf([files[2]]);
    expect(res.json()).toMatchObject({ code: 'DUPLICATE', value: stored.uuid });
  });
});
