/**
 * The bank transfer of recorded payments: a SEPA credit transfer initiation (ISO 20022 pain.001.001.03, the
 * format French and European banks take), one transaction per payment, paid from the company's account (its
 * IBAN, else its master's) to each supplier's IBAN (and BIC when known) of its document source. A supplier
 * without a valid IBAN, or a company without one, refuses the whole file with a message naming it. SEPA is a
 * euro scheme: a payment in another currency is refused here (internationalTransfer.ts pays it).
 */
import SEPA from 'sepa';
import { eq, inArray } from 'drizzle-orm';
import { toCents } from '../../../../src/domain/money';
import { bicFitsIban, isValidBic, normalizeBankCode } from '../../../../src/domain/bankDetails/bankAccount';
import { ibanProblem, normalizeIdentifier } from '../../../../src/domain/suppliers/identifiers';
import type { Db, DbOrTx } from '../../../db/client';
import { companies, suppliers } from '../../../db/schema';
import { AppError } from '../../errors';
import { DEFAULT_CURRENCY } from '../../../../src/domain/currencies/currencies';
import type { PaymentRecord } from '../../../../src/domain/payments/payment.model';

const PAIN_FORMAT = 'pain.001.001.03';

/** Why a transfer cannot be made, as an i18n key with the supplier or company it names. */
export class SepaRefusal extends AppError {
  constructor(
    message: string,
    readonly key: string,
    readonly args: Record<string, string>,
  ) {
    super('INVALID_STATE', message, { fields: { sepa: key } });
  }
}

export interface Party {
  name: string;
  iban: string;
  bic: string;
}

/** The account a payment is sent to: the supplier's IBAN identifier (checked), its BIC when one of its identifiers is one. */
export function creditorOf(payment: PaymentRecord, supplier: typeof suppliers.$inferSelect | undefined): Party {
  const name = supplier?.name || payment.suppliername || '—';
  const ids = supplier?.identifiers ?? [];
  const raw = ids.find((i) => i.type === 'IBAN')?.value;
  if (!raw)
    throw new SepaRefusal(`${name} has no IBAN: add it to the document source's identifiers`, 'error.sepa.noiban', {
      supplier: name,
    });
  const iban = normalizeIdentifier('IBAN', raw);
  if (ibanProblem(iban))
    throw new SepaRefusal(
      `The IBAN of ${name} (${raw}) is not valid: check it in the document source's identifiers`,
      'error.sepa.badiban',
      { supplier: name, iban: raw },
    );
  // a BIC is optional within SEPA; one of the source's other identifiers may be its bank's, for the same country
  const bic =
    ids.map((i) => normalizeIdentifier('OTHER', i.value)).find((v) => isValidBic(v) && bicFitsIban(v, iban)) ?? '';
  return { name, iban, bic };
}

/** The company's own account (a branch without one pays from its master's). */
export function debtorOf(
  company: typeof companies.$inferSelect,
  master: typeof companies.$inferSelect | undefined,
): Party {
  const own = normalizeIdentifier('IBAN', company.iban);
  const iban = own || normalizeIdentifier('IBAN', master?.iban ?? '');
  // the BIC of the company settings, with the IBAN it goes with
  const bic = normalizeBankCode((own ? company.bic : master?.bic) ?? '');
  if (!iban)
    throw new SepaRefusal(`${company.name} has no IBAN: add it in the company settings`, 'error.sepa.nocompanyiban', {
      company: company.name,
    });
  if (ibanProblem(iban))
    throw new SepaRefusal(
      `The IBAN of ${company.name} is not valid: check it in the company settings`,
      'error.sepa.badcompanyiban',
      { company: company.name },
    );
  return { name: company.name, iban, bic: isValidBic(bic) && bicFitsIban(bic, iban) ? bic : '' };
}

/** SEPA names and texts: at most `max` characters, in the Latin characters banks accept. */
export const sepaText = (s: string, max: number) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max) || '-';

/** SEPA carries euros only: the first payment in another currency refuses the file, naming its supplier and currency. */
export function assertEuro(records: Array<Pick<PaymentRecord, 'currency' | 'suppliername'>>) {
  const foreign = records.find((p) => p.currency !== DEFAULT_CURRENCY);
  if (foreign)
    throw new SepaRefusal(
      `The payment to ${foreign.suppliername} is in ${foreign.currency}: a SEPA transfer carries euros only, pay it by an international transfer`,
      'error.sepa.currency',
      { supplier: foreign.suppliername, currency: foreign.currency },
    );
}

