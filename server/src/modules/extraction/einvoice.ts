/**
 * E-invoice XML: UN/CEFACT CII (Factur-X, ZUGFeRD 2.x, ZUGFeRD 1.0 CrossIndustryDocument, XRechnung CII)
 * and OASIS UBL 2.x (Invoice, CreditNote, XRechnung UBL). Exact values, amounts as 2-decimal strings.
 */
import { XMLParser } from 'fast-xml-parser';
import { normMoney } from './amounts';
import { declaredIdentifier } from '../../../../resources/suppliers/identifiers';
import { isIban, normalizeId, sirenOf } from './identifiers';
import type { EInvoice, EInvoiceParty, PartyIdType } from './types';
import { canonicalRate, rateMilli, VAT_CATEGORIES, type VatLine } from '../../../../resources/documents/vatBreakdown';

type Node = Record<string, unknown>;

/** How e-invoice XML is read (seller.ts reads it the same way): attributes kept as `@_x`, namespaces dropped, values as text. */
export const eInvoiceXmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
});
const parser = eInvoiceXmlParser;

/** Credit notes: UNTDID 1001 codes 381 (credit note), 396 (factored credit note), 261/262/296/308/532. */
const CREDIT_CODES = new Set(['381', '396', '261', '262', '296', '308', '532']);

