/**
 * Learning from corrections: a document of a source is validated with the right values, the next document of
 * that source is recognised with them found where the first one had them (labels the rules do not know).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../../seed/demoPdf';
import { documents, extractionHints, suppliers } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, type InvoiceSetup } from '../../../test/invoiceSetup';
import { multipart } from '../../../test/multipart';
import { recognised as recognisedBy } from '../../../test/recognised';
import { extractFields, readDocument } from '.';
import { applyHints, learnHints } from './learning';
import { learnFromValidated, loadHints } from './learningStore';

/** A supplier's own layout: "Pièce" for the number, "Règlement au" for the due date, a delivery date beside the issue date. */
const brunel = (n: string, d: string, due: string, ht: string, tva: string, ttc: string) =>
  textPdf([
    [50, 790, 16, 'Atelier Brunel'],
    [50, 772, 9, '12 rue des Tanneurs, 69002 Lyon'],
    [330, 790, 10, 'Pièce'],
    [420, 790, 10, n],
    [330, 776, 10, 'Livrée le'],
    [420, 776, 10, '02/01/2024'],
    [330, 762, 10, 'Émise le'],
    [420, 762, 10, d],
    [330, 748, 10, 'Règlement au'],
    [420, 748, 10, due],
    [50, 680, 10, 'Désignation'],
    [300, 680, 10, 'Qté'],
    [360, 680, 10, 'PU'],
    [450, 680, 10, 'Montant'],
    [50, 664, 10, 'Reliure cuir'],
    [300, 664, 10, '2'],
    [360, 664, 10, '15,00'],
    [450, 664, 10, '30,00'],
    [50, 650, 10, 'Dorure'],
    [300, 650, 10, '1'],
    [360, 650, 10, '5,50'],
    [450, 650, 10, '5,50'],
    [330, 600, 10, 'Sous-montant'],
    [450, 600, 10, ht],
    [330, 586, 10, 'Part fiscale'],
    [450, 586, 10, tva],
    [330, 572, 10, 'Reste dû'],
    [450, 572, 10, ttc],
  ]);
const FIRST = { id: 'AB/0117', date: '2024-03-12', due: '2024-04-11', ht: '235.50', tva: '47.10', ttc: '282.60' };
const SECOND = { id: 'AB/0152', date: '2024-05-06', due: '2024-06-05', ht: '1180.00', tva: '236.00', ttc: '1416.00' };
const firstPdf = brunel('AB/0117', '12/03/2024', '11/04/2024', '235,50', '47,10', '282,60');
const secondPdf = brunel('AB/0152', '06/05/2024', '05/06/2024', '1 180,00', '236,00', '1 416,00');
const read = (pdf: Buffer) => readDocument(pdf, 'application/pdf', { ocr: false, algorithm: 'PDF' });
const ctx = { suppliers: [{ uuid: 's1', name: 'Atelier Brunel', identifiers: [] }], companyItems: [] };

describe('learned hints (offline)', () => {
  it('finds on the next document what the rules miss, where the validated one had it', async () => {
    const [a, b] = [await read(firstPdf), await read(secondPdf)];
    const plain = extractFields(b, ctx);
    // the rules alone: "Règlement au" is no label they know; "Pièce" neither, but the ranker takes the number
    // after it (an open candidate)
    expect(plain.invoiceNumber?.value).toBe(SECOND.id);
    expect(plain.dueDate?.value).not.toBe(SECOND.due);
    const hints = learnHints(a.text, {
      invoiceNumber: FIRST.id,
      date: FIRST.date,
      dueDate: FIRST.due,
      totalHT: FIRST.ht,
      totalTVA: FIRST.tva,
      totalTTC: FIRST.ttc,
    });
    expect(hints.invoiceNumber).toMatchObject({ label: 'piece', dir: 'right' });
    expect(hints.date?.label).toBe('emise le');
    expect(hints.dueDate?.label).toBe('reglement au');
    const learned = extractFields(b, { ...ctx, hints: { s1: hints } });
    expect({
      id: learned.invoiceNumber?.value,
      date: learned.date?.value,
      due: learned.dueDate?.value,
      ht: learned.totalHT?.value,
      tva: learned.totalTVA?.value,
      ttc: learned.totalTTC?.value,
    }).toEqual(SECOND);
    expect(learned.invoiceNumber).toMatchObject({ source: 'text', confidence: 0.95 });
    // another source's hints are not used
    expect(extractFields(b, { ...ctx, hints: { other: hints } }).invoiceNumber?.value).toBe(plain.invoiceNumber?.value);
  });

  it('keeps the rules where a hint is not found, and never takes amounts that do not add up over ones that do', async () => {
    const b = await read(secondPdf);
    const f = extractFields(b, ctx);
    const fields = {
      ...f,
      totalHT: { value: '1180.00', source: 'text' as const, confidence: 0.9 },
      totalTVA: { value: '236.00', source: 'text' as const, confidence: 0.9 },
      totalTTC: { value: '1416.00', source: 'text' as const, confidence: 0.9 },
    };
    const out = applyHints(
      b.text,
      {
        invoiceNumber: { label: 'no such label', dir: 'right', k: 0, row: 0, col: 0 },
        totalTVA: { label: 'designation', dir: 'below', k: 0, row: 0.5, col: 0 },
      },
      fields,
      'text',
    );
    expect(out.invoiceNumber).toEqual(f.invoiceNumber);
    expect([out.totalHT?.value, out.totalTVA?.value, out.totalTTC?.value]).toEqual(['1180.00', '236.00', '1416.00']);
  });
});

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let setup: InvoiceSetup;
let admin: string;

