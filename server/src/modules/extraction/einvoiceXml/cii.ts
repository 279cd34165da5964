/**
 * Where each business term lives in UN/CEFACT CII: Factur-X, ZUGFeRD 2.x, XRechnung CII (CrossIndustryInvoice)
 * and ZUGFeRD 1.0 (CrossIndustryDocument): a group's 1.0 name is read where its 2.x name is missing.
 */
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

/** A group by its 2.x name, else its ZUGFeRD 1.0 name. */
const group = (n: unknown, name: string, name10: string) => child(n, name) ?? child(n, name10);

/** A DateTimeString's text (format 102: yyyyMMdd), or the date element's own text. */
const dateText = (n: unknown) => text(child(n, 'DateTimeString') ?? n);

/** BG-5 / BG-8 / BG-15: PostalTradeAddress. */
function address(a: XmlNode | undefined): AddressTerms | undefined {
  if (!a) return undefined;
  return {
    lines: present(['LineOne', 'LineTwo', 'LineThree'].map((k) => at(a, k))),
    postcode: at(a, 'PostcodeCode'),
    city: at(a, 'CityName'),
    country: at(a, 'CountryID'),
  };
}

/** BG-4 SellerTradeParty, BG-7 BuyerTradeParty. Identifiers: legal organisation, tax registrations, ids, URIs, contacts. */
function party(p: XmlNode | undefined): PartyTerms | undefined {
  if (!p) return undefined;
  const legal = child(p, 'SpecifiedLegalOrganization');
  const uris = children(p, 'URIUniversalCommunication').map((uc) => child(uc, 'URIID'));
  const contactEmails = children(p, 'DefinedTradeContact').map((c) => at(c, 'EmailURIUniversalCommunication', 'URIID'));
  const ids: PartyId[] = [
    ...children(legal, 'ID').map((id): PartyId => ({ kind: 'legal', ...schemedId(id) })),
    ...children(p, 'SpecifiedTaxRegistration').flatMap((r) =>
      children(r, 'ID').map((id): PartyId => ({
        kind: attr(id, 'schemeID') === 'VA' ? 'vat' : 'tax',
        ...schemedId(id),
      })),
    ),
    ...[...children(p, 'ID'), ...children(p, 'GlobalID')].map((id): PartyId => ({ kind: 'party', ...schemedId(id) })),
    // an URI that is an e-mail address: scheme EM, or an @ in it
    ...uris.map((id): PartyId => {
      const { value, scheme } = schemedId(id);
      return { kind: value && (scheme === 'EM' || value.includes('@')) ? 'email' : 'endpoint', value, scheme };
    }),
    ...contactEmails.map((value): PartyId => ({ kind: 'email', value })),
  ];
  const uri = text(uris[0]);
  return {
    name: at(p, 'Name'),
    tradeName: at(legal, 'TradingBusinessName'),
    ids,
    // the electronic address when it is an e-mail, else the first contact's
    email: uri?.includes('@') ? uri : contactEmails[0],
    address: address(child(p, 'PostalTradeAddress')),
    electronicAddress: uris[0] ? schemedId(uris[0]) : undefined, // BT-34 / BT-49
  };
}

/** BG-10 PayeeTradeParty, BG-11 SellerTaxRepresentativeTradeParty. */
function otherParty(p: XmlNode | undefined): OtherPartyTerms | undefined {
  if (!p) return undefined;
  const vat = children(p, 'SpecifiedTaxRegistration')
    .map((r) => child(r, 'ID'))
    .find((id) => attr(id, 'schemeID') === 'VA');
  return {
    name: at(p, 'Name'),
    vatId: text(vat),
    address: address(child(p, 'PostalTradeAddress')),
  };
}

/** BG-14 / BG-26 BillingSpecifiedPeriod. */
const period = (p: XmlNode | undefined): PeriodTerms | undefined =>
  p ? { start: dateText(child(p, 'StartDateTime')), end: dateText(child(p, 'EndDateTime')) } : undefined;

/** BG-20 / BG-21 SpecifiedTradeAllowanceCharge of the settlement, BG-27 / BG-28 of a line's. */
const allowanceCharge = (a: XmlNode): AllowanceChargeTerms => ({
  charge: at(a, 'ChargeIndicator', 'Indicator') === 'true',
  amount: at(a, 'ActualAmount'),
  base: at(a, 'BasisAmount'),
  category: at(a, 'CategoryTradeTax', 'CategoryCode'),
  rate: at(a, 'CategoryTradeTax', 'RateApplicablePercent'),
  reason: at(a, 'Reason'),
  reasonCode: at(a, 'ReasonCode'),
});

