import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../src/storage/fileStore';
import { extractFields, readDocument } from '../src/modules/extraction';
import { openTestDatabase } from '../test/db';
import type { Database } from '../db/client';
import { documentFiles, documents, payments } from '../db/schema';
import { seedDemoData } from './seed';
import { seedDemoDocuments } from './seedDemoDocuments';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'paperdesk-demo-'));
  await seedDemoData(database.db);
}, 60_000);
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('demo documents', () => {
  it('seeds invoices in every state once, with payments through the ledger and readable PDFs', async () => {
    const files = createFileStore(dir);
    await seedDemoDocuments(database.db, files);
    await seedDemoDocuments(database.db, files);
    const docs = await database.db.select().from(documents);
    expect(docs).toHaveLength(8);
    expect(docs.map((d) => d.status).sort()).toEqual([1, 1, 2, 2, 2, 2, 3, 4]);
    // a foreign-currency invoice: pounds, from a supplier with bank details
    expect(
      docs.filter((d) => d.currency !== 'EUR').map((d) => [d.invoiceNumber, d.currency, d.totalttc, d.balance]),
    ).toEqual([['TP-2026-0412', 'GBP', '1021.91', '1021.91']]);
    expect(docs.find((d) => d.invoiceNumber === 'EDF-88213409')).toMatchObject({
      status: 3,
      balance: '1000.00',
      totalttc: '1500.00',
    });
    expect(docs.find((d) => d.invoiceNumber === 'EDF-AV-5521')).toMatchObject({
      category: 'CREDIT',
      balance: '-120.00',
    });
    expect(await database.db.select().from(payments)).toHaveLength(2);
    // the stored PDF reads back as the invoice it stands for
    const doc = docs.find((d) => d.invoiceNumber === 'OB-2026-1342')!;
    const [file] = await database.db.select().from(documentFiles).where(eq(documentFiles.uuid, doc.fileId!));
    const read = await readDocument(await files.read(file.storageKey), 'application/pdf', {
      ocr: false,
      algorithm: 'PDF',
      useXml: false,
    });
    const fields = extractFields(read, { suppliers: [], companyItems: [] });
    expect(fields).toMatchObject({
      invoiceNumber: { value: 'OB-2026-1342' },
      totalTTC: { value: '370.80' },
      date: { value: doc.date },
    });
    // one invoice at 20 % + 5.5 %: stored by rate, and its PDF states the same table
    const mixed = docs.find((d) => d.invoiceNumber === 'BV9-004512')!;
    const twoRates = [
      { rate: '20', base: '60.00', amount: '12.00', category: 'S' },
      { rate: '5.5', base: '40.00', amount: '2.20', category: 'S' },
    ];
    expect(mixed).toMatchObject({ totalht: '100.00', totaltva: '14.20', totalttc: '114.20', vatLines: twoRates });
    const [mixedFile] = await database.db.select().from(documentFiles).where(eq(documentFiles.uuid, mixed.fileId!));
    const mixedRead = await readDocument(await files.read(mixedFile.storageKey), 'application/pdf', {
      ocr: false,
      algorithm: 'PDF',
      useXml: false,
    });
    const mixedFields = extractFields(mixedRead, { suppliers: [], companyItems: [] });
    expect(mixedFields.totalTTC?.value).toBe('114.20');
    expect(mixedFields.vatLines?.value.map((l) => [l.rate, l.base, l.amount])).toEqual(
      twoRates.map((l) => [l.rate, l.base, l.amount]),
    );
    expect(docs.find((d) => d.invoiceNumber === 'OB-2026-1342')?.vatLines).toEqual([
      { rate: '20', base: '309.00', amount: '61.80', category: null },
    ]);
  });
});
