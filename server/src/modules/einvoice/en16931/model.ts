/**
 * The EN 16931 semantic model of a received invoice, read from UBL 2.1 or UN/CEFACT CII: the business terms
 * (BT-n) the business rules check, as written in the XML (decimals as strings, absent = undefined). Where each
 * term lives in either syntax: extraction/einvoiceXml/.
 */
import { readInvoiceTerms, type PartyTerms } from '../../extraction/einvoiceXml';

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

function party(p: PartyTerms | undefined): Party {
  const legal = p?.ids.find((i) => i.kind === 'legal');
  return {
    name: p?.name,
    country: p?.address?.country,
    hasAddress: Boolean(p?.address),
    vatId: p?.ids.find((i) => i.kind === 'vat')?.value,
    legalId: legal?.value,
    legalScheme: legal?.scheme,
  };
}

/** The model of an e-invoice XML, or null when it is no UBL or CII invoice (ZUGFeRD 1.0 is not EN 16931). */
export function readInvoiceModel(xml: string): InvoiceModel | null {
  const x = readInvoiceTerms(xml);
  if (!x || x.rootName === 'CrossIndustryDocument') return null;
  const t = x.totals;
  const to = x.deliverTo;
  return {
    syntax: x.syntax,
    specification: x.specification,
    process: x.process,
    number: x.number,
    issueDate: x.issueDate,
    typeCode: x.typeCode,
    currency: x.currency,
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
      name: l.name,
      category: l.vatCategory,
      rate: l.vatRate,
    })),
    allowancesCharges: x.allowancesCharges.map((a) => ({ ...a })),
    totals: {
      lineNet: t.lineNet,
      allowances: t.allowances,
      charges: t.charges,
      taxExclusive: t.taxExclusive,
      tax: t.tax,
      taxInclusive: t.taxInclusive,
      prepaid: t.prepaid,
      rounding: t.rounding,
      payable: t.payable,
    },
    vat: x.vat.map((v) => ({ ...v })),
  };
}
