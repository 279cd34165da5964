/**
 * Demo documents on first start, so the demo company has something to look at: supplier invoices (real
 * PDFs with a text layer) validated, paid in full or in part, one credit note, one overdue, two awaiting
 * validation, one in pounds from a British supplier with its bank details; payments recorded through the payment
 * ledger like any user's.
 */
import { systemActor } from '../src/audit/record';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { canonicalRate, rateMilli, singleRateLine, vatOf, type VatLine } from '../../src/domain/documents/vatBreakdown';
import { fromCents, sumMoney, toCents } from '../../src/domain/money';
import { paymentInputSchema } from '../../src/domain/payments/payment.model';
import type { FileStore } from '../src/storage/fileStore';
import { createPayment } from '../src/modules/payments/use-cases/record-payment';
import type { Db } from '../db/client';
import { invoicePdf, type DemoInvoice } from './demoPdf';
import { DEMO_BANK, THAMES_ADDRESS } from './seedDemoConfig';
import {
  companies,
  documentFiles,
  documentGroups,
  documentLabels,
  documents,
  keywords,
  originTypes,
  paymentTypes,
  settings,
  suppliers,
  users,
} from '../db/schema';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const SELLERS = {
  'Orange Business': {
    address: '1 place des Droits de l Homme, 93210 Saint-Denis',
    siren: '380129866',
    vat: 'FR89380129866',
  },
  'EDF Entreprises': { address: '22-30 avenue de Wagram, 75008 Paris', siren: '552081317', vat: 'FR03552081317' },
  'Bureau Vallée Paris 9': { address: '30 rue de Châteaudun, 75009 Paris', siren: '732829320', vat: 'FR40732829320' },
  'Thames Paper Ltd': { address: THAMES_ADDRESS.replace('\n', ', '), vat: 'GB980780684' },
} as const satisfies Record<string, Omit<DemoInvoice['seller'], 'name'>>;
type Seller = keyof typeof SELLERS;
/** The account a demo seller prints on its invoices: the one its document source holds. */
const demoBank = (seller: Seller) => {
  const ids: ReadonlyArray<{ type: string; value: string }> =
    seller in DEMO_BANK ? DEMO_BANK[seller as keyof typeof DEMO_BANK] : [];
  const iban = ids.find((i) => i.type === 'IBAN')?.value;
  return iban ? { iban, bic: ids.find((i) => i.type === 'BIC')?.value ?? '' } : undefined;
};

interface Demo {
  seller: Seller;
  number: string;
  date: number;
  due: number;
  ht: string;
  tva: string;
  label?: string;
  status: 1 | 2;
  pay?: string;
  credit?: boolean;
  /** ISO 4217 (EUR when absent). */
  currency?: string;
  /** Lines of several rates (office supplies at 20 %, books at 5.5 %); else its one rate is derived from the totals. */
  lines?: Array<{ label: string; amount: string; rate: string }>;
}
const DEMO: Demo[] = [
  {
    seller: 'Orange Business',
    number: 'OB-2026-1187',
    date: -40,
    due: -10,
    ht: '309.00',
    tva: '61.80',
    status: 2,
    pay: '370.80',
  },
  { seller: 'Orange Business', number: 'OB-2026-1342', date: -10, due: 20, ht: '309.00', tva: '61.80', status: 2 },
  {
    seller: 'Orange Business',
    number: 'OB-2026-0975',
    date: -48,
    due: -18,
    ht: '99.00',
    tva: '19.80',
    status: 2,
    label: 'Urgent',
  },
  {
    seller: 'EDF Entreprises',
    number: 'EDF-88213409',
    date: -35,
    due: 5,
    ht: '1250.00',
    tva: '250.00',
    status: 2,
    pay: '500.00',
  },
  {
    seller: 'EDF Entreprises',
    number: 'EDF-AV-5521',
    date: -20,
    due: 10,
    ht: '-100.00',
    tva: '-20.00',
    status: 2,
    credit: true,
  },
  {
    seller: 'Bureau Vallée Paris 9',
    number: 'BV9-004512',
    date: -15,
    due: 15,
    ht: '100.00',
    tva: '14.20',
    status: 1,
    label: 'À vérifier',
    // two VAT rates: the review shows two lines, the accounting export a column pair for each
    lines: [
      { label: 'Fournitures de bureau', amount: '60.00', rate: '20' },
      { label: 'Livres et manuels', amount: '40.00', rate: '5.5' },
    ],
  },
  { seller: 'Bureau Vallée Paris 9', number: 'BV9-004598', date: -5, due: 25, ht: '42.00', tva: '8.40', status: 1 },
  // in pounds (UK VAT 20 %): stays £1,021.91 from the lists to an international transfer
  {
    seller: 'Thames Paper Ltd',
    number: 'TP-2026-0412',
    date: -12,
    due: 18,
    ht: '851.59',
    tva: '170.32',
    status: 2,
    currency: 'GBP',
  },
];

