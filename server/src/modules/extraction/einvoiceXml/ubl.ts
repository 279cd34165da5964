/** Where each business term lives in OASIS UBL 2.1: Invoice and CreditNote (Peppol BIS, XRechnung UBL). */
import { at, attr, child, children, inCurrency, node, present, schemedId, text, type XmlNode } from './tree';
import type {
  AddressTerms,
  AllowanceChargeTerms,
  InvoiceTerms,
  LineTerms,
  OtherPartyTerms,
  PartyId,
  PartyTerms,
  PeriodTerms,
} from './terms';

/** BG-5 / BG-8 PostalAddress, BG-15 DeliveryLocation/Address. */
function address(a: XmlNode | undefined): AddressTerms | undefined {
  if (!a) return undefined;
  return {
    lines: present([at(a, 'StreetName'), at(a, 'AdditionalStreetName'), at(a, 'AddressLine', 'Line')]),
    postcode: at(a, 'PostalZone'),
    city: at(a, 'CityName'),
    country: at(a, 'Country', 'IdentificationCode'),
  };
}

/** BG-4 AccountingSupplierParty/Party, BG-7 AccountingCustomerParty/Party. Identifiers: endpoint first. */
function party(p: XmlNode | undefined): PartyTerms | undefined {
  if (!p) return undefined;
  const legal = child(p, 'PartyLegalEntity');
  const endpoint = child(p, 'EndpointID');
  const company = child(legal, 'CompanyID');
  const mail = at(p, 'Contact', 'ElectronicMail');
  const ids: PartyId[] = [];
  // an endpoint of scheme EM is an e-mail address
  if (endpoint) ids.push({ kind: attr(endpoint, 'schemeID') === 'EM' ? 'email' : 'endpoint', ...schemedId(endpoint) });
  for (const pid of children(p, 'PartyIdentification')) ids.push({ kind: 'party', ...schemedId(child(pid, 'ID')) });
  if (company) ids.push({ kind: 'legal', ...schemedId(company) });
  for (const ts of children(p, 'PartyTaxScheme')) {
    const scheme = at(ts, 'TaxScheme', 'ID');
    ids.push({ kind: scheme === 'VAT' ? 'vat' : 'tax', value: at(ts, 'CompanyID'), scheme });
  }
  if (mail) ids.push({ kind: 'email', value: mail });
  const electronic = text(endpoint);
  return {
    name: at(legal, 'RegistrationName') ?? at(p, 'PartyName', 'Name'),
    tradeName: at(p, 'PartyName', 'Name'),
    ids,
    // the contact's e-mail, else the electronic address when it is one
    email: mail ?? (electronic?.includes('@') ? electronic : undefined),
    address: address(child(p, 'PostalAddress')),
    electronicAddress: endpoint ? schemedId(endpoint) : undefined, // BT-34 / BT-49
  };
}

/** BG-10 PayeeParty, BG-11 TaxRepresentativeParty. */
function otherParty(p: XmlNode | undefined): OtherPartyTerms | undefined {
  if (!p) return undefined;
  const vat = children(p, 'PartyTaxScheme').find((ts) => at(ts, 'TaxScheme', 'ID') === 'VAT');
  return {
    name: at(p, 'PartyName', 'Name'),
    vatId: at(vat, 'CompanyID'),
    address: address(child(p, 'PostalAddress')),
  };
}

/** BG-14 / BG-26 InvoicePeriod. */
const period = (p: XmlNode | undefined): PeriodTerms | undefined =>
  p ? { start: at(p, 'StartDate'), end: at(p, 'EndDate') } : undefined;

/** BG-20 / BG-21 AllowanceCharge of the document, BG-27 / BG-28 of a line. */
const allowanceCharge = (a: XmlNode): AllowanceChargeTerms => ({
  charge: at(a, 'ChargeIndicator') === 'true',
  amount: at(a, 'Amount'),
  base: at(a, 'BaseAmount'),
  category: at(a, 'TaxCategory', 'ID'),
  rate: at(a, 'TaxCategory', 'Percent'),
  reason: at(a, 'AllowanceChargeReason'),
  reasonCode: at(a, 'AllowanceChargeReasonCode'),
});

/** BG-25: InvoiceLine, CreditNoteLine. */
function line(l: XmlNode, credit: boolean): LineTerms {
  const qty = credit ? (child(l, 'CreditedQuantity') ?? child(l, 'InvoicedQuantity')) : child(l, 'InvoicedQuantity');
  const tax = node(l, 'Item', 'ClassifiedTaxCategory');
  const standard = node(l, 'Item', 'StandardItemIdentification', 'ID');
  return {
    id: at(l, 'ID'), // BT-126
    quantity: text(qty), // BT-129
    unit: attr(qty, 'unitCode'), // BT-130
    net: at(l, 'LineExtensionAmount'), // BT-131
    netPrice: at(l, 'Price', 'PriceAmount'), // BT-146
    vatCategory: at(tax, 'ID'), // BT-151
    vatRate: at(tax, 'Percent'), // BT-152
    name: at(l, 'Item', 'Name'), // BT-153
    description: at(l, 'Item', 'Description'), // BT-154
    period: period(child(l, 'InvoicePeriod')), // BG-26
    allowancesCharges: children(l, 'AllowanceCharge').map(allowanceCharge), // BG-27, BG-28
    standardId: standard ? schemedId(standard) : undefined, // BT-157
    classifications: children(child(l, 'Item'), 'CommodityClassification').map((c) => {
      const code = child(c, 'ItemClassificationCode');
      return { value: text(code), scheme: attr(code, 'listID') };
    }), // BT-158
    attributes: children(child(l, 'Item'), 'AdditionalItemProperty').map((p) => ({
      name: at(p, 'Name'),
      value: at(p, 'Value'),
    })), // BG-32
  };
}

