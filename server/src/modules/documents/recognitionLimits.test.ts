import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../db/schema';
import { createTestContext } from '../../../test/app';
import { createAccount } from '../../../test/factories';
import { importFile } from '../../../test/multipart';
import { shutdownOcr } from '../extraction';
import { BOXES, pagesPdf } from '../../../test/extraction';
import { UPLOADS } from '../../../test/fixtures/invoices';

const API = '/paperdesk/api';
const invoiceFile = () => readFile(UPLOADS.facturxInvoice);

/** A test app (one recognition slot: the worst case) and two companies' admins. */
async function setUp(env: Record<string, string>) {
  const t = await createTestContext({ MAX_UPLOAD_MB: '5', RECOGNITION_CONCURRENCY: '1', ...env });
  const [a, b] = [await createAccount(t.database.db), await createAccount(t.database.db)];
  const tokens = { a: await t.token({ sub: a.admin.id, roles: [] }), b: await t.token({ sub: b.admin.id, roles: [] }) };
  const upload = (token: string, name: string, bytes: Buffer) =>
    importFile(t, token, { recognition: 'true' }, { name, bytes });
  /** Waits for the document to leave recognition (status 0); answers it and the time waited. */
  const recognised = async (token: string, id: string, ms: number) => {
    const t0 = Date.now();
    while (Date.now() - t0 < ms) {
      const doc = (await t.call(token, { method: 'GET', url: `${API}/documents/${id}/record` })).json();
      if (doc.status !== 0) return { doc, waited: Date.now() - t0 };
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`document ${id} still in recognition after ${ms} ms`);
  };
  return { t, tokens, upload, recognised };
}

afterAll(() => shutdownOcr());

describe('a page bomb does not hold recognition up (page limit)', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp({ RECOGNITION_MAX_PAGES: '50' });
  }, 60_000);
  afterAll(() => s?.t.close());

  it('a normal invoice queued behind a 5,000-page PDF is recognised within a minute; the bomb is kept, marked for review', async () => {
    const bomb = await s.upload(s.tokens.a, 'bomb.pdf', pagesPdf(5000));
    const invoice = await s.upload(s.tokens.b, 'invoice.pdf', await invoiceFile());
    s.t.app.jobs.start();
    const { doc, waited } = await s.recognised(s.tokens.b, invoice, 60_000);
    expect(waited).toBeLessThan(60_000);
    expect(doc).toMatchObject({ status: 1, id: 'F20220023' });
    const { doc: kept } = await s.recognised(s.tokens.a, bomb, 30_000);
    expect(kept.status).toBe(1);
    expect(kept.message).toMatch(
      /^Recognition stopped after 50 pages \(limit\): the other 4950 pages were not read — review by hand/,
    );
  }, 90_000);
});

describe('a recognition past its time limit stops and frees its slot', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp({ RECOGNITION_MAX_PAGES: '5000', RECOGNITION_TIMEOUT_SECONDS: '3' });
  }, 60_000);
  afterAll(() => s?.t.close());

  it('stops the work at the limit, keeps the document with the reason and runs the next one', async () => {
    // pages with drawings and no text: each goes to OCR, the limit falls in the middle of one
    const slow = await s.upload(s.tokens.a, 'drawings.pdf', pagesPdf(200, BOXES));
    const invoice = await s.upload(s.tokens.a, 'invoice.pdf', await invoiceFile());
    const t0 = Date.now();
    s.t.app.jobs.start();
    const { doc } = await s.recognised(s.tokens.a, slow, 30_000);
    expect(Date.now() - t0).toBeLessThan(3000 + 2500);
    expect(doc.status).toBe(1);
    expect(doc.message).toMatch(
      /^Recognition took longer than 3 s \(limit\) and was stopped after \d+ of 200 pages: the rest was not read — review by hand/,
    );
    const [job] = await s.t.database.db.select().from(jobs).where(eq(jobs.subject, slow));
    expect(job).toMatchObject({ status: 'failed', attempts: 1, lockedBy: null });
    expect(doc.message.startsWith(job.error!)).toBe(true);
    const { doc: next } = await s.recognised(s.tokens.a, invoice, 30_000);
    expect(next).toMatchObject({ status: 1, id: 'F20220023' });
  }, 60_000);
});
