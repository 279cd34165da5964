import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingText, TERMS } from '../../../../../src/domain/einvoice/en16931Messages';
import { LOCALE_CODES } from '../../../../../src/domain/locales';
import { checkEn16931, checkModel } from '.';
import { readInvoiceModel, type InvoiceModel } from './model';
import { ALL_RULES, FR_RULES, RULES } from './rules';

// official examples of CEN/TC 434 (ConnectingEurope/eInvoicing-EN16931, EUPL 1.2): see the folder's README
const DIR = path.resolve(__dirname, '../../../../test/fixtures/en16931');
const read = (f: string) => readFileSync(path.join(DIR, f), 'utf8');
const base = () => readInvoiceModel(read('CII_example5.xml'))!;
const ids = (inv: InvoiceModel, french = false) => checkModel(inv, french).map((f) => f.rule);

/** The categories the tests build whole invoices of, and their rules' prefix. */
const CATEGORIES = ['Z', 'E', 'AE', 'K', 'G', 'O'];
const prefix = (cat: string) => (cat === 'K' ? 'IC' : cat);
/** An invoice of one VAT category only (lines, allowances, charges, breakdown), conforming. */
function ofCategory(cat: string): InvoiceModel {
  const inv = base();
  const rate = cat === 'O' ? undefined : '0';
  inv.lines.forEach((l) => Object.assign(l, { category: cat, rate }));
  inv.allowancesCharges.forEach((a) => Object.assign(a, { category: cat, rate }));
  const exemptionReason = cat === 'Z' ? undefined : 'Exempt';
  inv.vat = [{ base: '4000', amount: '0', category: cat, rate, exemptionReason }];
  inv.totals = { ...inv.totals, tax: '0', taxInclusive: '4000', prepaid: '0', payable: '4000' };
  if (cat === 'O')
    Object.assign(inv, {
      taxRepresentativeVatId: undefined,
      taxRepresentative: undefined,
      seller: { ...inv.seller, vatId: undefined },
      buyer: { ...inv.buyer, vatId: undefined },
    });
  return inv;
}
/** Without the seller's VAT identifiers (BT-31, BT-32, BT-63) nor, for AE and K, the buyer's (BT-48, BT-47). */
function withoutVatIds(i: InvoiceModel, cat: string) {
  if (cat === 'O') return void (i.buyer.vatId = 'DK16356607');
  Object.assign(i, { taxRepresentativeVatId: undefined, taxRepresentative: undefined });
  Object.assign(i.seller, { vatId: undefined, taxId: undefined, legalId: undefined });
  if (cat === 'AE' || cat === 'K') Object.assign(i.buyer, { vatId: undefined, legalId: undefined });
}
/** A French invoice with the reform's mentions. */
function french(): InvoiceModel {
  const inv = base();
  inv.buyer = { ...inv.buyer, country: 'FR', legalId: '303265045', legalScheme: '0002' };
  inv.process = 'M1';
  return inv;
}