export function readUbl(root: XmlNode, rootName: string): InvoiceTerms {
  const credit = rootName === 'CreditNote';
  const currency = at(root, 'DocumentCurrencyCode');
  const sums = child(root, 'LegalMonetaryTotal');
  const taxTotals = children(root, 'TaxTotal');
  // a second TaxTotal in the accounting currency (BT-111) has no breakdown: the invoice currency's has it
  const withBreakdown = taxTotals.filter((t) => child(t, 'TaxSubtotal'));
  const breakdown =
    withBreakdown.find((t) => !currency || attr(child(t, 'TaxAmount'), 'currencyID') === currency) ??
    withBreakdown[0] ??
    taxTotals[0];
  const means = children(root, 'PaymentMeans');
  const delivery = child(root, 'Delivery');
  // an invoice's credit note lines are read too
  const lines = credit
    ? children(root, 'CreditNoteLine')
    : [...children(root, 'InvoiceLine'), ...children(root, 'CreditNoteLine')];
  return {
    syntax: 'UBL',
    rootName,
    number: at(root, 'ID'), // BT-1
    issueDate: at(root, 'IssueDate'), // BT-2
    typeCode: at(root, 'InvoiceTypeCode') ?? at(root, 'CreditNoteTypeCode'), // BT-3
    currency, // BT-5
    taxCurrency: at(root, 'TaxCurrencyCode'), // BT-6
    taxTotalCurrencies: present(taxTotals.map((t) => attr(child(t, 'TaxAmount'), 'currencyID'))),
    taxPointDate: at(root, 'TaxPointDate'), // BT-7
    taxPointCode: at(root, 'InvoicePeriod', 'DescriptionCode'), // BT-8
    dueDates: present([at(root, 'DueDate'), ...means.map((m) => at(m, 'PaymentDueDate'))]), // BT-9
    buyerReference: at(root, 'BuyerReference'), // BT-10
    orderReference: at(root, 'OrderReference', 'ID'), // BT-13
    paymentTerms: present(children(root, 'PaymentTerms').map((t) => at(t, 'Note'))), // BT-20
    notes: present(children(root, 'Note').map(text)), // BT-22
    process: at(root, 'ProfileID'), // BT-23
    specification: at(root, 'CustomizationID'), // BT-24
    taxRepresentativeVatId: at(root, 'TaxRepresentativeParty', 'PartyTaxScheme', 'CompanyID'), // BT-63
    taxRepresentative: otherParty(child(root, 'TaxRepresentativeParty')), // BG-11
    payee: otherParty(child(root, 'PayeeParty')), // BG-10
    period: period(child(root, 'InvoicePeriod')), // BG-14
    precedingInvoices: children(root, 'BillingReference').map((r) => at(r, 'InvoiceDocumentReference', 'ID')), // BG-3
    supportingDocuments: children(root, 'AdditionalDocumentReference').map((r) => at(r, 'ID')), // BG-24
    deliveryDate: at(delivery, 'ActualDeliveryDate'), // BT-72
    remittance: at(means[0], 'PaymentID'), // BT-83
    seller: party(node(root, 'AccountingSupplierParty', 'Party')),
    buyer: party(node(root, 'AccountingCustomerParty', 'Party')),
    deliverTo: delivery
      ? {
          name: at(delivery, 'DeliveryParty', 'PartyName', 'Name'),
          locationId: at(delivery, 'DeliveryLocation', 'ID'),
          address: address(node(delivery, 'DeliveryLocation', 'Address')),
        }
      : undefined,
    paymentMeans: means.map((m) => {
      const code = child(m, 'PaymentMeansCode');
      return {
        code: text(code),
        text: attr(code, 'name'),
        payeeIban: at(m, 'PayeeFinancialAccount', 'ID'),
        accountName: at(m, 'PayeeFinancialAccount', 'Name'),
        bic: at(m, 'PayeeFinancialAccount', 'FinancialInstitutionBranch', 'ID'),
        cardNumber: at(m, 'CardAccount', 'PrimaryAccountNumberID'),
      };
    }),
    allowancesCharges: children(root, 'AllowanceCharge').map(allowanceCharge),
    totals: {
      stated: !!sums,
      lineNet: at(sums, 'LineExtensionAmount'),
      allowances: at(sums, 'AllowanceTotalAmount'),
      charges: at(sums, 'ChargeTotalAmount'),
      taxExclusive: at(sums, 'TaxExclusiveAmount'),
      // TaxTotal/TaxAmount: the invoice currency's, not the accounting currency's (BT-111)
      tax: text(
        inCurrency(
          taxTotals.map((t) => child(t, 'TaxAmount')),
          currency,
        ),
      ),
      taxInclusive: at(sums, 'TaxInclusiveAmount'),
      prepaid: at(sums, 'PrepaidAmount'),
      rounding: at(sums, 'PayableRoundingAmount'),
      payable: at(sums, 'PayableAmount'),
    },
    vat: children(breakdown, 'TaxSubtotal').map((s) => ({
      base: at(s, 'TaxableAmount'),
      amount: at(s, 'TaxAmount'),
      category: at(s, 'TaxCategory', 'ID'),
      rate: at(s, 'TaxCategory', 'Percent'),
      exemptionReason: at(s, 'TaxCategory', 'TaxExemptionReason'),
      exemptionCode: at(s, 'TaxCategory', 'TaxExemptionReasonCode'),
    })),
    lines: lines.map((l) => line(l, credit)),
  };
}
