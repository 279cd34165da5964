/**
 * A human-readable rendition of an e-invoice received as XML only (UBL 2.1 Invoice / CreditNote, UN/CEFACT
 * CII of Factur-X, ZUGFeRD and XRechnung): seller, buyer, lines, VAT breakdown, totals and payment terms,
 * as the values are written in the XML (amounts as decimal strings, dates as YYYY-MM-DD).
 */
import { parseEInvoice } from '../extraction/einvoice';
import { eInvoiceParties, eInvoiceTree, type PartyFacts } from '../extraction/seller';

import type {
  Rendition as SharedRendition,
  RenditionLine,
  RenditionVat,
} from '../../../../resources/documents/rendition';

type Node = Record<string, unknown>;

export type { RenditionLine, RenditionVat };
/** The rendition with the parties as the extraction reads them. */
export type Rendition = SharedRendition<PartyFacts>;

const arr = <T>(v: T | T[] | undefined): T[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
const child = (n: unknown, name: string): Node | undefined =>
  n && typeof n === 'object' ? arr((n as Node)[name] as Node | Node[])[0] : undefined;
const children = (n: unknown, name: string): Node[] =>
  n && typeof n === 'object' ? arr((n as Node)[name] as Node | Node[]) : [];
const txt = (n: unknown): string | undefined => {
  if (n === undefined || n === null) return undefined;
  if (typeof n === 'string' || typeof n === 'number') return String(n).trim() || undefined;
  if (typeof n === 'object') return txt((n as Node)['#text']);
  return undefined;
};
const node = (n: unknown, ...names: string[]) => names.reduce<Node | undefined>((acc, k) => child(acc, k), n as Node);
const at = (n: unknown, ...names: string[]) => txt(node(n, ...names));
const attr = (n: unknown, name: string) => (n && typeof n === 'object' ? txt((n as Node)[`@_${name}`]) : undefined);
/** A decimal as written, without a currency attribute's noise; undefined when absent or not a number. */
const num = (v: string | undefined) => (v && /^[-+]?\d+(?:\.\d+)?$/.test(v.trim()) ? v.trim() : undefined);
const dateOf = (v: string | undefined) => {
  if (!v) return undefined;
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(v.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
};
/** The amount in the invoice currency when an element is repeated per currency. */
const inCurrency = (nodes: Node[], currency?: string) =>
  nodes.find((t) => !attr(t, 'currencyID') || attr(t, 'currencyID') === currency) ?? nodes[0];

function ubl(
  root: Node,
  credit: boolean,
): Omit<Rendition, 'syntax' | 'seller' | 'buyer' | 'type' | 'typeCode' | 'number' | 'profile'> {
  const currency = at(root, 'DocumentCurrencyCode');
  const lines = children(root, credit ? 'CreditNoteLine' : 'InvoiceLine')
    .concat(credit ? [] : children(root, 'CreditNoteLine'))
    .map((l): RenditionLine => {
      const qty = child(l, credit ? 'CreditedQuantity' : 'InvoicedQuantity') ?? child(l, 'InvoicedQuantity');
      const tax = node(l, 'Item', 'ClassifiedTaxCategory');
      return {
        id: at(l, 'ID'),
        name: at(l, 'Item', 'Name'),
        description: at(l, 'Item', 'Description'),
        quantity: num(txt(qty)),
        unit: attr(qty, 'unitCode'),
        unitPrice: num(at(l, 'Price', 'PriceAmount')),
        net: num(at(l, 'LineExtensionAmount')),
        vatRate: num(at(tax, 'Percent')),
        vatCategory: at(tax, 'ID'),
      };
    });
  const taxTotal =
    inCurrency(
      children(root, 'TaxTotal').filter((t) => child(t, 'TaxSubtotal')),
      currency,
    ) ?? children(root, 'TaxTotal')[0];
  const vat = children(taxTotal, 'TaxSubtotal').map((s): RenditionVat => ({
    base: num(at(s, 'TaxableAmount')),
    amount: num(at(s, 'TaxAmount')),
    category: at(s, 'TaxCategory', 'ID'),
    rate: num(at(s, 'TaxCategory', 'Percent')),
    exemption: at(s, 'TaxCategory', 'TaxExemptionReason'),
  }));
  const m = child(root, 'LegalMonetaryTotal');
  const taxAmounts = children(root, 'TaxTotal')
    .map((t) => child(t, 'TaxAmount'))
    .filter((x): x is Node => !!x);
  const pm = child(root, 'PaymentMeans');
  const code = child(pm, 'PaymentMeansCode');
  return {
    issueDate: dateOf(at(root, 'IssueDate')),
    dueDate: dateOf(at(root, 'DueDate')) ?? dateOf(at(pm, 'PaymentDueDate')),
    deliveryDate: dateOf(at(root, 'Delivery', 'ActualDeliveryDate')),
    currency,
    buyerReference: at(root, 'BuyerReference'),
    orderReference: at(root, 'OrderReference', 'ID'),
    lines,
    vat,
    totals: {
      lines: num(at(m, 'LineExtensionAmount')),
      allowances: num(at(m, 'AllowanceTotalAmount')),
      charges: num(at(m, 'ChargeTotalAmount')),
      taxBasis: num(at(m, 'TaxExclusiveAmount')),
      tax: num(txt(inCurrency(taxAmounts, currency))),
      grandTotal: num(at(m, 'TaxInclusiveAmount')),
      prepaid: num(at(m, 'PrepaidAmount')),
      payable: num(at(m, 'PayableAmount')),
    },
    payment: {
      terms:
        children(root, 'PaymentTerms')
          .map((t) => at(t, 'Note'))
          .filter(Boolean)
          .join('\n') || undefined,
      meansCode: txt(code),
      means: attr(code, 'name'),
      reference: at(pm, 'PaymentID'),
      iban: at(pm, 'PayeeFinancialAccount', 'ID'),
      accountName: at(pm, 'PayeeFinancialAccount', 'Name'),
      bic: at(pm, 'PayeeFinancialAccount', 'FinancialInstitutionBranch', 'ID'),
    },
    notes: children(root, 'Note')
      .map(txt)
      .filter((x): x is string => !!x),
  };
}

function cii(root: Node): Omit<Rendition, 'syntax' | 'seller' | 'buyer' | 'type' | 'typeCode' | 'number' | 'profile'> {
  const doc = child(root, 'ExchangedDocument') ?? child(root, 'HeaderExchangedDocument');
  const tx = child(root, 'SupplyChainTradeTransaction') ?? child(root, 'SpecifiedSupplyChainTradeTransaction');
  const agreement = child(tx, 'ApplicableHeaderTradeAgreement') ?? child(tx, 'ApplicableSupplyChainTradeAgreement');
  const delivery = child(tx, 'ApplicableHeaderTradeDelivery') ?? child(tx, 'ApplicableSupplyChainTradeDelivery');
  const settlement = child(tx, 'ApplicableHeaderTradeSettlement') ?? child(tx, 'ApplicableSupplyChainTradeSettlement');
  const currency = at(settlement, 'InvoiceCurrencyCode');
  const lines = children(tx, 'IncludedSupplyChainTradeLineItem').map((l): RenditionLine => {
    const la = child(l, 'SpecifiedLineTradeAgreement') ?? child(l, 'SpecifiedSupplyChainTradeAgreement');
    const ld = child(l, 'SpecifiedLineTradeDelivery') ?? child(l, 'SpecifiedSupplyChainTradeDelivery');
    const ls = child(l, 'SpecifiedLineTradeSettlement') ?? child(l, 'SpecifiedSupplyChainTradeSettlement');
    const qty = child(ld, 'BilledQuantity');
    const tax = child(ls, 'ApplicableTradeTax');
    const sum = child(ls, 'SpecifiedTradeSettlementLineMonetarySummation');
    return {
      id: at(l, 'AssociatedDocumentLineDocument', 'LineID'),
      name: at(l, 'SpecifiedTradeProduct', 'Name'),
      description: at(l, 'SpecifiedTradeProduct', 'Description'),
      quantity: num(txt(qty)),
      unit: attr(qty, 'unitCode'),
      unitPrice:
        num(at(la, 'NetPriceProductTradePrice', 'ChargeAmount')) ??
        num(at(la, 'GrossPriceProductTradePrice', 'ChargeAmount')),
      net: num(txt(inCurrency(children(sum, 'LineTotalAmount'), currency))),
      vatRate: num(at(tax, 'RateApplicablePercent') ?? at(tax, 'ApplicablePercent')),
      vatCategory: at(tax, 'CategoryCode'),
    };
  });
  const vat = children(settlement, 'ApplicableTradeTax').map((t): RenditionVat => ({
    base: num(at(t, 'BasisAmount')),
    amount: num(at(t, 'CalculatedAmount')),
    category: at(t, 'CategoryCode'),
    rate: num(at(t, 'RateApplicablePercent') ?? at(t, 'ApplicablePercent')),
    exemption: at(t, 'ExemptionReason'),
  }));
  const s =
    child(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation') ??
    child(settlement, 'SpecifiedTradeSettlementMonetarySummation');
  const terms = children(settlement, 'SpecifiedTradePaymentTerms');
  const means = child(settlement, 'SpecifiedTradeSettlementPaymentMeans');
  const ciiDate = (n: unknown) => dateOf(at(n, 'DateTimeString') ?? txt(n));
  return {
    issueDate: ciiDate(child(doc, 'IssueDateTime')),
    dueDate: terms.map((t) => ciiDate(child(t, 'DueDateDateTime'))).find(Boolean),
    deliveryDate: ciiDate(node(delivery, 'ActualDeliverySupplyChainEvent', 'OccurrenceDateTime')),
    currency,
    buyerReference: at(agreement, 'BuyerReference'),
    orderReference: at(agreement, 'BuyerOrderReferencedDocument', 'IssuerAssignedID'),
    lines,
    vat,
    totals: {
      lines: num(at(s, 'LineTotalAmount')),
      allowances: num(at(s, 'AllowanceTotalAmount')),
      charges: num(at(s, 'ChargeTotalAmount')),
      taxBasis: num(at(s, 'TaxBasisTotalAmount')),
      tax: num(txt(inCurrency(children(s, 'TaxTotalAmount'), currency))),
      grandTotal: num(at(s, 'GrandTotalAmount')),
      prepaid: num(at(s, 'TotalPrepaidAmount')),
      payable: num(at(s, 'DuePayableAmount')),
    },
    payment: {
      terms:
        terms
          .map((t) => at(t, 'Description'))
          .filter(Boolean)
          .join('\n') || undefined,
      meansCode: at(means, 'TypeCode'),
      means: at(means, 'Information'),
      reference: at(settlement, 'PaymentReference'),
      iban: at(means, 'PayeePartyCreditorFinancialAccount', 'IBANID'),
      accountName: at(means, 'PayeePartyCreditorFinancialAccount', 'AccountName'),
      bic: at(means, 'PayeeSpecifiedCreditorFinancialInstitution', 'BICID'),
    },
    notes: children(doc, 'IncludedNote')
      .map((n) => at(n, 'Content'))
      .filter((x): x is string => !!x),
  };
}

/** The rendition of an e-invoice XML; null when the XML is no e-invoice. Throws on malformed XML. */
export function renderEInvoice(xml: string | Uint8Array): Rendition | null {
  const e = parseEInvoice(xml);
  const tree = e && eInvoiceTree(xml);
  const parties = e && eInvoiceParties(xml);
  if (!e || !tree || !parties) return null;
  const body = e.syntax === 'CII' ? cii(tree.root) : ubl(tree.root, tree.rootName === 'CreditNote');
  return {
    syntax: e.syntax,
    profile: e.profile,
    type: e.type,
    typeCode: e.typeCode,
    number: e.number,
    ...body,
    seller: parties.seller,
    buyer: parties.buyer,
  };
}
