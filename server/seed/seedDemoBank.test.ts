/** The demo's bank details: good ones a transfer pays, and LE FOURNISSEUR holding the group's own IBAN (the guard shows). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidBic, isValidIban } from '../../src/domain/bankDetails/bankAccount';
import { bankStatus, ownIbanSet, payeeIbanOf } from '../../src/domain/bankDetails/bankStatus';
import { createFileStore } from '../src/storage/fileStore';
import { readDocument } from '../src/modules/extraction';
import { payeeIbanOfRead } from '../src/modules/extraction/payeeIban';
import { openTestDatabase } from '../test/db';
import type { Database } from '../db/client';
import { companies, documentFiles, documents, suppliers } from '../db/schema';
import { seedDemoData } from './seed';
import { seedDemoDocuments } from './seedDemoDocuments';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'paperdesk-demo-bank-'));
  await seedDemoData(database.db);
  await seedDemoDocuments(database.db, createFileStore(dir));
}, 60_000);
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('demo bank details', () => {
  it("keeps LE FOURNISSEUR on the group's own IBAN, pays Orange to a valid account, EDF to none yet", async () => {
    const [master] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Groupe Delacroix Distribution'));
    const own = ownIbanSet([master.iban]);
    const source = async (name: string) =>
      (await database.db.select().from(suppliers).where(eq(suppliers.name, name)))[0];
    const fournisseur = await source('LE FOURNISSEUR');
    expect(bankStatus({ invoiceIban: '', supplier: fournisseur, ownIbans: own }).flags).toEqual(['owniban']);
    const orange = await source('Orange Business');
    expect(isValidIban(payeeIbanOf(orange.identifiers))).toBe(true);
    expect(isValidBic(orange.identifiers.find((i) => i.type === 'BIC')!.value)).toBe(true);
    expect(bankStatus({ invoiceIban: '', supplier: orange, ownIbans: own }).flags).toEqual([]);
    expect(bankStatus({ invoiceIban: '', supplier: await source('EDF Entreprises'), ownIbans: own }).flags).toEqual([
      'noiban',
    ]);
    // the British supplier of the invoice in pounds: IBAN, BIC and address, all an international transfer needs
    const thames = await source('Thames Paper Ltd');
    expect(payeeIbanOf(thames.identifiers)).toBe('GB29NWBK60161331926819');
    expect(isValidIban(payeeIbanOf(thames.identifiers))).toBe(true);
    expect(isValidBic(thames.identifiers.find((i) => i.type === 'BIC')!.value)).toBe(true);
    expect(thames.address).toContain('London');
    expect(bankStatus({ invoiceIban: '', supplier: thames, ownIbans: own }).flags).toEqual([]);
  });

  it("prints each seller's IBAN on its invoices, read back as the one its source is paid to", async () => {
    const files = createFileStore(dir);
    const [doc] = await database.db.select().from(documents).where(eq(documents.invoiceNumber, 'OB-2026-1342'));
    const [orange] = await database.db.select().from(suppliers).where(eq(suppliers.name, 'Orange Business'));
    const [file] = await database.db.select().from(documentFiles).where(eq(documentFiles.uuid, doc.fileId!));
    const read = await readDocument(await files.read(file.storageKey), 'application/pdf', {
      ocr: false,
      algorithm: 'PDF',
    });
    expect(payeeIbanOfRead(read, [], new Set())).toBe(payeeIbanOf(orange.identifiers));
    expect(doc.payeeIban).toBe(payeeIbanOf(orange.identifiers));
  });
});