export async function seedDemoDocuments(db: Db, files: FileStore): Promise<void> {
  const claimed = await db
    .insert(settings)
    .values({ key: 'demo.documents', value: sql`'true'::jsonb` })
    .onConflictDoNothing()
    .returning();
  if (!claimed.length) return;
  const [master] = await db.select().from(companies).where(eq(companies.name, 'Groupe Delacroix Distribution'));
  if (!master) return;
  const of = { companyId: master.id };
  const [user] = await db.select().from(users).where(eq(users.email, 'master@demo.test'));
  const [origin] = await db
    .select()
    .from(originTypes)
    .where(and(eq(originTypes.companyId, master.id), eq(originTypes.name, 'Fournisseurs')));
  const [group] = await db
    .select()
    .from(documentGroups)
    .where(and(eq(documentGroups.companyId, master.id), eq(documentGroups.type, 'INVOICES')));
  const kws = await db
    .select()
    .from(keywords)
    .where(and(eq(keywords.companyId, master.id), inArray(keywords.type, ['HT', 'TVA', 'TTC', 'DUE_DATE', 'TYPE'])));
  const kw = (type: string) => kws.find((k) => k.type === type)!.uuid;
  const sources = await db
    .select()
    .from(suppliers)
    .where(inArray(suppliers.name, Object.keys(SELLERS)));
  const labels = await db.select().from(documentLabels).where(eq(documentLabels.companyId, master.id));
  const [transfer] = await db
    .select()
    .from(paymentTypes)
    .where(and(eq(paymentTypes.companyId, master.id), eq(paymentTypes.name, 'Virement')));

  for (const d of DEMO) {
    const ttc = sumMoney([d.ht, d.tva]);
    // the breakdown recognition would store: the lines' rates, or the one rate the totals imply
    const vatLines: VatLine[] = d.lines
      ? d.lines.map((x) => ({
          rate: canonicalRate(x.rate),
          base: x.amount,
          amount: fromCents(vatOf(toCents(x.amount), rateMilli(x.rate)!)),
          category: 'S' as const,
        }))
      : [singleRateLine(d.ht, d.tva, ttc)].filter((x): x is VatLine => Boolean(x));
    const inv: DemoInvoice = {
      seller: { name: d.seller, ...SELLERS[d.seller] },
      buyer: { name: master.name, address: master.address.replace('’', "'") },
      number: d.number,
      date: day(d.date),
      due: day(d.due),
      credit: d.credit,
      lines: d.lines ?? [{ label: d.credit ? 'Régularisation' : 'Prestations du mois', amount: d.ht }],
      vat: d.lines ? vatLines : undefined,
      ht: d.ht,
      tva: d.tva,
      ttc,
      bank: demoBank(d.seller),
      currency: d.currency,
    };
    const bytes = invoicePdf(inv);
    const stored = await files.put(`documents/${master.id}`, 'pdf', bytes);
    const filename = `${d.number}.pdf`;
    const source = sources.find((s) => s.name === d.seller && s.companyId === master.id);
    const value = (keyworduuid: string, v: unknown) => ({
      uuid: crypto.randomUUID(),
      keyworduuid,
      value: v,
      source: 'text',
      confidence: 0.95,
    });
    const [file] = await db
      .insert(documentFiles)
      .values({
        ...of,
        storageKey: stored.key,
        size: stored.size,
        mime: 'application/pdf',
        sha256: stored.sha256,
        originalName: filename,
        pages: 1,
      })
      .returning();
    const [doc] = await db
      .insert(documents)
      .values({
        ...of,
        accountId: master.id,
        originType: origin.uuid,
        documentgroupuuid: group.uuid,
        supplieruuid: source?.uuid ?? null,
        suppliername: d.seller,
        invoiceNumber: d.number,
        date: inv.date,
        duedate: inv.due,
        status: d.status,
        totalht: d.ht,
        totaltva: d.tva,
        totalttc: ttc,
        currency: d.currency ?? 'EUR',
        balance: d.status === 2 ? ttc : null,
        payeeIban: inv.bank?.iban ?? '',
        vatLines,
        category: d.credit ? 'CREDIT' : 'INVOICE',
        labeluuid: labels.find((l) => l.name === d.label)?.uuid ?? null,
        filename,
        name: d.number,
        fileId: file.uuid,
        createdBy: user?.id,
        extractiondate: new Date(),
        data: [
          value(kw('HT'), d.ht),
          value(kw('TVA'), d.tva),
          value(kw('TTC'), ttc),
          value(kw('DUE_DATE'), inv.due),
          value(kw('TYPE'), d.credit ? 'CREDIT' : 'INVOICE'),
        ],
      })
      .returning();
    if (d.pay && user) {
      const input = paymentInputSchema.parse({
        name: `VIR-${d.number}`,
        paymentdate: day(d.date + 25),
        paymenttype: transfer?.uuid,
        invoices: [{ invoiceuuid: doc.uuid, amount: d.pay }],
      });
      await createPayment(db, input, {
        visible: sql`true`,
        accountId: master.id,
        userId: user.id,
        actor: systemActor(master.id),
      });
    }
  }
}
