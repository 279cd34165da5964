/**
 * The EN 16931 semantic model of a received invoice, read from UBL 2.1 or UN/CEFACT CII: the business terms
 * (BT-n) the business rules check, as written in the XML (decimals as strings, absent = undefined).
 */
import { eInvoiceTree } from '../../extraction/seller';

type Node = Record<string, unknown>;
const arr = <T>(v: T | T[] | undefined): T[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
const kids = (n: unknown, name: string): Node[] =>
  n && typeof n === 'object' ? arr((n as Node)[name] as Node | Node[]) : [];
const node = (n: unknown, ...names: string[]) => names.reduce<Node | undefined>((acc, k) => kids(acc, k)[0], n as Node);
const txt = (n: unknown): string | undefined => {
  if (n === undefined || n === null) return undefined;
  if (typeof n === 'string' || typeof n === 'number') return String(n).trim() || undefined;
  if (typeof n === 'object') return txt((n as Node)['#text']);
  return undefined;
};
const at = (n: unknown, ...names: string[]) => txt(node(n, ...names));
const attr = (n: unknown, name: string) => (n && typeof n === 'object' ? txt((n as Node)[`@_${name}`]) : undefined);

export interface Party {
  name?: string;
  country?: string;
  hasAddress: boolean;
  vatId?: string;
  legalId?: string;
  legalScheme?: string;
}
export interface Line {
  id?: string;
  quantity?: string;
  unit?: string;
  net?: string;
  price?: string;
  name?: string;
  category?: string;
  rate?: string;
}
export interface AllowanceCharge {
  charge: boolean;
  amount?: string;
  category?: string;
  rate?: string;
  reason?: string;
  reasonCode?: string;
}
export interface VatBreakdown {
  base?: string;
  amount?: string;
  category?: string;
  rate?: string;
  exemptionReason?: string;
  exemptionCode?: string;
}
export interface InvoiceModel {
  syntax: 'UBL' | 'CII';
  specification?: string; // BT-24
  process?: string; // BT-23
  number?: string; // BT-1
  issueDate?: string; // BT-2
  typeCode?: string; // BT-3
  currency?: string; // BT-5
  seller: Party;
  buyer: Party;
  taxRepresentativeVatId?: string; // BT-63
  delivery?: { name?: string; locationId?: string; country?: string; hasAddress: boolean };
  lines: Line[];
  allowancesCharges: AllowanceCharge[];
  totals: {
    lineNet?: string; // BT-106
    allowances?: string; // BT-107
    charges?: string; // BT-108
    taxExclusive?: string; // BT-109
    tax?: string; // BT-110
    taxInclusive?: string; // BT-112
    prepaid?: string; // BT-113
    rounding?: string; // BT-114
    payable?: string; // BT-115
  };
  vat: VatBreakdown[];
}

function ublParty(p: Node | undefined): Party {
  const addr = node(p, 'PostalAddress');
  const vat = kids(p, 'PartyTaxScheme').find((s) => at(s, 'TaxScheme', 'ID') === 'VAT');
  const legal = node(p, 'PartyLegalEntity', 'CompanyID');
  return {
    name: at(p, 'PartyLegalEntity', 'RegistrationName') ?? at(p, 'PartyName', 'Name'),
    country: at(addr, 'Country', 'IdentificationCode'),
    hasAddress: Boolean(addr),
    vatId: at(vat, 'CompanyID'),
    legalId: txt(legal),
    legalScheme: attr(legal, 'schemeID'),
  };
}

function ubl(root: Node, credit: boolean): InvoiceModel {
  const currency = at(root, 'DocumentCurrencyCode');
  const taxTotals = kids(root, 'TaxTotal');
  const inCurrency = taxTotals.find((t) => attr(node(t, 'TaxAmount'), 'currencyID') === currency) ?? taxTotals[0];
  const m = node(root, 'LegalMonetaryTotal');
  const delivery = node(root, 'Delivery');
  const deliveryAddress = node(delivery, 'DeliveryLocation', 'Address');
  return {
    syntax: 'UBL',
    specification: at(root, 'CustomizationID'),
    process: at(root, 'ProfileID'),
    number: at(root, 'ID'),
    issueDate: at(root, 'IssueDate'),
    typeCode: at(root, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode'),
    currency,
    seller: ublParty(node(root, 'AccountingSupplierParty', 'Party')),
    buyer: ublParty(node(root, 'AccountingCustomerParty', 'Party')),
    taxRepresentativeVatId: at(root, 'TaxRepresentativeParty', 'PartyTaxScheme', 'CompanyID'),
    delivery: delivery
      ? {
          name: at(delivery, 'DeliveryParty', 'PartyName', 'Name'),
          locationId: at(delivery, 'DeliveryLocation', 'ID'),
          country: at(deliveryAddress, 'Country', 'IdentificationCode'),
          hasAddress: Boolean(deliveryAddress),
        }
      : undefined,
    lines: kids(root, credit ? 'CreditNoteLine' : 'InvoiceLine').map((l) => {
      const qty = node(l, credit ? 'CreditedQuantity' : 'InvoicedQuantity');
      const tax = node(l, 'Item', 'ClassifiedTaxCategory');
      return {
        id: at(l, 'ID'),
        quantity: txt(qty),
        unit: attr(qty, 'unitCode'),
        net: at(l, 'LineExtensionAmount'),
        price: at(l, 'Price', 'PriceAmount'),
        name: at(l, 'Item', 'Name'),
        category: at(tax, 'ID'),
        rate: at(tax, 'Percent'),
      };
    }),
    allowancesCharges: kids(root, 'AllowanceCharge').map((a) => ({
      charge: at(a, 'ChargeIndicator') === 'true',
      amount: at(a, 'Amount'),
      category: at(a, 'TaxCategory', 'ID'),
      rate: at(a, 'TaxCategory', 'Percent'),
      reason: at(a, 'AllowanceChargeReason'),
      reasonCode: at(a, 'AllowanceChargeReasonCode'),
    })),
    totals: {
      lineNet: at(m, 'LineExtensionAmount'),
      allowances: at(m, 'AllowanceTotalAmount'),
      charges: at(m, 'ChargeTotalAmount'),
      taxExclusive: at(m, 'TaxExclusiveAmount'),
      tax: at(inCurrency, 'TaxAmount'),
      taxInclusive: at(m, 'TaxInclusiveAmount'),
      prepaid: at(m, 'PrepaidAmount'),
      rounding: at(m, 'PayableRoundingAmount'),
      payable: at(m, 'PayableAmount'),
    },
    vat: kids(inCurrency, 'TaxSubtotal').map((s) => ({
      base: at(s, 'TaxableAmount'),
      amount: at(s, 'TaxAmount'),
      category: at(s, 'TaxCategory', 'ID'),
      rate: at(s, 'TaxCategory', 'Percent'),
      exemptionReason: at(s, 'TaxCategory', 'TaxExemptionReason'),
      exemptionCode: at(s, 'TaxCategory', 'TaxExemptionReasonCode'),
    })),
  };
}

function ciiParty(p: Node | undefined): Party {
  const addr = node(p, 'PostalTradeAddress');
  const vat = kids(p, 'SpecifiedTaxRegistration').find((r) => attr(node(r, 'ID'), 'schemeID') === 'VA');
  const legal = node(p, 'SpecifiedLegalOrganization', 'ID');
  return {
    name: at(p, 'Name'),
    country: at(addr, 'CountryID'),
    hasAddress: Boolean(addr),
    vatId: at(vat, 'ID'),
    legalId: txt(legal),
    legalScheme: attr(legal, 'schemeID'),
  };
}

function cii(root: Node): InvoiceModel {
  const tx = node(root, 'SupplyChainTradeTransaction');
  const agreement = node(tx, 'ApplicableHeaderTradeAgreement');
  const settlement = node(tx, 'ApplicableHeaderTradeSettlement');
  const currency = at(settlement, 'InvoiceCurrencyCode');
  const m = node(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const taxTotals = kids(m, 'TaxTotalAmount');
  const shipTo = node(tx, 'ApplicableHeaderTradeDelivery', 'ShipToTradeParty');
  const shipAddress = node(shipTo, 'PostalTradeAddress');
  return {
    syntax: 'CII',
    specification: at(root, 'ExchangedDocumentContext', 'GuidelineSpecifiedDocumentContextParameter', 'ID'),
    process: at(root, 'ExchangedDocumentContext', 'BusinessProcessSpecifiedDocumentContextParameter', 'ID'),
    number: at(root, 'ExchangedDocument', 'ID'),
    issueDate: at(root, 'ExchangedDocument', 'IssueDateTime', 'DateTimeString'),
    typeCode: at(root, 'ExchangedDocument', 'TypeCode'),
    currency,
    seller: ciiParty(node(agreement, 'SellerTradeParty')),
    buyer: ciiParty(node(agreement, 'BuyerTradeParty')),
    taxRepresentativeVatId: at(agreement, 'SellerTaxRepresentativeTradeParty', 'SpecifiedTaxRegistration', 'ID'),
    delivery: shipTo
      ? {
          name: at(shipTo, 'Name'),
          locationId: at(shipTo, 'ID'),
          country: at(shipAddress, 'CountryID'),
          hasAddress: Boolean(shipAddress),
        }
      : undefined,
    lines: kids(tx, 'IncludedSupplyChainTradeLineItem').map((l) => {
      const qty = node(l, 'SpecifiedLineTradeDelivery', 'BilledQuantity');
      const tax = node(l, 'SpecifiedLineTradeSettlement', 'ApplicableTradeTax');
      return {
        id: at(l, 'AssociatedDocumentLineDocument', 'LineID'),
        quantity: txt(qty),
        unit: attr(qty, 'unitCode'),
        net: at(l, 'SpecifiedLineTradeSettlement', 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount'),
        price: at(l, 'SpecifiedLineTradeAgreement', 'NetPriceProductTradePrice', 'ChargeAmount'),
        name: at(l, 'SpecifiedTradeProduct', 'Name'),
        category: at(tax, 'CategoryCode'),
        rate: at(tax, 'RateApplicablePercent'),
      };
    }),
    allowancesCharges: kids(settlement, 'SpecifiedTradeAllowanceCharge').map((a) => ({
      charge: at(a, 'ChargeIndicator', 'Indicator') === 'true',
      amount: at(a, 'ActualAmount'),
      category: at(a, 'CategoryTradeTax', 'CategoryCode'),
      rate: at(a, 'CategoryTradeTax', 'RateApplicablePercent'),
      reason: at(a, 'Reason'),
      reasonCode: at(a, 'ReasonCode'),
    })),
    totals: {
      lineNet: at(m, 'LineTotalAmount'),
      allowances: at(m, 'AllowanceTotalAmount'),
      charges: at(m, 'ChargeTotalAmount'),
      taxExclusive: at(m, 'TaxBasisTotalAmount'),
      tax: txt(taxTotals.find((t) => attr(t, 'currencyID') === currency) ?? taxTotals[0]),
      taxInclusive: at(m, 'GrandTotalAmount'),
      prepaid: at(m, 'TotalPrepaidAmount'),
      rounding: at(m, 'RoundingAmount'),
      payable: at(m, 'DuePayableAmount'),
    },
    vat: kids(settlement, 'ApplicableTradeTax').map((t) => ({
      base: at(t, 'BasisAmount'),
      amount: at(t, 'CalculatedAmount'),
      category: at(t, 'CategoryCode'),
      rate: at(t, 'RateApplicablePercent'),
      exemptionReason: at(t, 'ExemptionReason'),
      exemptionCode: at(t, 'ExemptionReasonCode'),
    })),
  };
}

/** The model of an e-invoice XML, or null when it is no UBL or CII invoice (ZUGFeRD 1.0 is not EN 16931). */
export function readInvoiceModel(xml: string): InvoiceModel | null {
  const tree = eInvoiceTree(xml);
  if (!tree) return null;
  if (tree.rootName === 'Invoice' || tree.rootName === 'CreditNote')
    return ubl(tree.root, tree.rootName === 'CreditNote');
  if (tree.rootName === 'CrossIndustryInvoice') return cii(tree.root);
  return null;
}