/** BG-25: IncludedSupplyChainTradeLineItem. */
function line(l: XmlNode, currency: string | undefined): LineTerms {
  const agreement = group(l, 'SpecifiedLineTradeAgreement', 'SpecifiedSupplyChainTradeAgreement');
  const delivery = group(l, 'SpecifiedLineTradeDelivery', 'SpecifiedSupplyChainTradeDelivery');
  const settlement = group(l, 'SpecifiedLineTradeSettlement', 'SpecifiedSupplyChainTradeSettlement');
  const qty = child(delivery, 'BilledQuantity');
  const tax = child(settlement, 'ApplicableTradeTax');
  const sum = child(settlement, 'SpecifiedTradeSettlementLineMonetarySummation');
  const product = child(l, 'SpecifiedTradeProduct');
  const standard = child(product, 'GlobalID');
  return {
    id: at(l, 'AssociatedDocumentLineDocument', 'LineID'), // BT-126
    quantity: text(qty), // BT-129
    unit: attr(qty, 'unitCode'), // BT-130
    net: text(inCurrency(children(sum, 'LineTotalAmount'), currency)), // BT-131
    netPrice: at(agreement, 'NetPriceProductTradePrice', 'ChargeAmount'), // BT-146
    grossPrice: at(agreement, 'GrossPriceProductTradePrice', 'ChargeAmount'), // BT-148
    vatCategory: at(tax, 'CategoryCode'), // BT-151
    vatRate: at(tax, 'RateApplicablePercent') ?? at(tax, 'ApplicablePercent'), // BT-152
    name: at(l, 'SpecifiedTradeProduct', 'Name'), // BT-153
    description: at(l, 'SpecifiedTradeProduct', 'Description'), // BT-154
    period: period(child(settlement, 'BillingSpecifiedPeriod')), // BG-26
    allowancesCharges: children(settlement, 'SpecifiedTradeAllowanceCharge').map(allowanceCharge), // BG-27, BG-28
    standardId: standard ? schemedId(standard) : undefined, // BT-157
    classifications: children(product, 'DesignatedProductClassification').map((c) => {
      const code = child(c, 'ClassCode');
      return { value: text(code), scheme: attr(code, 'listID') };
    }), // BT-158
    attributes: children(product, 'ApplicableProductCharacteristic').map((p) => ({
      name: at(p, 'Description'),
      value: at(p, 'Value'),
    })), // BG-32
  };
}

