import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, type InvoiceSetup } from '../../../test/invoiceSetup';
import { UPLOADS } from '../../../test/fixtures/invoices';
import { multipart } from '../../../test/multipart';
import { recognised as recognisedBy } from '../../../test/recognised';
import { HELD_OUT } from '../../../test/fixtures/heldoutSets';
import { garbledPdf } from '../../../test/garbledPdf';
import { shutdownOcr } from '../extraction';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let setup: InvoiceSetup;
let admin: string;
let other: string;
let clerk: string;
let pdf: Buffer;

const upload = (
  token: string,
  files: Array<{ name: string; bytes: Buffer }>,
  fields: Record<string, string> = {},
  url = '/documents/importdocument',
) => {
  const body = multipart(fields, files);
  return t.call(token, { method: 'POST', url: `${API}${url}`, payload: body.payload, headers: body.headers });
};
const record = async (id: string) =>
  (await t.call(admin, { method: 'GET', url: `${API}/documents/${id}/record` })).json();
const recognised = (id: string) => recognisedBy(t, admin, id);

beforeAll(async () => {
  t = await createTestContext({ MAX_UPLOAD_MB: '1' });
  t.app.jobs.start();
  a = await createAccount(t.database.db);
  const b = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
  other = await t.token({ sub: b.admin.id, roles: [] });
  clerk = await t.token({ sub: a.clerk.id, roles: ['linkeduser'] });
  setup = await createInvoiceSetup(t, admin);
  pdf = await readFile(UPLOADS.facturxInvoice);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await shutdownOcr();
});

