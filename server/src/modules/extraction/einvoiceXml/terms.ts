/**
 * An e-invoice as its XML states it, in the business terms of EN 16931 (BT-n terms, BG-n groups), whatever
 * its syntax: cii.ts and ubl.ts say where each term lives. Values are the trimmed text as written (absent
 * when empty); the readers (extraction, seller matching, the rendition, the EN 16931 checks) make values of them.
 */

/** Where a party identifier stands in the EN 16931 model. */
export type PartyIdKind =
  /** BT-30 / BT-47 legal registration identifier (SIREN, SIRET, company register), @schemeID. */
  | 'legal'
  /** BT-31 / BT-48 VAT identifier (CII schemeID VA, UBL tax scheme VAT). */
  | 'vat'
  /** BT-32 tax registration identifier under another scheme (CII FC, ...), the scheme as given. */
  | 'tax'
  /** BT-29 / BT-46 party identifier (GLN, ...), @schemeID. */
  | 'party'
  /** BT-34 / BT-49 electronic address, @schemeID. */
  | 'endpoint'
  /** An e-mail address: BT-43 / BT-58 contact e-mail, or an electronic address that is one. */
  | 'email';

export interface PartyId {
  kind: PartyIdKind;
  value?: string;
  scheme?: string;
}

/** BG-5 / BG-8 / BG-15 postal address. */
export interface AddressTerms {
  /** BT-35, BT-36, BT-162 address lines (CII LineOne..LineThree; UBL StreetName, AdditionalStreetName, AddressLine). */
  lines: string[];
  postcode?: string; // BT-38
  city?: string; // BT-37
  country?: string; // BT-40, ISO 3166 code
}

/** BG-4 seller, BG-7 buyer. */
export interface PartyTerms {
  name?: string; // BT-27 / BT-44
  tradeName?: string; // BT-28 / BT-45
  /** Its identifiers, in the order they are kept (the first of equal ones wins): see cii.ts and ubl.ts. */
  ids: PartyId[];
  /** The e-mail the party is written to (the syntax's own precedence of BT-34 and BT-43, see cii.ts, ubl.ts). */
  email?: string;
  address?: AddressTerms; // absent when the XML has none (BR-08, BR-10)
  /** BT-34 / BT-49 electronic address (CII the first URIID, UBL EndpointID) and its @schemeID. */
  electronicAddress?: { value?: string; scheme?: string };
}

/** BG-10 payee, BG-11 seller tax representative: the terms the business rules check. */
export interface OtherPartyTerms {
  name?: string; // BT-59 / BT-62
  vatId?: string; // BT-63
  address?: AddressTerms; // BG-12
}

/** BG-14 invoicing period, BG-26 line period. */
export interface PeriodTerms {
  start?: string; // BT-73 / BT-134
  end?: string; // BT-74 / BT-135
}

/** BG-16 payment instructions: one payment means. */
export interface PaymentMeansTerms {
  code?: string; // BT-81
  text?: string; // BT-82
  payeeIban?: string; // BT-84 payment account identifier
  accountName?: string; // BT-85
  bic?: string; // BT-86
  payerIban?: string; // BT-91 debited account (CII direct debit)
  payeeProprietaryId?: string; // BT-84 when no IBAN (CII ProprietaryID)
  cardNumber?: string; // BT-87 payment card primary account number
}

/** BG-20 document level allowance, BG-21 charge (and BG-27 / BG-28 on a line: BT-136.. / BT-141..). */
export interface AllowanceChargeTerms {
  charge: boolean;
  amount?: string; // BT-92 / BT-99
  base?: string; // BT-93 / BT-100
  category?: string; // BT-95 / BT-102
  rate?: string; // BT-96 / BT-103
  reason?: string; // BT-97 / BT-104
  reasonCode?: string; // BT-98 / BT-105
}

/** BG-22 document totals. */
export interface TotalsTerms {
  /** The XML has its totals group (CII monetary summation, UBL LegalMonetaryTotal). */
  stated: boolean;
  lineNet?: string; // BT-106
  allowances?: string; // BT-107
  charges?: string; // BT-108
  taxExclusive?: string; // BT-109
  tax?: string; // BT-110, in the invoice currency
  taxInclusive?: string; // BT-112
  prepaid?: string; // BT-113
  rounding?: string; // BT-114
  payable?: string; // BT-115
}

/** BG-23 VAT breakdown: one category and rate. */
export interface VatTerms {
  base?: string; // BT-116
  amount?: string; // BT-117
  category?: string; // BT-118
  rate?: string; // BT-119
  exemptionReason?: string; // BT-120
  exemptionCode?: string; // BT-121
}

/** BG-25 invoice line. */
export interface LineTerms {
  id?: string; // BT-126
  quantity?: string; // BT-129
  unit?: string; // BT-130
  net?: string; // BT-131
  netPrice?: string; // BT-146
  grossPrice?: string; // BT-148 (CII)
  vatCategory?: string; // BT-151
  vatRate?: string; // BT-152
  name?: string; // BT-153
  description?: string; // BT-154
  period?: PeriodTerms; // BG-26
  allowancesCharges: AllowanceChargeTerms[]; // BG-27, BG-28
  standardId?: { value?: string; scheme?: string }; // BT-157
  classifications: Array<{ value?: string; scheme?: string }>; // BT-158, @listID
  attributes: Array<{ name?: string; value?: string }>; // BG-32: BT-160, BT-161
}

/** BG-13 delivery information: where to. */
export interface DeliveryTerms {
  name?: string; // BT-70
  locationId?: string; // BT-71
  address?: AddressTerms; // BG-15
}

export interface InvoiceTerms {
  syntax: 'CII' | 'UBL';
  /** The root element: CrossIndustryInvoice, CrossIndustryDocument (ZUGFeRD 1.0), Invoice or CreditNote. */
  rootName: string;
  number?: string; // BT-1
  issueDate?: string; // BT-2
  typeCode?: string; // BT-3
  currency?: string; // BT-5
  taxCurrency?: string; // BT-6
  /** The currencies the total VAT amount is given in (BT-110 and BT-111). */
  taxTotalCurrencies: string[];
  taxPointDate?: string; // BT-7
  /** BT-8 VAT point date code (CII DueDateTypeCode, UBL InvoicePeriod/DescriptionCode). */
  taxPointCode?: string;
  /** BT-9 due dates, the first stated first (CII per payment terms, UBL DueDate then per payment means). */
  dueDates: string[];
  buyerReference?: string; // BT-10
  orderReference?: string; // BT-13
  paymentTerms: string[]; // BT-20
  notes: string[]; // BT-22
  process?: string; // BT-23
  specification?: string; // BT-24, the profile (Factur-X, XRechnung...)
  taxRepresentativeVatId?: string; // BT-63
  taxRepresentative?: OtherPartyTerms; // BG-11
  payee?: OtherPartyTerms; // BG-10
  period?: PeriodTerms; // BG-14
  precedingInvoices: Array<string | undefined>; // BG-3: BT-25 of each
  supportingDocuments: Array<string | undefined>; // BG-24: BT-122 of each
  deliveryDate?: string; // BT-72
  remittance?: string; // BT-83
  seller?: PartyTerms; // BG-4
  buyer?: PartyTerms; // BG-7
  deliverTo?: DeliveryTerms; // BG-13
  paymentMeans: PaymentMeansTerms[]; // BG-16
  allowancesCharges: AllowanceChargeTerms[]; // BG-20, BG-21
  totals: TotalsTerms; // BG-22
  vat: VatTerms[]; // BG-23
  lines: LineTerms[]; // BG-25
}