/** The accounts of the payments' suppliers and companies, refused as a whole when one is missing or invalid. */
export async function sepaParties(db: DbOrTx, accountId: string, records: PaymentRecord[]) {
  assertEuro(records);
  return transferParties(db, accountId, records);
}

/** The accounts of the payments' suppliers (with their source) and paying companies, checked, in any currency. */
export async function transferParties(db: DbOrTx, accountId: string, records: PaymentRecord[]) {
  const supplierIds = [...new Set(records.map((p) => p.supplier).filter((s): s is string => Boolean(s)))];
  const sources = supplierIds.length
    ? await db.select().from(suppliers).where(inArray(suppliers.uuid, supplierIds))
    : [];
  const byId = new Map(sources.filter((s) => s.companyId === accountId).map((s) => [s.uuid, s]));
  const companyIds = [...new Set(records.map((p) => p.branche))];
  const rows = await db.select().from(companies).where(inArray(companies.id, companyIds));
  const masters = rows.map((c) => c.masterId).filter((m): m is string => Boolean(m));
  const masterRows = masters.length ? await db.select().from(companies).where(inArray(companies.id, masters)) : [];
  const companyById = new Map([...rows, ...masterRows].map((c) => [c.id, c]));
  return records.map((p) => {
    if (toCents(p.total) <= 0n) {
      throw new SepaRefusal(
        `The payment to ${p.suppliername} totals ${p.total}: nothing to transfer`,
        'error.sepa.nothing',
        { supplier: p.suppliername },
      );
    }
    const company = companyById.get(p.branche)!;
    const source = p.supplier ? byId.get(p.supplier) : undefined;
    return {
      payment: p,
      source,
      creditor: creditorOf(p, source),
      debtor: debtorOf(company, company.masterId ? companyById.get(company.masterId) : undefined),
    };
  });
}

/** A message id of at most 35 characters: PD, the moment, and randomness. */
const messageId = (now: Date) =>
  `PD${now.toISOString().replace(/\D/g, '').slice(0, 14)}${crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/**
 * The pain.001.001.03 document: one payment block per paying account and execution day, one transfer per
 * payment (its end-to-end id the payment's, its remittance the invoice numbers).
 */
export function painXml(
  parties: Array<{ payment: PaymentRecord; creditor: Party; debtor: Party }>,
  initiator: string,
  now = new Date(),
): { xml: string; messageId: string } {
  const doc = new SEPA.Document(PAIN_FORMAT);
  const id = messageId(now);
  doc.grpHdr.id = id;
  doc.grpHdr.created = now;
  doc.grpHdr.initiatorName = sepaText(initiator, 70);
  const blocks = new Map<string, ReturnType<InstanceType<typeof SEPA.Document>['createPaymentInfo']>>();
  for (const { payment, creditor, debtor } of parties) {
    const key = `${debtor.iban}|${payment.paymentdate}`;
    let info = blocks.get(key);
    if (!info) {
      info = doc.createPaymentInfo();
      info.requestedExecutionDate = new Date(`${payment.paymentdate}T12:00:00Z`);
      info.debtorName = sepaText(debtor.name, 70);
      info.debtorIBAN = debtor.iban;
      info.debtorBIC = debtor.bic;
      info.id = String(blocks.size + 1);
      doc.addPaymentInfo(info);
      blocks.set(key, info);
    }
    const tx = info.createTransaction();
    tx.creditorName = sepaText(creditor.name, 70);
    tx.creditorIBAN = creditor.iban;
    tx.creditorBIC = creditor.bic;
    tx.amount = Number(payment.total);
    tx.currency = 'EUR';
    tx.end2endId = payment.uuid.replace(/-/g, '');
    tx.remittanceInfo = sepaText(payment.invoices.map((l) => l.invoicenumber).join(', ') || payment.name, 140);
    info.addTransaction(tx);
  }
  return { xml: doc.toString(), messageId: id };
}

/** The company whose name starts the file (the active one). */
export async function initiatorName(db: Db, companyId: string) {
  const [c] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return c?.name ?? 'Paperdesk';
}
