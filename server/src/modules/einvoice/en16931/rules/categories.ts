/**
 * The VAT category rules: BR-S (standard rate), BR-Z (zero rated), BR-E (exempt), BR-AE (reverse charge),
 * BR-IC (intra-community supply, category K), BR-G (export outside the EU), BR-O (not subject to VAT).
 * -01 its breakdown, -02/-03/-04 the VAT identifiers an invoice line, allowance or charge of the category needs,
 * -05/-06/-07 their rate, -08 the taxable amount, -09 the VAT amount, -10 the exemption reason, then the
 * category's own rules (BR-IC-11/12, BR-O-11..14).
 */
import type { InvoiceModel } from '../model';
import {
  type Args,
  type Rule,
  allowances,
  cents,
  charges,
  lineArg,
  rateOf,
  representativeVatId,
  show,
  sum,
} from './helpers';

interface CategoryOptions {
  /** Its rules' prefix when not the code (IC for K). */
  prefix?: string;
  zeroRate?: boolean;
  noRate?: boolean;
  /** Its breakdown has an exemption reason (true) or must not have one (false). */
  exemption?: boolean;
  /** The seller's identifiers it accepts: BT-31, BT-32 or BT-63 ('tax'), or BT-31 or BT-63 only ('vat'). */
  seller: 'tax' | 'vat' | 'none';
  /** The buyer's it needs: BT-48 or BT-47 ('legal'), BT-48 only ('vat'). */
  buyer?: 'legal' | 'vat';
}

/** The identifiers a category needs that the invoice lacks, each as the term it is about. */
function missingIds(i: InvoiceModel, o: CategoryOptions): Args[] {
  const taxRep = representativeVatId(i);
  const out: Args[] = [];
  if (o.seller === 'tax' && !i.seller.vatId && !i.seller.taxId && !taxRep) out.push({ term: 'BT-31' });
  if (o.seller === 'vat' && !i.seller.vatId && !taxRep) out.push({ term: 'BT-31/63' });
  if (o.buyer === 'legal' && !i.buyer.vatId && !i.buyer.legalId) out.push({ term: 'BT-48/47' });
  if (o.buyer === 'vat' && !i.buyer.vatId) out.push({ term: 'BT-48' });
  return out;
}

/** The VAT category rules of one category. */
function categoryRules(cat: string, o: CategoryOptions): Rule[] {
  const p = `BR-${o.prefix ?? cat}`;
  const ofCat = (x: { category?: string }) => x.category === cat;
  const out: Rule[] = [
    {
      // a line, allowance or charge of the category has its VAT breakdown (BG-23) of that category
      id: `${p}-01`,
      kind: 'vatid',
      term: 'BG-23',
      check: (i) => ([...i.lines, ...i.allowancesCharges].some(ofCat) && !i.vat.some(ofCat) ? [{ category: cat }] : []),
    },
  ];
  // -02 an invoice line, -03 an allowance, -04 a charge of the category: the VAT identifiers it needs
  const scopes: Array<[string, (i: InvoiceModel) => boolean]> = [
    ['02', (i) => i.lines.some(ofCat)],
    ['03', (i) => allowances(i).some(ofCat)],
    ['04', (i) => charges(i).some(ofCat)],
  ];
  for (const [n, applies] of scopes)
    out.push(
      cat === 'O'
        ? {
            // "not subject to VAT": no VAT identifier of the seller, its representative or the buyer
            id: `${p}-${n}`,
            kind: 'novatid',
            check: (i) =>
              applies(i) && Boolean(i.seller.vatId || representativeVatId(i) || i.buyer.vatId)
                ? [{ category: cat }]
                : [],
          }
        : {
            id: `${p}-${n}`,
            kind: 'vatid',
            term: o.seller === 'vat' ? 'BT-31/63' : 'BT-31',
            check: (i) => (applies(i) ? missingIds(i, o).map((a) => ({ ...a, category: cat })) : []),
          },
    );
  const rateWrong = (r: string | undefined) => {
    if (o.noRate) return r !== undefined;
    const n = rateOf(r);
    return o.zeroRate ? n !== 0 : n === null || n <= 0;
  };
  out.push({
    id: `${p}-05`,
    kind: 'rate',
    check: (i) =>
      i.lines.flatMap((l, n) =>
        ofCat(l) && rateWrong(l.rate) ? [{ ...lineArg(l, n), category: cat, actual: l.rate ?? '-' }] : [],
      ),
  });
  // the rate of a document-level allowance (-06) or charge (-07) of the category
  for (const [n, isCharge] of [
    ['06', false],
    ['07', true],
  ] as const)
    out.push({
      id: `${p}-${n}`,
      kind: 'rate',
      check: (i) =>
        i.allowancesCharges
          .filter((a) => a.charge === isCharge && ofCat(a) && rateWrong(a.rate))
          .map((a) => ({ category: cat, actual: a.rate ?? '-' })),
    });
  out.push({
    id: `${p}-08`,
    kind: 'sum',
    term: 'BT-116',
    check: (i) =>
      i.vat.filter(ofCat).flatMap((v) => {
        const same = (x: { category?: string; rate?: string }) =>
          ofCat(x) && (o.noRate || rateOf(x.rate) === rateOf(v.rate));
        const expected =
          sum(i.lines.filter(same).map((l) => l.net)) +
          sum(
            charges(i)
              .filter(same)
              .map((a) => a.amount),
          ) -
          sum(
            allowances(i)
              .filter(same)
              .map((a) => a.amount),
          );
        const actual = cents(v.base);
        return actual === null || actual === expected ? [] : [{ expected: show(expected), actual: show(actual) }];
      }),
  });
  if (o.zeroRate || o.noRate)
    out.push({
      id: `${p}-09`,
      kind: 'sum',
      term: 'BT-117',
      check: (i) =>
        i.vat
          .filter((v) => ofCat(v) && cents(v.amount) !== null && cents(v.amount) !== 0n)
          .map((v) => ({ expected: '0.00', actual: v.amount! })),
    });
  else
    out.push({
      // the VAT amount is the taxable amount times the rate, within one unit of the currency (as validated)
      id: `${p}-09`,
      kind: 'sum',
      term: 'BT-117',
      check: (i) =>
        i.vat.filter(ofCat).flatMap((v) => {
          const base = cents(v.base);
          const amount = cents(v.amount);
          const rate = rateOf(v.rate);
          if (base === null || amount === null || rate === null) return [];
          const abs = (x: bigint) => (x < 0n ? -x : x);
          const expected = BigInt(Math.round((Number(abs(base)) * rate) / 100));
          return abs(abs(amount) - expected) >= 100n ? [{ expected: show(expected), actual: show(amount) }] : [];
        }),
    });
  out.push(
    o.exemption
      ? {
          id: `${p}-10`,
          kind: 'exemption',
          check: (i) =>
            i.vat.filter((v) => ofCat(v) && !v.exemptionReason && !v.exemptionCode).map(() => ({ category: cat })),
        }
      : {
          id: `${p}-10`,
          kind: 'noexemption',
          check: (i) =>
            i.vat.filter((v) => ofCat(v) && (v.exemptionReason || v.exemptionCode)).map(() => ({ category: cat })),
        },
  );
  return out;
}

