/**
 * A human-readable rendition of an e-invoice received as XML only (UBL 2.1 Invoice / CreditNote, UN/CEFACT
 * CII of Factur-X, ZUGFeRD and XRechnung): seller, buyer, lines, VAT breakdown, totals and payment terms,
 * as the values are written in the XML (amounts as decimal strings, dates as YYYY-MM-DD). Where each term
 * lives in either syntax: extraction/einvoiceXml/.
 */
import { eInvoiceOf } from '../extraction/einvoice';
import { decimal, readInvoiceTerms, shownDate, type InvoiceTerms } from '../extraction/einvoiceXml';
import { eInvoicePartiesOf, type PartyFacts } from '../extraction/seller';

import type {
  Rendition as SharedRendition,
  RenditionLine,
  RenditionVat,
} from '../../../../src/domain/documents/rendition';

export type { RenditionLine, RenditionVat };
/** The rendition with the parties as the extraction reads them. */
export type Rendition = SharedRendition<PartyFacts>;

function body(
  x: InvoiceTerms,
): Omit<Rendition, 'syntax' | 'seller' | 'buyer' | 'type' | 'typeCode' | 'number' | 'profile'> {
  const t = x.totals;
  const means = x.paymentMeans[0];
  return {
    issueDate: shownDate(x.issueDate),
    dueDate: x.dueDates.map(shownDate).find(Boolean),
    deliveryDate: shownDate(x.deliveryDate),
    currency: x.currency,
    buyerReference: x.buyerReference,
    orderReference: x.orderReference,
    lines: x.lines.map((l): RenditionLine => ({
      id: l.id,
      name: l.name,
      description: l.description,
      quantity: decimal(l.quantity),
      unit: l.unit,
      unitPrice: decimal(l.netPrice) ?? decimal(l.grossPrice),
      net: decimal(l.net),
      vatRate: decimal(l.vatRate),
      vatCategory: l.vatCategory,
    })),
    vat: x.vat.map((v): RenditionVat => ({
      base: decimal(v.base),
      amount: decimal(v.amount),
      category: v.category,
      rate: decimal(v.rate),
      exemption: v.exemptionReason,
    })),
    totals: {
      lines: decimal(t.lineNet),
      allowances: decimal(t.allowances),
      charges: decimal(t.charges),
      taxBasis: decimal(t.taxExclusive),
      tax: decimal(t.tax),
      grandTotal: decimal(t.taxInclusive),
      prepaid: decimal(t.prepaid),
      payable: decimal(t.payable),
    },
    payment: {
      terms: x.paymentTerms.join('\n') || undefined,
      meansCode: means?.code,
      means: means?.text,
      reference: x.remittance,
      iban: means?.payeeIban,
      accountName: means?.accountName,
      bic: means?.bic,
    },
    notes: x.notes,
  };
}

/** The rendition of an e-invoice XML; null when the XML is no e-invoice. Throws on malformed XML. */
export function renderEInvoice(xml: string | Uint8Array): Rendition | null {
  const x = readInvoiceTerms(xml);
  if (!x) return null;
  const e = eInvoiceOf(x);
  const parties = eInvoicePartiesOf(x, e);
  return {
    syntax: e.syntax,
    profile: e.profile,
    type: e.type,
    typeCode: e.typeCode,
    number: e.number,
    ...body(x),
    seller: parties.seller,
    buyer: parties.buyer,
  };
}