const arr = <T>(v: T | T[] | undefined): T[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
const child = (n: unknown, name: string): Node | undefined => {
  if (!n || typeof n !== 'object') return undefined;
  return arr((n as Node)[name] as Node | Node[])[0];
};
const children = (n: unknown, name: string): Node[] =>
  n && typeof n === 'object' ? arr((n as Node)[name] as Node | Node[]) : [];
const path = (n: unknown, ...names: string[]): Node | undefined =>
  names.reduce<Node | undefined>((acc, k) => child(acc, k), n as Node);
const text = (n: unknown): string | undefined => {
  if (n === undefined || n === null) return undefined;
  if (typeof n === 'string' || typeof n === 'number') return String(n).trim() || undefined;
  if (typeof n === 'object') return text((n as Node)['#text']);
  return undefined;
};
const attr = (n: unknown, name: string): string | undefined =>
  n && typeof n === 'object' ? (text((n as Node)[`@_${name}`]) ?? undefined) : undefined;

const money = (v: string | undefined) => {
  if (!v) return undefined;
  try {
    return normMoney(v.replace(',', '.'));
  } catch {
    return undefined;
  }
};

/**
 * The VAT breakdown as the XML states it (CII ApplicableTradeTax, UBL TaxSubtotal), exactly: a category without a
 * rate (exempt, reverse charge...) is at 0, a missing amount is 0. A line whose rate or base cannot be read drops
 * the whole breakdown (a partial one would not add up).
 */
function vatLines(
  entries: Array<{ rate?: string; base?: string; amount?: string; category?: string }>,
): VatLine[] | undefined {
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

/** CII dates: DateTimeString format 102 (yyyyMMdd), 610 (yyyyMM), 616 (yyyyWW); ISO dates otherwise. */
function ciiDate(n: unknown): string | undefined {
  const dts = child(n, 'DateTimeString') ?? n;
  const v = text(dts);
  if (!v) return undefined;
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  return iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : undefined;
}
const isoDate = (v: string | undefined) => {
  const m = v && /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
};

/** An identifier as the e-invoice declares it (resources/suppliers/identifiers.ts), else OTHER as given. */
function schemeType(scheme: string | undefined, value: string): PartyIdType {
  return declaredIdentifier(value, scheme)?.type ?? 'OTHER';
}

function addId(p: EInvoiceParty, type: PartyIdType, value: string | undefined, scheme?: string) {
  if (!value) return;
  const v = type === 'EMAIL' ? value.trim().toLowerCase() : type === 'OTHER' ? value.trim() : normalizeId(type, value);
  // a valid SIRET carries its company's SIREN
  const siren = type === 'SIRET' ? sirenOf('SIRET', v) : undefined;
  if (siren && !p.ids.some((i) => i.type === 'SIREN')) p.ids.push({ type: 'SIREN', value: siren, scheme });
  if (!p.ids.some((i) => i.type === type && i.value === v)) p.ids.push({ type, value: v, scheme });
}

function ciiParty(n: Node | undefined): EInvoiceParty {
  const p: EInvoiceParty = { ids: [] };
  if (!n) return p;
  p.name = text(child(n, 'Name'));
  const legal = child(n, 'SpecifiedLegalOrganization');
  p.tradeName = text(child(legal, 'TradingBusinessName'));
  for (const id of children(legal, 'ID'))
    addId(p, schemeType(attr(id, 'schemeID'), text(id) ?? ''), text(id), attr(id, 'schemeID'));
  for (const reg of children(n, 'SpecifiedTaxRegistration')) {
    for (const id of children(reg, 'ID')) {
      const scheme = attr(id, 'schemeID');
      addId(p, scheme === 'VA' ? 'VAT' : 'OTHER', text(id), scheme);
    }
  }
  for (const id of [...children(n, 'ID'), ...children(n, 'GlobalID')])
    addId(p, schemeType(attr(id, 'schemeID'), text(id) ?? ''), text(id), attr(id, 'schemeID'));
  for (const uc of children(n, 'URIUniversalCommunication')) {
    const id = child(uc, 'URIID');
    const v = text(id);
    if (v && (attr(id, 'schemeID') === 'EM' || v.includes('@'))) addId(p, 'EMAIL', v, 'EM');
    else if (v) addId(p, schemeType(attr(id, 'schemeID'), v), v, attr(id, 'schemeID'));
  }
  for (const c of children(n, 'DefinedTradeContact')) {
    const mail = text(path(c, 'EmailURIUniversalCommunication', 'URIID'));
    if (mail) addId(p, 'EMAIL', mail, 'EM');
  }
  return p;
}

function parseCii(root: Node): EInvoice {
  // 2.x: ExchangedDocument / SupplyChainTradeTransaction; 1.0: HeaderExchangedDocument / SpecifiedSupplyChainTradeTransaction
  const doc = child(root, 'ExchangedDocument') ?? child(root, 'HeaderExchangedDocument');
  const ctx = child(root, 'ExchangedDocumentContext') ?? child(root, 'SpecifiedExchangedDocumentContext');
  const tx = child(root, 'SupplyChainTradeTransaction') ?? child(root, 'SpecifiedSupplyChainTradeTransaction');
  const agreement = child(tx, 'ApplicableHeaderTradeAgreement') ?? child(tx, 'ApplicableSupplyChainTradeAgreement');
  const settlement = child(tx, 'ApplicableHeaderTradeSettlement') ?? child(tx, 'ApplicableSupplyChainTradeSettlement');
  const typeCode = text(child(doc, 'TypeCode'));
  const currency = text(child(settlement, 'InvoiceCurrencyCode'));
  const sums =
    child(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation') ??
    child(settlement, 'SpecifiedTradeSettlementMonetarySummation');
  // TaxTotalAmount may be given twice (invoice currency and accounting currency): take the invoice currency's
  const taxTotals = children(sums, 'TaxTotalAmount');
  const tax = taxTotals.find((t) => !attr(t, 'currencyID') || attr(t, 'currencyID') === currency) ?? taxTotals[0];
  const seller = ciiParty(child(agreement, 'SellerTradeParty'));
  const buyer = ciiParty(child(agreement, 'BuyerTradeParty'));
  for (const means of children(settlement, 'SpecifiedTradeSettlementPaymentMeans')) {
    const iban = text(path(means, 'PayeePartyCreditorFinancialAccount', 'IBANID'));
    if (iban && isIban(iban)) addId(seller, 'IBAN', iban);
    const payer = text(path(means, 'PayerPartyDebtorFinancialAccount', 'IBANID'));
    if (payer && isIban(payer)) addId(buyer, 'IBAN', payer);
  }
  const due = children(settlement, 'SpecifiedTradePaymentTerms')
    .map((t) => ciiDate(child(t, 'DueDateDateTime')))
    .find(Boolean);
  const profile = text(path(ctx, 'GuidelineSpecifiedDocumentContextParameter', 'ID'));
  const vat = vatLines(
    children(settlement, 'ApplicableTradeTax').map((t) => ({
      rate: text(child(t, 'RateApplicablePercent')) ?? text(child(t, 'ApplicablePercent')),
      base: text(child(t, 'BasisAmount')),
      amount: text(child(t, 'CalculatedAmount')),
      category: text(child(t, 'CategoryCode')),
    })),
  );
  return {
    syntax: 'CII',
    profile,
    typeCode,
    type: typeCode && CREDIT_CODES.has(typeCode) ? 'CREDIT' : 'INVOICE',
    number: text(child(doc, 'ID')),
    issueDate: ciiDate(child(doc, 'IssueDateTime')),
    dueDate: due,
    currency,
    seller,
    buyer,
    totalHT: money(text(child(sums, 'TaxBasisTotalAmount'))),
    totalTVA: money(text(tax)) ?? (sums ? '0.00' : undefined),
    totalTTC: money(text(child(sums, 'GrandTotalAmount'))),
    duePayable: money(text(child(sums, 'DuePayableAmount'))),
    vat,
  };
}

function ublParty(n: Node | undefined): EInvoiceParty {
  const p: EInvoiceParty = { ids: [] };
  const party = child(n, 'Party');
  if (!party) return p;
  const legal = child(party, 'PartyLegalEntity');
  p.name = text(child(legal, 'RegistrationName')) ?? text(path(party, 'PartyName', 'Name'));
  p.tradeName = text(path(party, 'PartyName', 'Name'));
  const endpoint = child(party, 'EndpointID');
  if (endpoint)
    addId(p, schemeType(attr(endpoint, 'schemeID'), text(endpoint) ?? ''), text(endpoint), attr(endpoint, 'schemeID'));
  for (const pid of children(party, 'PartyIdentification')) {
    const id = child(pid, 'ID');
    addId(p, schemeType(attr(id, 'schemeID'), text(id) ?? ''), text(id), attr(id, 'schemeID'));
  }
  const company = child(legal, 'CompanyID');
  if (company)
    addId(p, schemeType(attr(company, 'schemeID'), text(company) ?? ''), text(company), attr(company, 'schemeID'));
  for (const ts of children(party, 'PartyTaxScheme')) {
    const id = text(child(ts, 'CompanyID'));
    const scheme = text(path(ts, 'TaxScheme', 'ID'));
    if (id) addId(p, scheme === 'VAT' || /^[A-Z]{2}/.test(id) ? 'VAT' : 'OTHER', id, scheme);
  }
  const mail = text(path(party, 'Contact', 'ElectronicMail'));
  if (mail) addId(p, 'EMAIL', mail, 'EM');
  return p;
}

function parseUbl(root: Node, rootName: string): EInvoice {
  const typeCode =
    text(child(root, 'InvoiceTypeCode')) ??
    text(child(root, 'CreditNoteTypeCode')) ??
    (rootName === 'CreditNote' ? '381' : '380');
  const currency = text(child(root, 'DocumentCurrencyCode'));
  const totals = child(root, 'LegalMonetaryTotal');
  const taxTotals = children(root, 'TaxTotal').map((t) => child(t, 'TaxAmount'));
  const tax = taxTotals.find((t) => !attr(t, 'currencyID') || attr(t, 'currencyID') === currency) ?? taxTotals[0];
  // the subtotals of the invoice currency's TaxTotal (a second one in the accounting currency has none)
  const withSubtotals = children(root, 'TaxTotal').filter((t) => child(t, 'TaxSubtotal'));
  const subtotals =
    withSubtotals.find((t) => !currency || attr(child(t, 'TaxAmount'), 'currencyID') === currency) ?? withSubtotals[0];
  const vat = vatLines(
    children(subtotals, 'TaxSubtotal').map((s) => ({
      rate: text(path(s, 'TaxCategory', 'Percent')),
      base: text(child(s, 'TaxableAmount')),
      amount: text(child(s, 'TaxAmount')),
      category: text(path(s, 'TaxCategory', 'ID')),
    })),
  );
  const seller = ublParty(child(root, 'AccountingSupplierParty'));
  const buyer = ublParty(child(root, 'AccountingCustomerParty'));
  let dueDate = isoDate(text(child(root, 'DueDate')));
  for (const pm of children(root, 'PaymentMeans')) {
    const iban = text(path(pm, 'PayeeFinancialAccount', 'ID'));
    if (iban && isIban(iban)) addId(seller, 'IBAN', iban);
    dueDate ??= isoDate(text(child(pm, 'PaymentDueDate')));
  }
  return {
    syntax: 'UBL',
    profile: text(child(root, 'CustomizationID')),
    typeCode,
    type: rootName === 'CreditNote' || CREDIT_CODES.has(typeCode) ? 'CREDIT' : 'INVOICE',
    number: text(child(root, 'ID')),
    issueDate: isoDate(text(child(root, 'IssueDate'))),
    dueDate,
    currency,
    seller,
    buyer,
    totalHT: money(text(child(totals, 'TaxExclusiveAmount'))),
    totalTVA: money(text(tax)) ?? (totals ? '0.00' : undefined),
    totalTTC: money(text(child(totals, 'TaxInclusiveAmount'))),
    duePayable: money(text(child(totals, 'PayableAmount'))),
    vat,
  };
}

const ROOTS = ['CrossIndustryInvoice', 'CrossIndustryDocument', 'Invoice', 'CreditNote'] as const;

/** Root element local name of an XML document, without parsing it all. */
export function xmlRootName(xml: string): string | undefined {
  const body = xml
    .replace(/^\uFEFF/, '')
    .replace(/<\?[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '');
  const m = /^\s*<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s>/]/.exec(body);
  return m?.[2];
}

export const isEInvoiceRoot = (name: string | undefined) => !!name && (ROOTS as readonly string[]).includes(name);

/** Parses CII or UBL; null when the XML is not an e-invoice. Throws on malformed XML. */
export function parseEInvoice(xml: string | Uint8Array): EInvoice | null {
  const s = typeof xml === 'string' ? xml : new TextDecoder('utf-8').decode(xml);
  const rootName = xmlRootName(s);
  if (!isEInvoiceRoot(rootName)) return null;
  const tree = parser.parse(s) as Node;
  const root = child(tree, rootName!);
  if (!root) return null;
  if (rootName === 'CrossIndustryInvoice' || rootName === 'CrossIndustryDocument') return parseCii(root);
  return parseUbl(root, rootName!);
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
