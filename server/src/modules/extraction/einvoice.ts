/**
 * E-invoice XML: UN/CEFACT CII (Factur-X, ZUGFeRD 2.x, ZUGFeRD 1.0 CrossIndustryDocument, XRechnung CII)
 * and OASIS UBL 2.x (Invoice, CreditNote, XRechnung UBL) as the app stores it: exact values, amounts as
 * 2-decimal strings, identifiers typed. Where each term lives in either syntax: einvoiceXml/.
 */
import { declaredIdentifier } from '../../../../src/domain/suppliers/identifiers';
import { canonicalRate, rateMilli, VAT_CATEGORIES, type VatLine } from '../../../../src/domain/documents/vatBreakdown';
import {
  ciiDate,
  isoDate,
  money,
  readInvoiceTerms,
  type InvoiceTerms,
  type PartyId,
  type PartyTerms,
  type VatTerms,
} from './einvoiceXml';
import { isIban, normalizeId, sirenOf } from './identifiers';
import type { EInvoice, EInvoiceParty, PartyIdType } from './types';

export { isEInvoiceRoot, xmlRootName } from './einvoiceXml';

/** Credit notes: UNTDID 1001 codes 381 (credit note), 396 (factored credit note), 261/262/296/308/532. */
const CREDIT_CODES = new Set(['381', '396', '261', '262', '296', '308', '532']);

/**
 * The VAT breakdown as the XML states it (CII ApplicableTradeTax, UBL TaxSubtotal), exactly: a category without a
 * rate (exempt, reverse charge...) is at 0, a missing amount is 0. A line whose rate or base cannot be read drops
 * the whole breakdown (a partial one would not add up).
 */
function vatLines(entries: VatTerms[]): VatLine[] | undefined {
  const lines: VatLine[] = [];
  for (const e of entries) {
    const rate = e.rate ?? (e.category && e.category !== 'S' ? '0' : undefined);
    const base = money(e.base);
    if (rate === undefined || rateMilli(rate) === null || base === undefined) return undefined;
    const category = VAT_CATEGORIES.find((c) => c === e.category) ?? null;
    lines.push({ rate: canonicalRate(rate), base, amount: money(e.amount) ?? '0.00', category });
  }
  return lines.length ? lines : undefined;
}

/** An identifier as the e-invoice declares it (src/domain/suppliers/identifiers.ts), else OTHER as given. */
function schemeType(scheme: string | undefined, value: string): PartyIdType {
  return declaredIdentifier(value, scheme)?.type ?? 'OTHER';
}

/** The kind of identifier the app keeps of a party identifier, by where the XML puts it. */
function idType(syntax: InvoiceTerms['syntax'], id: PartyId): PartyIdType {
  if (id.kind === 'email') return 'EMAIL';
  if (id.kind === 'vat') return 'VAT';
  // a UBL tax scheme other than VAT whose number starts with a country code is a VAT number all the same
  if (id.kind === 'tax') return syntax === 'UBL' && /^[A-Z]{2}/.test(id.value ?? '') ? 'VAT' : 'OTHER';
  return schemeType(id.scheme, id.value ?? '');
}

function addId(p: EInvoiceParty, type: PartyIdType, value: string | undefined, scheme?: string) {
  if (!value) return;
  const v = type === 'EMAIL' ? value.trim().toLowerCase() : type === 'OTHER' ? value.trim() : normalizeId(type, value);
  // a valid SIRET carries its company's SIREN
  const siren = type === 'SIRET' ? sirenOf('SIRET', v) : undefined;
  if (siren && !p.ids.some((i) => i.type === 'SIREN')) p.ids.push({ type: 'SIREN', value: siren, scheme });
  if (!p.ids.some((i) => i.type === type && i.value === v)) p.ids.push({ type, value: v, scheme });
}

function partyOf(syntax: InvoiceTerms['syntax'], terms: PartyTerms | undefined): EInvoiceParty {
  const p: EInvoiceParty = { ids: [] };
  if (!terms) return p;
  p.name = terms.name;
  p.tradeName = terms.tradeName;
  for (const id of terms.ids) addId(p, idType(syntax, id), id.value, id.kind === 'email' ? 'EM' : id.scheme);
  return p;
}

/** The e-invoice the app stores, from the XML's business terms. */
export function eInvoiceOf(x: InvoiceTerms): EInvoice {
  const date = x.syntax === 'CII' ? ciiDate : isoDate;
  // a UBL document without a type code: an invoice (380), or a credit note (381) by its root
  const typeCode = x.typeCode ?? (x.syntax === 'UBL' ? (x.rootName === 'CreditNote' ? '381' : '380') : undefined);
  const seller = partyOf(x.syntax, x.seller);
  const buyer = partyOf(x.syntax, x.buyer);
  for (const means of x.paymentMeans) {
    if (means.payeeIban && isIban(means.payeeIban)) addId(seller, 'IBAN', means.payeeIban);
    if (means.payerIban && isIban(means.payerIban)) addId(buyer, 'IBAN', means.payerIban);
  }
  return {
    syntax: x.syntax,
    profile: x.specification,
    typeCode,
    type: x.rootName === 'CreditNote' || (typeCode && CREDIT_CODES.has(typeCode)) ? 'CREDIT' : 'INVOICE',
    number: x.number,
    issueDate: date(x.issueDate),
    dueDate: x.dueDates.map(date).find(Boolean),
    currency: x.currency,
    seller,
    buyer,
    totalHT: money(x.totals.taxExclusive),
    totalTVA: money(x.totals.tax) ?? (x.totals.stated ? '0.00' : undefined),
    totalTTC: money(x.totals.taxInclusive),
    duePayable: money(x.totals.payable),
    vat: vatLines(x.vat),
  };
}

/** Parses CII or UBL; null when the XML is not an e-invoice. Throws on malformed XML. */
export function parseEInvoice(xml: string | Uint8Array): EInvoice | null {
  const x = readInvoiceTerms(xml);
  return x && eInvoiceOf(x);
}

/** A readable text of an e-invoice (for display, search and the LLM when the file is XML). */
export function eInvoiceText(e: EInvoice): string {
  const party = (label: string, p: EInvoiceParty) =>
    [`${label}: ${p.name ?? ''}`, ...p.ids.map((i) => `  ${i.type}: ${i.value}`)].join('\n');
  return [
    `${e.type === 'CREDIT' ? 'Credit note' : 'Invoice'} ${e.number ?? ''} (type ${e.typeCode ?? ''}, ${e.syntax})`,
    `Issue date: ${e.issueDate ?? ''}`,
    `Due date: ${e.dueDate ?? ''}`,
    `Currency: ${e.currency ?? ''}`,
    party('Seller', e.seller),
    party('Buyer', e.buyer),
    `Total without VAT: ${e.totalHT ?? ''}`,
    `VAT total: ${e.totalTVA ?? ''}`,
    `Total with VAT: ${e.totalTTC ?? ''}`,
    `Amount due: ${e.duePayable ?? ''}`,
  ].join('\n');
}

/** Attachment names that carry the e-invoice, best first. */
export const EINVOICE_ATTACHMENTS = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml', 'order-x.xml'];