export function readCii(root: XmlNode, rootName: string): InvoiceTerms {
  const context = group(root, 'ExchangedDocumentContext', 'SpecifiedExchangedDocumentContext');
  const doc = group(root, 'ExchangedDocument', 'HeaderExchangedDocument');
  const tx = group(root, 'SupplyChainTradeTransaction', 'SpecifiedSupplyChainTradeTransaction');
  const agreement = group(tx, 'ApplicableHeaderTradeAgreement', 'ApplicableSupplyChainTradeAgreement');
  const delivery = group(tx, 'ApplicableHeaderTradeDelivery', 'ApplicableSupplyChainTradeDelivery');
  const settlement = group(tx, 'ApplicableHeaderTradeSettlement', 'ApplicableSupplyChainTradeSettlement');
  const sums = group(
    settlement,
    'SpecifiedTradeSettlementHeaderMonetarySummation',
    'SpecifiedTradeSettlementMonetarySummation',
  );
  const terms = children(settlement, 'SpecifiedTradePaymentTerms');
  const shipTo = child(delivery, 'ShipToTradeParty');
  const currency = at(settlement, 'InvoiceCurrencyCode');
  const taxes = children(settlement, 'ApplicableTradeTax');
  return {
    syntax: 'CII',
    rootName,
    number: at(doc, 'ID'), // BT-1
    issueDate: dateText(child(doc, 'IssueDateTime')), // BT-2
    typeCode: at(doc, 'TypeCode'), // BT-3
    currency, // BT-5
    taxCurrency: at(settlement, 'TaxCurrencyCode'), // BT-6
    taxTotalCurrencies: present(children(sums, 'TaxTotalAmount').map((t) => attr(t, 'currencyID'))),
    taxPointDate: present(taxes.map((t) => at(t, 'TaxPointDate', 'DateString')))[0], // BT-7
    taxPointCode: present(taxes.map((t) => at(t, 'DueDateTypeCode')))[0], // BT-8
    dueDates: present(terms.map((t) => dateText(child(t, 'DueDateDateTime')))), // BT-9
    buyerReference: at(agreement, 'BuyerReference'), // BT-10
    orderReference: at(agreement, 'BuyerOrderReferencedDocument', 'IssuerAssignedID'), // BT-13
    paymentTerms: present(terms.map((t) => at(t, 'Description'))), // BT-20
    notes: present(children(doc, 'IncludedNote').map((n) => at(n, 'Content'))), // BT-22
    process: at(context, 'BusinessProcessSpecifiedDocumentContextParameter', 'ID'), // BT-23
    specification: at(context, 'GuidelineSpecifiedDocumentContextParameter', 'ID'), // BT-24
    taxRepresentativeVatId: at(agreement, 'SellerTaxRepresentativeTradeParty', 'SpecifiedTaxRegistration', 'ID'), // BT-63
    taxRepresentative: otherParty(child(agreement, 'SellerTaxRepresentativeTradeParty')), // BG-11
    payee: otherParty(child(settlement, 'PayeeTradeParty')), // BG-10
    period: period(child(settlement, 'BillingSpecifiedPeriod')), // BG-14
    precedingInvoices: children(settlement, 'InvoiceReferencedDocument').map((r) => at(r, 'IssuerAssignedID')), // BG-3
    supportingDocuments: children(agreement, 'AdditionalReferencedDocument').map((r) => at(r, 'IssuerAssignedID')), // BG-24
    deliveryDate: dateText(node(delivery, 'ActualDeliverySupplyChainEvent', 'OccurrenceDateTime')), // BT-72
    remittance: at(settlement, 'PaymentReference'), // BT-83
    seller: party(child(agreement, 'SellerTradeParty')),
    buyer: party(child(agreement, 'BuyerTradeParty')),
    deliverTo: shipTo
      ? {
          name: at(shipTo, 'Name'),
          locationId: at(shipTo, 'ID'),
          address: address(child(shipTo, 'PostalTradeAddress')),
        }
      : undefined,
    paymentMeans: children(settlement, 'SpecifiedTradeSettlementPaymentMeans').map((m) => ({
      code: at(m, 'TypeCode'),
      text: at(m, 'Information'),
      payeeIban: at(m, 'PayeePartyCreditorFinancialAccount', 'IBANID'),
      accountName: at(m, 'PayeePartyCreditorFinancialAccount', 'AccountName'),
      bic: at(m, 'PayeeSpecifiedCreditorFinancialInstitution', 'BICID'),
      payerIban: at(m, 'PayerPartyDebtorFinancialAccount', 'IBANID'),
      payeeProprietaryId: at(m, 'PayeePartyCreditorFinancialAccount', 'ProprietaryID'),
      cardNumber: at(m, 'ApplicableTradeSettlementFinancialCard', 'ID'),
    })),
    allowancesCharges: children(settlement, 'SpecifiedTradeAllowanceCharge').map(allowanceCharge),
    totals: {
      stated: !!sums,
      lineNet: at(sums, 'LineTotalAmount'),
      allowances: at(sums, 'AllowanceTotalAmount'),
      charges: at(sums, 'ChargeTotalAmount'),
      taxExclusive: at(sums, 'TaxBasisTotalAmount'),
      // given twice when the accounting currency differs (BT-111): the invoice currency's
      tax: text(inCurrency(children(sums, 'TaxTotalAmount'), currency)),
      taxInclusive: at(sums, 'GrandTotalAmount'),
      prepaid: at(sums, 'TotalPrepaidAmount'),
      rounding: at(sums, 'RoundingAmount'),
      payable: at(sums, 'DuePayableAmount'),
    },
    vat: taxes.map((t) => ({
      base: at(t, 'BasisAmount'),
      amount: at(t, 'CalculatedAmount'),
      category: at(t, 'CategoryCode'),
      rate: at(t, 'RateApplicablePercent') ?? at(t, 'ApplicablePercent'),
      exemptionReason: at(t, 'ExemptionReason'),
      exemptionCode: at(t, 'ExemptionReasonCode'),
    })),
    lines: children(tx, 'IncludedSupplyChainTradeLineItem').map((l) => line(l, currency)),
  };
}