describe('import and recognition', () => {
  let id: string;
  it('stores the file, answers the document at once and recognises it in the background', async () => {
    const res = await upload(admin, [{ name: '../../etc/Facture F20220023.pdf', bytes: pdf }], {
      recognition: 'true',
      type: setup.origin.suppliers.uuid,
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    id = doc.uuid;
    expect(doc.filename).toBe('Facture F20220023.pdf');
    expect(doc.status).toBe(0);
    const done = await recognised(id);
    expect(done).toMatchObject({
      status: 1,
      id: 'F20220023',
      date: '2022-01-31',
      supplieruuid: setup.supplier.uuid,
      documentgroupuuid: setup.group.uuid,
      totalht: '100.00',
      totaltva: '4.90',
      totalttc: '104.90',
      category: 'INVOICE',
    });
    expect(done.provenance.totalTTC).toMatchObject({ source: 'xml', confidence: 1 });
    // every field from the XML, a known supplier, amounts that add up: nothing to check
    expect(done.readytovalidate).toBe(true);
    expect(done.problems).toEqual([]);
  });

  it('reads a PDF whose text layer is garbled by OCR, and the document says so', async () => {
    const artisan = HELD_OUT.find((h) => h.name === 'fr-artisan')!;
    const res = await upload(admin, [{ name: 'garbled.pdf', bytes: garbledPdf(artisan.lines, 'shifted') }], {
      recognition: 'true',
      type: setup.origin.suppliers.uuid,
    });
    const done = await recognised(res.json().uuid);
    expect(done).toMatchObject({ status: 1, id: '2024-0315', date: '2024-04-18', totalttc: '1160.50' });
    // each value says it was read by OCR, the note on the file why
    expect(done.provenance.totalTTC).toMatchObject({ source: 'ocr' });
    expect(done.provenance.invoiceNumber).toMatchObject({ source: 'ocr' });
    expect(done.message).toContain('page 1: text layer garbled (odd characters), read by OCR');
  }, 60_000);

  it("files a document of an unknown supplier in its origin type's first group, credit notes negative", async () => {
    const avoir = await readFile(UPLOADS.unknownSupplierCredit);
    const res = await upload(admin, [{ name: 'avoir.pdf', bytes: avoir }], {
      recognition: 'true',
      type: setup.origin.suppliers.uuid,
    });
    const done = await recognised(res.json().uuid);
    expect(done).toMatchObject({ supplieruuid: null, documentgroupuuid: setup.group.uuid, category: 'CREDIT' });
    expect(done.suppliername.toLowerCase()).toContain('au bon moulin');
    expect(Number(done.totalttc)).toBeLessThan(0);
    // a proposed (unknown) supplier is a field to check
    expect(done.readytovalidate).toBe(false);
  });

  it('reports a second upload of the same file as a duplicate', async () => {
    const res = await upload(admin, [{ name: 'copy.pdf', bytes: pdf }]);
    expect(res.statusCode).toBe(409);
    // the stored document's id to open it, and its name in a sentence every language says
    expect(res.json()).toMatchObject({
      code: 'DUPLICATE',
      value: id,
      key: 'error.upload.duplicate',
      params: { name: 'Facture F20220023.pdf' },
    });
    // a branch that does not see the master's copy is told so, without its name or a link to it
    const branch = await t.token({ sub: a.branchAdmin!.id, roles: [] });
    const elsewhere = await upload(branch, [{ name: 'copy.pdf', bytes: pdf }]);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ code: 'DUPLICATE', key: 'error.upload.duplicateelsewhere' });
    expect(elsewhere.json()).not.toHaveProperty('value');
    expect(elsewhere.body).not.toContain('F20220023');
  });

  it('checks files by content, size and readability, leaving nothing behind', async () => {
    const before = (await t.call(admin, { method: 'GET', url: `${API}/documents/saved` })).json().length;
    const fake = await upload(admin, [{ name: 'invoice.pdf', bytes: Buffer.from('just some text, not a PDF') }]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toMatch(/only PDF/);
    const big = await upload(admin, [{ name: 'big.pdf', bytes: Buffer.concat([pdf, Buffer.alloc(1_200_000)]) }]);
    expect(big.statusCode).toBe(413);
    // the server's own limit (MAX_UPLOAD_MB), said in the reader's language
    expect(big.json()).toMatchObject({ key: 'error.upload.toolarge', params: { max: 1 } });
    const empty = await upload(admin, [{ name: 'empty.pdf', bytes: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ code: 'UNREADABLE_FILE', key: 'error.upload.empty' });
    const corrupt = await upload(admin, [
      { name: 'broken.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 65)]) },
    ]);
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json().key).toBe('error.upload.damaged');
    expect((await t.call(admin, { method: 'GET', url: `${API}/documents/saved` })).json()).toHaveLength(before);
  });

  it('imports several files, each answered on its own', async () => {
    const png = await readFile(UPLOADS.scan);
    const res = await upload(
      admin,
      [
        { name: 'aws.png', bytes: png },
        { name: 'notes.txt', bytes: Buffer.from('hello') },
      ],
      { recognition: 'false' },
      '/documents/importdocuments',
    );
    expect(res.statusCode).toBe(200);
    const [ok, refused] = res.json();
    expect(ok).toMatchObject({ ok: true, document: { status: 1, mime: 'image/png' } });
    expect(refused).toMatchObject({ ok: false, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('needs the upload permission and refuses another company its files and records', async () => {
    expect((await upload(clerk, [{ name: 'x.pdf', bytes: pdf }])).statusCode).toBe(403);
    for (const url of [`/documents/${id}`, `/documents/${id}/record`]) {
      expect((await t.call(other, { method: 'GET', url: `${API}${url}` })).statusCode).toBe(404);
    }
    expect(
      (await t.call(other, { method: 'PUT', url: `${API}/documents/${id}`, payload: { name: 'x' } })).statusCode,
    ).toBe(404);
    expect((await t.call(other, { method: 'DELETE', url: `${API}/documents/${id}` })).statusCode).toBe(404);
    expect((await t.call(other, { method: 'GET', url: `${API}/documents/saved` })).json()).toEqual([]);
  });

  it('answers a malformed id 404, like an unknown one, and a refused body 400 with its field keys', async () => {
    const calls = [
      ['GET', '/documents/not-an-id'],
      ['GET', '/documents/not-an-id/record'],
      ['PUT', '/documents/not-an-id'],
      ['DELETE', '/documents/not-an-id'],
      ['GET', '/documents/not-an-id/seller'],
      ['GET', '/documents/not-an-id/duplicates'],
      ['GET', '/documents/recognition/not-an-id'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.call(admin, { method, url: `${API}${url}`, ...(method === 'PUT' ? { payload: {} } : {}) });
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([404, 'NOT_FOUND']);
    }
    const bulk = await t.call(admin, {
      method: 'POST',
      url: `${API}/documents/multi/label`,
      payload: { documents: ['x'], label: null },
    });
    expect([bulk.statusCode, bulk.json().code, bulk.json().fields]).toEqual([
      400,
      'VALIDATION',
      { 'documents.0': 'error.uuid' },
    ]);
    const update = await t.call(admin, { method: 'PUT', url: `${API}/documents/${id}`, payload: { date: 'soon' } });
    expect([update.statusCode, Object.keys(update.json().fields)]).toEqual([400, ['date']]);
    // a body left out is an empty one: nothing changes
    const empty = await t.call(admin, { method: 'PUT', url: `${API}/documents/${id}` });
    expect([empty.statusCode, empty.json().uuid]).toEqual([200, id]);
  });

  it('serves the file to the app with its token, named by the rule of §9', async () => {
    const res = await t.call(admin, { method: 'GET', url: `${API}/documents/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf)).toBe(true);
    const prefix = a.master.name
      .split(/\s+/)
      .map((w) => w.slice(0, 3))
      .join('.');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      `${prefix}-LE FOURNISSEUR-F20220023.pdf`,
    );
  });
});

describe('review, validation and state rules', () => {
  let id: string;
  beforeAll(async () => {
    const res = await upload(admin, [{ name: 'manual.pdf', bytes: await readFile(UPLOADS.facturxCredit) }], {
      recognition: 'false',
    });
    id = res.json().uuid;
  });

  it('keeps amount keywords as exact decimals and refuses values of the wrong type', async () => {
    const bad = await t.call(admin, {
      method: 'PUT',
      url: `${API}/documents/${id}`,
      payload: { documentgroupuuid: setup.group.uuid, data: [{ keyworduuid: setup.kw.ttc.uuid, value: 'douze' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(`data.${setup.kw.ttc.uuid}`);
    const ok = await t.call(admin, {
      method: 'PUT',
      url: `${API}/documents/${id}`,
      payload: {
        documentgroupuuid: setup.group.uuid,
        supplieruuid: setup.supplier.uuid,
        suppliername: 'LE FOURNISSEUR',
        id: 'M-1',
        date: '2026-01-10',
        data: [
          { keyworduuid: setup.kw.ht.uuid, value: '0,10' },
          { keyworduuid: setup.kw.tva.uuid, value: '0.2' },
          { keyworduuid: setup.kw.ttc.uuid, value: 0.3 },
          { keyworduuid: setup.kw.due.uuid, value: '2026-02-10' },
          { keyworduuid: setup.kw.type.uuid, value: 'INVOICE' },
        ],
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ totalht: '0.10', totaltva: '0.20', totalttc: '0.30', category: 'INVOICE' });
  });

  it('refuses to validate an invalid document and says why', async () => {
    const res = await t.call(admin, {
      method: 'PUT',
      url: `${API}/documents/${id}`,
      payload: { status: 2, data: [{ keyworduuid: setup.kw.ttc.uuid, value: '0.31' }] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/document\.error\.amounts/);
    expect((await record(id)).status).toBe(1);
    const can = await t.call(admin, {
      method: 'POST',
      url: `${API}/documents/canvalidateorpay`,
      payload: { documentuuid: id },
    });
    expect(can.json()).toBe(true);
  });

  it('validates, joins the to-pay amount, then freezes all but the label', async () => {
    const res = await t.call(admin, { method: 'PUT', url: `${API}/documents/${id}`, payload: { status: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 2, solde: '0.30' });
    const validated = (await t.call(admin, { method: 'GET', url: `${API}/documents/validated` })).json();
    expect(validated.map((d: { uuid: string }) => d.uuid)).toContain(id);
    expect(
      (await t.call(admin, { method: 'PUT', url: `${API}/documents/${id}`, payload: { id: 'CHANGED' } })).statusCode,
    ).toBe(409);
    const label = (
      await t.call(admin, {
        method: 'POST',
        url: `${API}/documentlabels`,
        payload: { name: 'Urgent', color: '#ff0000' },
      })
    ).json();
    const labelled = await t.call(admin, {
      method: 'PUT',
      url: `${API}/documents/${id}`,
      payload: { labeluuid: label.uuid },
    });
    expect(labelled.statusCode).toBe(200);
  });

  it('refuses to delete a paid document, deletes a saved one (kept among the deleted documents)', async () => {
    await t.database.db.update(documents).set({ status: 4 }).where(eq(documents.uuid, id));
    const paid = await t.call(admin, { method: 'DELETE', url: `${API}/documents/${id}` });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toMatch(/paid/);
    const png = await readFile(UPLOADS.otherScan);
    const doc = (await upload(admin, [{ name: 'f.png', bytes: png }], { recognition: 'false' })).json();
    const del = await t.call(admin, { method: 'DELETE', url: `${API}/documents/${doc.uuid}` });
    expect(del.json()).toEqual({ success: true });
    expect((await t.call(admin, { method: 'GET', url: `${API}/documents/${doc.uuid}` })).statusCode).toBe(404);
  });
});
