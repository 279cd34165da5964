/**
 * The EN 16931 semantic model of a received invoice, read from UBL 2.1 or UN/CEFACT CII: the business terms
 * (BT-n) the business rules check, as written in the XML (decimals as strings, absent = undefined). Where each
 * term lives in either syntax: extraction/einvoiceXml/.
 */
import {
  readInvoiceTerms,
  type AllowanceChargeTerms,
  type InvoiceTerms,
  type LineTerms,
  type PartyTerms,
  type TotalsTerms,
  type VatTerms,
} from '../../extraction/einvoiceXml';

export interface Party {
  name?: string;
  country?: string;
  hasAddress: boolean;
  vatId?: string;
  legalId?: string;
  legalScheme?: string;
  taxId?: string; // BT-32
  /** BT-29 / BT-46 identifiers but a SEPA creditor id (BT-90). */
  partyIds: string[];
  electronicAddress?: { value?: string; scheme?: string }; // BT-34 / BT-49
}
export interface Line {
  id?: string;
  quantity?: string;
  unit?: string;
  net?: string;
  price?: string;
  grossPrice?: string;
  name?: string;
  category?: string;
  rate?: string;
  period?: LineTerms['period']; // BG-26
  allowancesCharges: LineTerms['allowancesCharges']; // BG-27, BG-28
  standardId?: LineTerms['standardId']; // BT-157
  classifications: LineTerms['classifications']; // BT-158
  attributes: LineTerms['attributes']; // BG-32
}
/** BG-20 / BG-21 and BG-23 as the XML states them. */
export type AllowanceCharge = AllowanceChargeTerms;
export type VatBreakdown = VatTerms;
/** The header terms as written (BT-1..BT-9, BT-20, BT-23, BT-24, BT-63, BT-72, BG-3, BG-10, BG-11, BG-14, BG-16,
 * BG-24), the parties, lines and totals. */
export interface InvoiceModel extends Pick<
  InvoiceTerms,
  | 'syntax'
  | 'specification'
  | 'process'
  | 'number'
  | 'issueDate'
  | 'typeCode'
  | 'currency'
  | 'taxCurrency'
  | 'taxTotalCurrencies'
  | 'taxPointDate'
  | 'taxPointCode'
  | 'dueDates'
  | 'paymentTerms'
  | 'deliveryDate'
  | 'taxRepresentativeVatId'
  | 'taxRepresentative'
  | 'payee'
  | 'period'
  | 'precedingInvoices'
  | 'supportingDocuments'
  | 'paymentMeans'
> {
  seller: Party;
  buyer: Party;
  delivery?: { name?: string; locationId?: string; country?: string; hasAddress: boolean };
  lines: Line[];
  allowancesCharges: AllowanceCharge[];
  totals: Omit<TotalsTerms, 'stated'>; // BG-22
  vat: VatBreakdown[];
}

function party(p: PartyTerms | undefined): Party {
  const legal = p?.ids.find((i) => i.kind === 'legal');
  return {
    name: p?.name,
    country: p?.address?.country,
    hasAddress: Boolean(p?.address),
    vatId: p?.ids.find((i) => i.kind === 'vat')?.value,
    legalId: legal?.value,
    legalScheme: legal?.scheme,
    taxId: p?.ids.find((i) => i.kind === 'tax')?.value,
    partyIds: (p?.ids ?? []).flatMap((i) => (i.kind === 'party' && i.value && i.scheme !== 'SEPA' ? [i.value] : [])),
    electronicAddress: p?.electronicAddress,
  };
}

/** The model of an e-invoice XML, or null when it is no UBL or CII invoice (ZUGFeRD 1.0 is not EN 16931). */
export function readInvoiceModel(xml: string): InvoiceModel | null {
  const x = readInvoiceTerms(xml);
  if (!x || x.rootName === 'CrossIndustryDocument') return null;
  const { stated: _stated, ...totals } = x.totals;
  const to = x.deliverTo;
  return {
    syntax: x.syntax,
    specification: x.specification,
    process: x.process,
    number: x.number,
    issueDate: x.issueDate,
    typeCode: x.typeCode,
    currency: x.currency,
    taxCurrency: x.taxCurrency,
    taxTotalCurrencies: x.taxTotalCurrencies,
    taxPointDate: x.taxPointDate,
    taxPointCode: x.taxPointCode,
    dueDates: x.dueDates,
    paymentTerms: x.paymentTerms,
    deliveryDate: x.deliveryDate,
    taxRepresentative: x.taxRepresentative,
    payee: x.payee,
    period: x.period,
    precedingInvoices: x.precedingInvoices,
    supportingDocuments: x.supportingDocuments,
    paymentMeans: x.paymentMeans,
    seller: party(x.seller),
    buyer: party(x.buyer),
    taxRepresentativeVatId: x.taxRepresentativeVatId,
    delivery: to
      ? { name: to.name, locationId: to.locationId, country: to.address?.country, hasAddress: Boolean(to.address) }
      : undefined,
    lines: x.lines.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      unit: l.unit,
      net: l.net,
      price: l.netPrice,
      grossPrice: l.grossPrice,
      name: l.name,
      category: l.vatCategory,
      rate: l.vatRate,
      period: l.period,
      allowancesCharges: l.allowancesCharges,
      standardId: l.standardId,
      classifications: l.classifications,
      attributes: l.attributes,
    })),
    allowancesCharges: x.allowancesCharges,
    totals,
    vat: x.vat,
  };
}
