import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingText } from '../../../../../src/domain/einvoice/en16931Messages';
import { LOCALE_CODES } from '../../../../../src/domain/locales';
import { checkEn16931, checkModel } from '.';
import { readInvoiceModel, type InvoiceModel } from './model';
import { FR_RULES, RULES } from './rules';

// official examples of CEN/TC 434 (ConnectingEurope/eInvoicing-EN16931, EUPL 1.2): see the folder's README
const DIR = path.resolve(__dirname, '../../../../test/fixtures/en16931');
const read = (f: string) => readFileSync(path.join(DIR, f), 'utf8');
const base = () => readInvoiceModel(read('CII_example5.xml'))!;
const ids = (inv: InvoiceModel, french = false) => checkModel(inv, french).map((f) => f.rule);

/** An invoice of one VAT category only (lines, allowances, charges, breakdown), conforming. */
function ofCategory(cat: string): InvoiceModel {
  const inv = base();
  const rate = cat === 'O' ? undefined : '0';
  inv.lines.forEach((l) => Object.assign(l, { category: cat, rate }));
  inv.allowancesCharges.forEach((a) => Object.assign(a, { category: cat, rate }));
  inv.vat = [{ base: '4000', amount: '0', category: cat, rate, exemptionReason: 'Exempt' }];
  inv.totals = { ...inv.totals, tax: '0', taxInclusive: '4000', prepaid: '0', payable: '4000' };
  if (cat === 'O')
    Object.assign(inv, {
      taxRepresentativeVatId: undefined,
      seller: { ...inv.seller, vatId: undefined },
      buyer: { ...inv.buyer, vatId: undefined },
    });
  return inv;
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
  'BR-21': (i) => (i.lines[0].id = undefined),
  'BR-22': (i) => (i.lines[0].quantity = undefined),
  'BR-23': (i) => (i.lines[0].unit = undefined),
  'BR-24': (i) => (i.lines[0].net = undefined),
  'BR-25': (i) => (i.lines[0].name = undefined),
  'BR-26': (i) => (i.lines[0].price = undefined),
  'BR-27': (i) => (i.lines[0].price = '-1'),
  'BR-28': (i) => (i.lines[0].grossPrice = '-1'),
  'BR-31': (i) => (i.allowancesCharges[0].amount = undefined),
  'BR-32': (i) => (i.allowancesCharges[0].category = undefined),
  'BR-33': (i) => Object.assign(i.allowancesCharges[0], { reason: undefined, reasonCode: undefined }),
  'BR-36': (i) => (i.allowancesCharges[1].amount = undefined),
  'BR-37': (i) => (i.allowancesCharges[1].category = undefined),
  'BR-38': (i) => Object.assign(i.allowancesCharges[1], { reason: undefined, reasonCode: undefined }),
  'BR-45': (i) => (i.vat[0].base = undefined),
  'BR-46': (i) => (i.vat[0].amount = undefined),
  'BR-47': (i) => (i.vat[0].category = undefined),
  'BR-48': (i) => (i.vat[0].rate = undefined),
  'BR-CL-01': (i) => (i.typeCode = '999'),
  'BR-CL-17': (i) => (i.vat[0].category = 'X'),
  'BR-CO-10': (i) => (i.totals.lineNet = '4000.01'),
  'BR-CO-11': (i) => (i.totals.allowances = '151'),
  'BR-CO-12': (i) => (i.totals.charges = '149'),
  'BR-CO-13': (i) => (i.totals.taxExclusive = '4100'),
  'BR-CO-14': (i) => (i.totals.tax = '676.00'),
  'BR-CO-15': (i) => (i.totals.taxInclusive = '4676'),
  'BR-CO-16': (i) => (i.totals.payable = '2337.49'),
  'BR-CO-17': (i) => (i.vat[0].amount = '377'),
  'BR-CO-18': (i) => (i.vat = []),
  'BR-S-02': (i) =>
    Object.assign(i, {
      taxRepresentativeVatId: undefined,
      seller: { ...i.seller, vatId: undefined, legalId: undefined },
    }),
  'BR-S-01': (i) => (i.vat = i.vat.filter((v) => v.category !== 'S')),
  'BR-S-05': (i) => (i.lines[0].rate = '0'),
  'BR-S-06': (i) => (i.allowancesCharges[0].rate = '0'),
  'BR-S-07': (i) => (i.allowancesCharges[1].rate = '0'),
  'BR-S-08': (i) => (i.vat[0].base = '1501'),
  'BR-DEC-01': (i) => (i.allowancesCharges[0].amount = '150.001'),
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
};
const CATEGORY_MUTATIONS: Record<string, (i: InvoiceModel, cat: string) => void> = {
  '01': (i) => (i.vat = []),
  '02': (i, cat) => {
    if (cat === 'O') i.seller.vatId = 'NL16356706';
    else
      Object.assign(i, {
        taxRepresentativeVatId: undefined,
        seller: { ...i.seller, vatId: undefined, legalId: undefined },
      });
  },
  '03': (i) => Object.assign(i.buyer, { vatId: undefined, legalId: undefined }),
  '05': (i, cat) => (i.lines[0].rate = cat === 'O' ? '0' : '5'),
  '06': (i, cat) => (i.allowancesCharges.find((a) => !a.charge)!.rate = cat === 'O' ? '0' : '5'),
  '07': (i, cat) => (i.allowancesCharges.find((a) => a.charge)!.rate = cat === 'O' ? '0' : '5'),
  '08': (i) => (i.vat[0].base = '3999'),
  '09': (i) => (i.vat[0].amount = '1'),
  '10': (i) => (i.vat[0].exemptionReason = undefined),
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

  it('find each VAT category rule (S, Z, E, AE, K, G, O)', () => {
    for (const cat of ['Z', 'E', 'AE', 'K', 'G', 'O']) {
      expect(ids(ofCategory(cat)), cat).toEqual([]);
      for (const [n, mutate] of Object.entries(CATEGORY_MUTATIONS)) {
        const rule = `BR-${cat}-${n}`;
        if (!RULES.some((r) => r.id === rule)) continue;
        const inv = ofCategory(cat);
        mutate(inv, cat);
        expect(ids(inv), rule).toContain(rule);
      }
    }
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
      ...['Z', 'E', 'AE', 'K', 'G', 'O'].flatMap((c) => Object.keys(CATEGORY_MUTATIONS).map((n) => `BR-${c}-${n}`)),
    ]);
    expect([...RULES, ...FR_RULES].map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
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