const upload = (bytes: Buffer, name: string) => {
  const body = multipart({ recognition: 'true', type: setup.origin.suppliers.uuid }, [{ name, bytes }]);
  return t.call(admin, {
    method: 'POST',
    url: `${API}/documents/importdocument`,
    payload: body.payload,
    headers: body.headers,
  });
};
const recognised = (id: string) => recognisedBy(t, admin, id);
const valueOf = (doc: { data: { keyworduuid: string; value: unknown }[] }, kw: { uuid: string }) =>
  doc.data.find((d) => d.keyworduuid === kw.uuid)?.value;

describe('learning from a validated document, through the API', () => {
  beforeAll(async () => {
    t = await createTestContext();
    t.app.jobs.start();
    a = await createAccount(t.database.db);
    admin = await t.token({ sub: a.admin.id, roles: [] });
    setup = await createInvoiceSetup(t, admin, { name: 'Atelier Brunel' });
  }, 120_000);
  afterAll(() => t?.close());

  it('validating one document of a source makes the next one of that source right', async () => {
    const res1 = await upload(firstPdf, 'brunel-0117.pdf');
    expect(res1.statusCode).toBe(201);
    const d1 = await recognised(res1.json().uuid);
    expect(d1.supplieruuid).toBe(setup.supplier.uuid);
    // nothing learned yet: the due date is not recognised
    expect(valueOf(d1, setup.kw.due)).not.toBe(FIRST.due);
    const put = await t.call(admin, {
      method: 'PUT',
      url: `${API}/documents/${d1.uuid}`,
      payload: {
        status: 2,
        id: FIRST.id,
        date: FIRST.date,
        data: [
          { keyworduuid: setup.kw.ht.uuid, value: FIRST.ht },
          { keyworduuid: setup.kw.tva.uuid, value: FIRST.tva },
          { keyworduuid: setup.kw.ttc.uuid, value: FIRST.ttc },
          { keyworduuid: setup.kw.due.uuid, value: FIRST.due },
          { keyworduuid: setup.kw.type.uuid, value: 'INVOICE' },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().status).toBe(2);
    const [row] = await t.database.db
      .select()
      .from(extractionHints)
      .where(eq(extractionHints.supplierId, setup.supplier.uuid));
    expect(row).toMatchObject({ companyId: a.master.id, documents: 1 });
    expect(Object.keys(row.hints).sort()).toEqual([
      'date',
      'dueDate',
      'invoiceNumber',
      'totalHT',
      'totalTTC',
      'totalTVA',
    ]);

    const res2 = await upload(secondPdf, 'brunel-0152.pdf');
    const d2 = await recognised(res2.json().uuid);
    expect(d2.supplieruuid).toBe(setup.supplier.uuid);
    expect({
      id: d2.id,
      date: d2.date,
      due: valueOf(d2, setup.kw.due),
      ht: valueOf(d2, setup.kw.ht),
      tva: valueOf(d2, setup.kw.tva),
      ttc: valueOf(d2, setup.kw.ttc),
    }).toEqual(SECOND);
  }, 60_000);

  it('learns nothing for the generic supplier, from e-invoice XML, or without text', async () => {
    const db = t.database.db;
    const text = (await read(firstPdf)).text;
    const [generic] = await db
      .insert(suppliers)
      .values({ companyId: a.master.id, name: 'Divers', divers: true })
      .returning();
    const [own] = await db.insert(suppliers).values({ companyId: a.master.id, name: 'Atelier Roux' }).returning();
    const row = async (supplieruuid: string, patch: Partial<typeof documents.$inferInsert> = {}) =>
      (
        await db
          .insert(documents)
          .values({
            companyId: a.master.id,
            accountId: a.master.id,
            supplieruuid,
            invoiceNumber: FIRST.id,
            date: FIRST.date,
            duedate: FIRST.due,
            totalht: FIRST.ht,
            totaltva: FIRST.tva,
            totalttc: FIRST.ttc,
            status: 2,
            content: text,
            ...patch,
          })
          .returning()
      )[0];
    expect(await learnFromValidated(db, await row(generic.uuid))).toEqual({ skipped: 'generic supplier' });
    expect(
      await learnFromValidated(
        db,
        await row(own.uuid, { provenance: { invoiceNumber: { source: 'xml', confidence: 1 } } }),
      ),
    ).toEqual({ skipped: 'e-invoice XML' });
    expect(await learnFromValidated(db, await row(own.uuid, { content: '' }))).toEqual({ skipped: 'no text' });
    expect(await loadHints(db, a.master.id, [generic.uuid, own.uuid])).toEqual({});
    // a second validated document of a source counts, and its hints stay those that find its values
    const learned = await learnFromValidated(db, await row(own.uuid));
    expect(learned).toMatchObject({ learned: expect.arrayContaining(['invoiceNumber', 'dueDate']) });
    await learnFromValidated(db, await row(own.uuid));
    const [r] = await db.select().from(extractionHints).where(eq(extractionHints.supplierId, own.uuid));
    expect(r.documents).toBe(2);
    expect((await loadHints(db, a.master.id))[own.uuid]?.invoiceNumber?.label).toBe('piece');
  });
});