const hasBreakdown = (i: InvoiceModel, cat: string) => i.vat.some((v) => v.category === cat);
/** Intra-community supply: the date of the supply and where it went. */
const IC_RULES: Rule[] = [
  {
    id: 'BR-IC-11',
    kind: 'vatid',
    term: 'BT-72/BG-14',
    check: (i) =>
      hasBreakdown(i, 'K') &&
      !i.deliveryDate &&
      !i.period?.start &&
      !i.period?.end &&
      !(i.syntax === 'UBL' && i.taxPointCode)
        ? [{ category: 'K' }]
        : [],
  },
  {
    id: 'BR-IC-12',
    kind: 'vatid',
    term: 'BT-80',
    check: (i) => (hasBreakdown(i, 'K') && !i.delivery?.country ? [{ category: 'K' }] : []),
  },
];
/** Not subject to VAT: no other category anywhere in the invoice. */
const O_RULES: Rule[] = [
  {
    id: 'BR-O-11',
    kind: 'onlycategory',
    term: 'BT-118',
    check: (i) =>
      hasBreakdown(i, 'O')
        ? i.vat.filter((v) => v.category !== 'O').map((v) => ({ category: 'O', actual: v.category ?? '-' }))
        : [],
  },
  {
    id: 'BR-O-12',
    kind: 'onlycategory',
    term: 'BT-151',
    check: (i) =>
      hasBreakdown(i, 'O')
        ? i.lines.flatMap((l, n) =>
            l.category !== 'O' ? [{ ...lineArg(l, n), category: 'O', actual: l.category ?? '-' }] : [],
          )
        : [],
  },
  {
    id: 'BR-O-13',
    kind: 'onlycategory',
    term: 'BT-95',
    check: (i) =>
      hasBreakdown(i, 'O')
        ? allowances(i)
            .filter((a) => a.category !== 'O')
            .map((a) => ({ category: 'O', actual: a.category ?? '-' }))
        : [],
  },
  {
    id: 'BR-O-14',
    kind: 'onlycategory',
    term: 'BT-102',
    check: (i) =>
      hasBreakdown(i, 'O')
        ? charges(i)
            .filter((a) => a.category !== 'O')
            .map((a) => ({ category: 'O', actual: a.category ?? '-' }))
        : [],
  },
];

export const CATEGORY_RULES: Rule[] = [
  ...categoryRules('S', { seller: 'tax', exemption: false }),
  ...categoryRules('Z', { seller: 'tax', zeroRate: true, exemption: false }),
  ...categoryRules('E', { seller: 'tax', zeroRate: true, exemption: true }),
  ...categoryRules('AE', { seller: 'tax', buyer: 'legal', zeroRate: true, exemption: true }),
  ...categoryRules('K', { prefix: 'IC', seller: 'vat', buyer: 'vat', zeroRate: true, exemption: true }),
  ...IC_RULES,
  ...categoryRules('G', { seller: 'vat', zeroRate: true, exemption: true }),
  ...categoryRules('O', { seller: 'none', noRate: true, exemption: true }),
  ...O_RULES,
];