const MUTATIONS: Record<string, (i: InvoiceModel) => void> = {
  'BR-01': (i) => (i.specification = undefined),
  'BR-02': (i) => (i.number = undefined),
  'BR-03': (i) => (i.issueDate = undefined),
  'BR-04': (i) => (i.typeCode = undefined),
  'BR-05': (i) => (i.currency = undefined),
  'BR-06': (i) => (i.seller.name = undefined),
  'BR-07': (i) => (i.buyer.name = undefined),
  'BR-08': (i) => (i.seller.hasAddress = false),
  'BR-09': (i) => (i.seller.country = undefined),
  'BR-10': (i) => (i.buyer.hasAddress = false),
  'BR-11': (i) => (i.buyer.country = undefined),
  'BR-12': (i) => (i.totals.lineNet = undefined),
  'BR-13': (i) => (i.totals.taxExclusive = undefined),
  'BR-14': (i) => (i.totals.taxInclusive = undefined),
  'BR-15': (i) => (i.totals.payable = undefined),
  'BR-16': (i) => (i.lines = []),
  'BR-17': (i) => (i.payee!.name = undefined),
  'BR-18': (i) => (i.taxRepresentative!.name = undefined),
  'BR-19': (i) => (i.taxRepresentative!.address = undefined),
  'BR-20': (i) => (i.taxRepresentative!.address!.country = undefined),
  'BR-21': (i) => (i.lines[0].id = undefined),
  'BR-22': (i) => (i.lines[0].quantity = undefined),
  'BR-23': (i) => (i.lines[0].unit = undefined),
  'BR-24': (i) => (i.lines[0].net = undefined),
  'BR-25': (i) => (i.lines[0].name = undefined),
  'BR-26': (i) => (i.lines[0].price = undefined),
  'BR-27': (i) => (i.lines[0].price = '-1'),
  'BR-28': (i) => (i.lines[0].grossPrice = '-1'),
  'BR-29': (i) => (i.period = { start: '20130410', end: '20130310' }),
  'BR-30': (i) => (i.lines[1].period = { start: '2013-03-11', end: '2013-03-10' }),
  'BR-31': (i) => (i.allowancesCharges[0].amount = undefined),
  'BR-32': (i) => (i.allowancesCharges[0].category = undefined),
  'BR-33': (i) => Object.assign(i.allowancesCharges[0], { reason: undefined, reasonCode: undefined }),
  'BR-36': (i) => (i.allowancesCharges[1].amount = undefined),
  'BR-37': (i) => (i.allowancesCharges[1].category = undefined),
  'BR-38': (i) => Object.assign(i.allowancesCharges[1], { reason: undefined, reasonCode: undefined }),
  'BR-41': (i) => (i.lines[0].allowancesCharges[0].amount = undefined),
  'BR-42': (i) => Object.assign(i.lines[0].allowancesCharges[0], { reason: undefined, reasonCode: undefined }),
  'BR-43': (i) => (i.lines[0].allowancesCharges[1].amount = undefined),
  'BR-44': (i) => Object.assign(i.lines[0].allowancesCharges[1], { reason: undefined, reasonCode: undefined }),
  'BR-45': (i) => (i.vat[0].base = undefined),
  'BR-46': (i) => (i.vat[0].amount = undefined),
  'BR-47': (i) => (i.vat[0].category = undefined),
  'BR-48': (i) => (i.vat[0].rate = undefined),
  'BR-49': (i) => (i.paymentMeans[0].code = undefined),
  'BR-50': (i) => (i.paymentMeans[0] = { code: '58', accountName: 'Payee', bic: 'DABADKKK' }),
  'BR-51': (i) => (i.paymentMeans[0].cardNumber = '1234567890123456'),
  'BR-52': (i) => (i.supportingDocuments[1] = undefined),
  'BR-53': (i) => (i.taxTotalCurrencies = ['DKK']),
  'BR-54': (i) => (i.lines[0].attributes[0].value = undefined),
  'BR-55': (i) => (i.precedingInvoices[0] = undefined),
  'BR-56': (i) => (i.taxRepresentative!.vatId = undefined),
  'BR-57': (i) => (i.delivery = { hasAddress: true }),
  'BR-61': (i) => (i.paymentMeans[1].payeeIban = undefined),
  'BR-62': (i) => (i.seller.electronicAddress = { value: 'info@selco.nl' }),
  'BR-63': (i) => (i.buyer.electronicAddress = { value: 'info@buyercompany.dk' }),
  'BR-64': (i) => (i.lines[0].standardId = { value: '1234567890128' }),
  'BR-65': (i) => (i.lines[0].classifications = [{ value: '12344321' }]),
  'BR-CL-01': (i) => (i.typeCode = '999'),
  'BR-CL-17': (i) => (i.vat[0].category = 'X'),
  'BR-CO-03': (i) => (i.taxPointCode = '35'),
  'BR-CO-04': (i) => (i.lines[0].category = undefined),
  'BR-CO-09': (i) => (i.buyer.vatId = '16356607'),
  'BR-CO-10': (i) => (i.totals.lineNet = '4000.01'),
  'BR-CO-11': (i) => (i.totals.allowances = '151'),
  'BR-CO-12': (i) => (i.totals.charges = '149'),
  'BR-CO-13': (i) => (i.totals.taxExclusive = '4100'),
  'BR-CO-14': (i) => (i.totals.tax = '676.00'),
  'BR-CO-15': (i) => (i.totals.taxInclusive = '4676'),
  'BR-CO-16': (i) => (i.totals.payable = '2337.49'),
  'BR-CO-17': (i) => (i.vat[0].amount = '377'),
  'BR-CO-18': (i) => (i.vat = []),
  'BR-CO-19': (i) => (i.period = {}),
  'BR-CO-20': (i) => (i.lines[0].period = {}),
  'BR-CO-21': (i) => Object.assign(i.allowancesCharges[0], { reason: undefined, reasonCode: undefined }),
  'BR-CO-22': (i) => Object.assign(i.allowancesCharges[1], { reason: undefined, reasonCode: undefined }),
  'BR-CO-23': (i) => Object.assign(i.lines[0].allowancesCharges[0], { reason: undefined, reasonCode: undefined }),
  'BR-CO-24': (i) => Object.assign(i.lines[0].allowancesCharges[1], { reason: undefined, reasonCode: undefined }),
  'BR-CO-25': (i) => Object.assign(i, { dueDates: [], paymentTerms: [] }),
  'BR-CO-26': (i) => Object.assign(i.seller, { partyIds: [], legalId: undefined, vatId: undefined }),
  'BR-S-02': (i) => withoutVatIds(i, 'S'),
  'BR-S-03': (i) => withoutVatIds(i, 'S'),
  'BR-S-04': (i) => withoutVatIds(i, 'S'),
  'BR-S-01': (i) => (i.vat = i.vat.filter((v) => v.category !== 'S')),
  'BR-S-05': (i) => (i.lines[0].rate = '0'),
  'BR-S-06': (i) => (i.allowancesCharges[0].rate = '0'),
  'BR-S-07': (i) => (i.allowancesCharges[1].rate = '0'),
  'BR-S-08': (i) => (i.vat[0].base = '1501'),
  'BR-S-09': (i) => (i.vat[0].amount = '376.00'),
  'BR-S-10': (i) => (i.vat[0].exemptionCode = 'VATEX-EU-O'),
  'BR-DEC-01': (i) => (i.allowancesCharges[0].amount = '150.001'),
  'BR-DEC-02': (i) => (i.allowancesCharges[0].base = '1000.001'),
  'BR-DEC-06': (i) => (i.allowancesCharges[1].base = '1000.001'),
  'BR-DEC-05': (i) => (i.allowancesCharges[1].amount = '150.001'),
  'BR-DEC-09': (i) => (i.totals.lineNet = '4000.001'),
  'BR-DEC-10': (i) => (i.totals.allowances = '150.001'),
  'BR-DEC-11': (i) => (i.totals.charges = '150.001'),
  'BR-DEC-12': (i) => (i.totals.taxExclusive = '4000.001'),
  'BR-DEC-13': (i) => (i.totals.tax = '675.001'),
  'BR-DEC-14': (i) => (i.totals.taxInclusive = '4675.001'),
  'BR-DEC-16': (i) => (i.totals.prepaid = '2337.501'),
  'BR-DEC-17': (i) => (i.totals.rounding = '0.001'),
  'BR-DEC-18': (i) => (i.totals.payable = '2337.501'),
  'BR-DEC-19': (i) => (i.vat[0].base = '1500.001'),
  'BR-DEC-20': (i) => (i.vat[0].amount = '375.001'),
  'BR-DEC-23': (i) => (i.lines[0].net = '1000.001'),
  'BR-DEC-24': (i) => (i.lines[0].allowancesCharges[0].amount = '100.001'),
  'BR-DEC-25': (i) => (i.lines[0].allowancesCharges[0].base = '1000.001'),
  'BR-DEC-27': (i) => (i.lines[0].allowancesCharges[1].amount = '100.001'),
  'BR-DEC-28': (i) => (i.lines[0].allowancesCharges[1].base = '1000.001'),
};
/** Lines, allowances and charges of another category but those `keep` says. */
const only = (i: InvoiceModel, keep: 'lines' | 'allowances' | 'charges') => {
  const other = { category: 'S', rate: '25' };
  if (keep !== 'lines') i.lines.forEach((l) => Object.assign(l, other));
  i.allowancesCharges.forEach((a) => {
    if ((keep === 'allowances' && a.charge) || (keep === 'charges' && !a.charge) || keep === 'lines')
      Object.assign(a, other);
  });
};
const CATEGORY_MUTATIONS: Record<string, (i: InvoiceModel, cat: string) => void> = {
  '01': (i) => (i.vat = []),
  '02': (i, cat) => {
    withoutVatIds(i, cat);
    only(i, 'lines');
  },
  '03': (i, cat) => {
    withoutVatIds(i, cat);
    only(i, 'allowances');
  },
  '04': (i, cat) => {
    withoutVatIds(i, cat);
    only(i, 'charges');
  },
  '05': (i, cat) => (i.lines[0].rate = cat === 'O' ? '0' : '5'),
  '06': (i, cat) => (i.allowancesCharges.find((a) => !a.charge)!.rate = cat === 'O' ? '0' : '5'),
  '07': (i, cat) => (i.allowancesCharges.find((a) => a.charge)!.rate = cat === 'O' ? '0' : '5'),
  '08': (i) => (i.vat[0].base = '3999'),
  '09': (i) => (i.vat[0].amount = '1'),
  '10': (i, cat) => (i.vat[0].exemptionReason = cat === 'Z' ? 'Zero rated' : undefined),
  // IC: the delivery date or invoicing period, the deliver to country; O: another breakdown, line, allowance, charge
  '11': (i, cat) =>
    cat === 'O'
      ? i.vat.push({ base: '0', amount: '0', category: 'S', rate: '25' })
      : Object.assign(i, { deliveryDate: undefined, period: undefined }),
  '12': (i, cat) => (cat === 'O' ? (i.lines[1].category = 'S') : (i.delivery = undefined)),
  '13': (i) => (i.allowancesCharges.find((a) => !a.charge)!.category = 'S'),
  '14': (i) => (i.allowancesCharges.find((a) => a.charge)!.category = 'S'),
};
const FR_MUTATIONS: Record<string, (i: InvoiceModel) => void> = {
  'FR-SIREN': (i) => (i.buyer.legalId = '303265046'),
  'FR-CATEGORY': (i) => (i.process = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'),
  'FR-DELIVERY': (i) => (i.delivery = { name: 'Entrepôt', hasAddress: false }),
};

describe('EN 16931 business rules', () => {
  it('pass the official conforming examples (CII and UBL, invoices and a credit note)', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.xml'));
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const f of files) expect(checkEn16931(read(f)), f).toEqual([]);
  });

  it('find each core, calculation and decimal rule on an altered copy, and only there', () => {
    expect(ids(base())).toEqual([]);
    for (const [rule, mutate] of Object.entries(MUTATIONS)) {
      const inv = base();
      mutate(inv);
      expect(ids(inv), rule).toContain(rule);
    }
  });

  it('find each VAT category rule (S, Z, E, AE, K as BR-IC, G, O)', () => {
    for (const cat of CATEGORIES) {
      expect(ids(ofCategory(cat)), cat).toEqual([]);
      for (const [n, mutate] of Object.entries(CATEGORY_MUTATIONS)) {
        const rule = `BR-${prefix(cat)}-${n}`;
        if (!RULES.some((r) => r.id === rule)) continue;
        const inv = ofCategory(cat);
        mutate(inv, cat);
        expect(ids(inv), rule).toContain(rule);
      }
    }
  });

  it('ask the VAT identifiers of a reverse charge (AE) or intra-community (K) allowance as EN 16931 words it', () => {
    const findings = (inv: InvoiceModel, rule: string) => checkModel(inv, false).filter((f) => f.rule === rule);
    // BR-AE-03: an allowance of category AE, the lines of another: the buyer's legal registration (BT-47) will do
    const ae = ofCategory('AE');
    only(ae, 'allowances');
    ae.buyer = { ...ae.buyer, vatId: undefined, legalId: 'DK16356607' };
    expect(ids(ae).filter((r) => /^BR-AE-0[234]$/.test(r))).toEqual([]);
    ae.buyer.legalId = undefined;
    expect(findings(ae, 'BR-AE-03')).toEqual([
      { rule: 'BR-AE-03', kind: 'vatid', term: 'BT-48/47', args: { category: 'AE' } },
    ]);
    expect(ids(ae)).not.toContain('BR-AE-02');
    expect(ids(ae)).not.toContain('BR-AE-04');
    Object.assign(ae.seller, { vatId: undefined, taxId: 'NL16356706' });
    Object.assign(ae, { taxRepresentative: undefined, taxRepresentativeVatId: undefined });
    expect(findings(ae, 'BR-AE-03').map((f) => f.term)).toEqual(['BT-48/47']);
    ae.seller.taxId = undefined;
    expect(findings(ae, 'BR-AE-03').map((f) => f.term)).toEqual(['BT-31', 'BT-48/47']);
    // BR-IC-03: the buyer's VAT identifier itself (BT-48), and the seller's VAT id or representative's (not BT-32)
    const ic = ofCategory('K');
    only(ic, 'allowances');
    expect(findings(ic, 'BR-IC-03')).toEqual([]);
    ic.buyer = { ...ic.buyer, vatId: undefined, legalId: 'DK16356607' };
    expect(findings(ic, 'BR-IC-03').map((f) => f.term)).toEqual(['BT-48']);
    Object.assign(ic.seller, { vatId: undefined, taxId: 'NL16356706' });
    Object.assign(ic, { taxRepresentative: undefined, taxRepresentativeVatId: undefined });
    expect(findings(ic, 'BR-IC-03').map((f) => f.term)).toEqual(['BT-31/63', 'BT-48']);
    expect(ids(ic)).not.toContain('BR-K-03');
    expect(RULES.map((r) => r.id).filter((id) => id.startsWith('BR-K-'))).toEqual([]);
  });

  it("find the French reform's mentions: buyer SIREN, category of operation, delivery address", () => {
    expect(ids(french(), true)).toEqual([]);
    for (const [rule, mutate] of Object.entries(FR_MUTATIONS)) {
      const inv = french();
      mutate(inv);
      expect(ids(inv, true), rule).toContain(rule);
    }
  });

  it('test every rule they declare', () => {
    const tested = new Set([
      ...Object.keys(MUTATIONS),
      ...Object.keys(FR_MUTATIONS),
      ...CATEGORIES.flatMap((c) => Object.keys(CATEGORY_MUTATIONS).map((n) => `BR-${prefix(c)}-${n}`)),
    ]);
    expect([...RULES, ...FR_RULES].map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
  });

  it('read the terms of the payee, tax representative, periods, line allowances and identifiers in both syntaxes', () => {
    type Alteration = [rules: string[], from: string | RegExp, to: string];
    const cases: Record<string, Alteration[]> = {
      'ubl-tc434-example5.xml': [
        [['BR-29', 'BR-30'], /<cbc:StartDate>2013-03-10/g, '<cbc:StartDate>2013-05-10'],
        [['BR-17'], '<cbc:Name>Dagobert Duck</cbc:Name>', ''],
        [['BR-18'], '<cbc:Name>Dick Panama</cbc:Name>', ''],
        [['BR-56'], '<cbc:CompanyID>DK16356609</cbc:CompanyID>', ''],
        [
          ['BR-42', 'BR-CO-23'],
          /(\s{12}<cbc:AllowanceChargeReasonCode>100<\/cbc:AllowanceChargeReasonCode>)\s*<cbc:AllowanceChargeReason>Loyal customer<\/cbc:AllowanceChargeReason>\s*(<cbc:MultiplierFactorNumeric>10<\/cbc:MultiplierFactorNumeric>\s*)<cbc:Amount currencyID="DKK">100.00/,
          '$2<cbc:Amount currencyID="DKK">100.00',
        ],
        [['BR-DEC-28'], /(<cbc:ChargeIndicator>true[\s\S]*?<cbc:BaseAmount currencyID="DKK">1000\.00)/g, '$11'],
        [['BR-62'], '<cbc:EndpointID schemeID="EM">info@selco.nl', '<cbc:EndpointID>info@selco.nl'],
        [['BR-64'], '<cbc:ID schemeID="0088">1234567890128', '<cbc:ID>1234567890128'],
        [['BR-65'], ' listID="ZZZ"', ''],
        [['BR-54'], '<cbc:Value>2 mm</cbc:Value>', ''],
        [['BR-55'], '<cbc:ID>TOSL109</cbc:ID>', ''],
        [['BR-52'], '<cbc:ID>OBJ999</cbc:ID>', ''],
        [['BR-53'], '<cbc:TaxCurrencyCode>EUR', '<cbc:TaxCurrencyCode>SEK'],
        [
          ['BR-CO-03'],
          /<cac:InvoicePeriod>/,
          '<cbc:TaxPointDate>2013-04-10</cbc:TaxPointDate><cac:InvoicePeriod><cbc:DescriptionCode>35</cbc:DescriptionCode>',
        ],
        [['BR-CO-09'], /NL16356706/g, '16356706'],
        [['BR-61'], '<cbc:PaymentMeansCode>49<', '<cbc:PaymentMeansCode>58<'],
        [
          ['BR-51'],
          '<cbc:PaymentMeansCode>49</cbc:PaymentMeansCode>',
          '<cbc:PaymentMeansCode>48</cbc:PaymentMeansCode><cac:CardAccount><cbc:PrimaryAccountNumberID>1234567890123456</cbc:PrimaryAccountNumberID></cac:CardAccount>',
        ],
      ],
      'CII_example5.xml': [
        [['BR-29', 'BR-30'], /(<ram:StartDateTime>\s*<udt:DateTimeString format="102">)20130310/g, '$120130510'],
        [['BR-17'], '<ram:Name>Dagobert Duck</ram:Name>', ''],
        [['BR-18'], '<ram:Name>Dick Panama</ram:Name>', ''],
        [['BR-56'], '<ram:ID schemeID="VA">DK16356609</ram:ID>', ''],
        [['BR-42', 'BR-CO-23'], /<ram:ReasonCode>95<\/ram:ReasonCode>\s*<ram:Reason>Loyal customer<\/ram:Reason>/, ''],
        [['BR-DEC-25'], '<ram:BasisAmount>1000</ram:BasisAmount>', '<ram:BasisAmount>1000.001</ram:BasisAmount>'],
        [['BR-62'], '<ram:URIID schemeID="EM">info@selco.nl', '<ram:URIID>info@selco.nl'],
        [['BR-64'], '<ram:GlobalID schemeID="0088">1234567890128', '<ram:GlobalID>1234567890128'],
        [['BR-54'], '<ram:Value>2 mm</ram:Value>', ''],
        [['BR-55'], '<ram:IssuerAssignedID>TOSL109</ram:IssuerAssignedID>', ''],
        [['BR-52'], '<ram:IssuerAssignedID>OBJ999</ram:IssuerAssignedID>', ''],
        [['BR-53'], '<ram:TaxCurrencyCode>EUR', '<ram:TaxCurrencyCode>SEK'],
        [['BR-CO-03'], '</ram:TaxPointDate>', '</ram:TaxPointDate><ram:DueDateTypeCode>5</ram:DueDateTypeCode>'],
        [['BR-CO-09'], /schemeID="VA">NL16356706/g, 'schemeID="VA">16356706'],
        [['BR-61'], '<ram:IBANID>A</ram:IBANID>', ''],
        [
          ['BR-51'],
          '<ram:Information>Half prepaid</ram:Information>',
          '<ram:ApplicableTradeSettlementFinancialCard><ram:ID>1234567890123456</ram:ID></ram:ApplicableTradeSettlementFinancialCard>',
        ],
      ],
    };
    for (const [file, alterations] of Object.entries(cases)) {
      const xml = read(file);
      expect(checkEn16931(xml), file).toEqual([]);
      for (const [rules, from, to] of alterations) {
        const altered = xml.replace(from, to);
        expect(altered, `${file} ${rules[0]}`).not.toBe(xml);
        const found = checkEn16931(altered).map((f) => f.rule);
        for (const rule of rules) expect(found, `${file} ${rule}`).toContain(rule);
      }
    }
  });

  it('say every finding in the five languages: each kind has its sentence, each term its name', () => {
    // the terms the rules declare, and those a category's VAT identifier rules name per finding
    const terms = new Set([
      ...ALL_RULES.flatMap((r) => (r.term ? [r.term] : [])),
      ...['BT-31', 'BT-31/63', 'BT-48', 'BT-48/47'],
    ]);
    for (const term of terms)
      for (const locale of LOCALE_CODES) expect(TERMS[term]?.[locale], `${term} ${locale}`).toBeTruthy();
    for (const rule of ALL_RULES)
      for (const locale of LOCALE_CODES) {
        const text = findingText(
          {
            rule: rule.id,
            kind: rule.kind,
            term: rule.term,
            args: { line: '1', category: 'S', actual: 'a', expected: 'e' },
          },
          locale,
        );
        expect(text, `${rule.id} ${locale}`).not.toMatch(/%\{/);
      }
    const inv = base();
    inv.lines[1].period = { start: '2013-03-11', end: '2013-03-10' };
    const [period] = checkModel(inv, false);
    expect(findingText(period, 'en')).toBe(
      'The line period end date (BT-135) (2013-03-10) is before the start date (2013-03-11) (line 2).',
    );
  });

  it('fail altered copies of the official XML with the rule id, and say why in the five languages', () => {
    const ubl = read('ubl-tc434-example1.xml').replace(
      /<cbc:PayableAmount currencyID="EUR">[^<]+/,
      '<cbc:PayableAmount currencyID="EUR">250.00',
    );
    const findings = checkEn16931(ubl);
    expect(findings).toEqual([
      { rule: 'BR-CO-16', kind: 'sum', term: 'BT-115', args: { expected: '250.33', actual: '250.00' } },
    ]);
    const texts = LOCALE_CODES.map((l) => findingText(findings[0], l));
    expect(texts[0]).toBe('Le montant à payer (BT-115) vaut 250.00, le calcul donne 250.33.');
    expect(texts[1]).toBe('The amount due for payment (BT-115) is 250.00, the calculation gives 250.33.');
    expect(new Set(texts).size).toBe(5);
    const cii = read('CII_example1.xml').replace(/<ram:LineID>1<\/ram:LineID>/, '');
    expect(checkEn16931(cii).map((f) => f.rule)).toContain('BR-21');
    expect(checkEn16931('<not-an-invoice/>')).toEqual([]);
  });
});
