/**
 * EN 16931-1 business rules on the received data, each a small declaration with its official id: the core
 * rules (BR-01..BR-65 that the model carries), the calculations (BR-CO-*), the VAT category rules
 * (BR-S/Z/E/AE/K/G/O) and the decimals (BR-DEC-*); then the French reform's mentions (FR-*: buyer SIREN,
 * category of operation, delivery address). A rule answers its findings (none: it holds).
 */
import { isAmount, toCents } from '../../../../../src/domain/money';
import { sirenProblem } from '../../../../../src/domain/suppliers/identifiers';
import type { Finding, RuleText } from '../../../../../src/domain/einvoice/en16931Messages';
import type { InvoiceModel, Line } from './model';

export type StoredFinding = Finding & RuleText;
type Args = Record<string, string>;
export interface Rule extends RuleText {
  id: string;
  /** The findings' figures (one per failure), or true when it fails once without figures. */
  check: (inv: InvoiceModel) => Args[] | boolean;
}

const DEC = /^[-+]?\d+(?:\.\d+)?$/;
/** Cents of an amount written with at most 2 decimals (more: its exact value rounded, for the sums). */
const cents = (v: string | undefined): bigint | null =>
  v !== undefined && DEC.test(v) && isAmount(v) ? toCents(v) : null;
const show = (c: bigint) => {
  const neg = c < 0n;
  const a = neg ? -c : c;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
};
const sum = (vals: Array<string | undefined>) => vals.reduce<bigint>((s, v) => s + (cents(v) ?? 0n), 0n);
const rateOf = (v: string | undefined) => (v !== undefined && DEC.test(v) ? Number(v) : null);
const lineArg = (l: Line, i: number): Args => ({ line: l.id ?? String(i + 1) });

const required = (id: string, term: string, get: (i: InvoiceModel) => unknown): Rule => ({
  id,
  kind: 'missing',
  term,
  check: (i) => get(i) === undefined || get(i) === '' || get(i) === false,
});
const eachLine = (id: string, term: string, get: (l: Line) => string | undefined): Rule => ({
  id,
  kind: 'missing',
  term,
  check: (i) => i.lines.flatMap((l, n) => (get(l) ? [] : [lineArg(l, n)])),
});
/** An amount that, when given, must equal the calculation (exact at 2 decimals). */
const equals = (
  id: string,
  term: string,
  actual: (i: InvoiceModel) => string | undefined,
  expected: (i: InvoiceModel) => bigint | null,
  requiredWhen?: (i: InvoiceModel) => boolean,
): Rule => ({
  id,
  kind: 'sum',
  term,
  check: (i) => {
    const e = expected(i);
    const a = cents(actual(i));
    if (e === null) return [];
    if (a === null) return requiredWhen?.(i) && e !== 0n ? [{ expected: show(e), actual: '-' }] : [];
    return a === e ? [] : [{ expected: show(e), actual: show(a) }];
  },
});
const decimals = (id: string, term: string, get: (i: InvoiceModel) => Array<string | undefined>): Rule => ({
  id,
  kind: 'decimals',
  term,
  check: (i) =>
    get(i)
      .filter((v): v is string => v !== undefined && /\.\d{3,}$/.test(v))
      .map((v) => ({ actual: v })),
});

const allowances = (i: InvoiceModel) => i.allowancesCharges.filter((a) => !a.charge);
const charges = (i: InvoiceModel) => i.allowancesCharges.filter((a) => a.charge);
const hasCategory = (i: InvoiceModel, cat: string) =>
  i.lines.some((l) => l.category === cat) ||
  i.allowancesCharges.some((a) => a.category === cat) ||
  i.vat.some((v) => v.category === cat);
const sellerVat = (i: InvoiceModel) => i.seller.vatId ?? i.seller.legalId ?? i.taxRepresentativeVatId;

/** The VAT category rules of one category: its rate, its exemption reason, its taxable base, its VAT ids. */
function categoryRules(
  cat: string,
  opts: { zeroRate?: boolean; noRate?: boolean; exemption?: boolean; buyerVat?: boolean },
): Rule[] {
  const out: Rule[] = [
    {
      // a line, allowance or charge of the category has its VAT breakdown (BG-23) of that category
      id: `BR-${cat}-01`,
      kind: 'vatid',
      term: 'BG-23',
      check: (i) =>
        [...i.lines, ...i.allowancesCharges].some((x) => x.category === cat) && !i.vat.some((v) => v.category === cat)
          ? [{ category: cat }]
          : [],
    },
  ];
  const rateWrong = (r: string | undefined) => {
    if (opts.noRate) return r !== undefined;
    const n = rateOf(r);
    return opts.zeroRate ? n !== 0 : n === null || n <= 0;
  };
  out.push(
    cat === 'O'
      ? {
          // "not subject to VAT": no VAT identifier of the seller, its representative or the buyer
          id: 'BR-O-02',
          kind: 'novatid',
          check: (i) =>
            hasCategory(i, cat) && Boolean(i.seller.vatId || i.taxRepresentativeVatId || i.buyer.vatId)
              ? [{ category: cat }]
              : [],
        }
      : {
          id: `BR-${cat}-02`,
          kind: 'vatid',
          term: 'BT-31',
          check: (i) => (hasCategory(i, cat) && !sellerVat(i) ? [{ category: cat }] : []),
        },
  );
  if (opts.buyerVat)
    out.push({
      id: `BR-${cat}-03`,
      kind: 'vatid',
      term: 'BT-48',
      check: (i) => (hasCategory(i, cat) && !i.buyer.vatId && !i.buyer.legalId ? [{ category: cat }] : []),
    });
  out.push({
    id: `BR-${cat}-05`,
    kind: 'rate',
    check: (i) =>
      i.lines.flatMap((l, n) =>
        l.category === cat && rateWrong(l.rate) ? [{ ...lineArg(l, n), category: cat, actual: l.rate ?? '-' }] : [],
      ),
  });
  // the rate of a document-level allowance (BR-x-06) or charge (BR-x-07) of the category
  for (const [n, isCharge] of [
    ['06', false],
    ['07', true],
  ] as const)
    out.push({
      id: `BR-${cat}-${n}`,
      kind: 'rate',
      check: (i) =>
        i.allowancesCharges
          .filter((a) => a.charge === isCharge && a.category === cat && rateWrong(a.rate))
          .map((a) => ({ category: cat, actual: a.rate ?? '-' })),
    });
  out.push({
    id: `BR-${cat}-08`,
    kind: 'sum',
    term: 'BT-116',
    check: (i) =>
      i.vat
        .filter((v) => v.category === cat)
        .flatMap((v) => {
          const same = (x: { category?: string; rate?: string }) =>
            x.category === cat && (opts.noRate || rateOf(x.rate) === rateOf(v.rate));
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
  if (opts.zeroRate || opts.noRate)
    out.push({
      id: `BR-${cat}-09`,
      kind: 'sum',
      term: 'BT-117',
      check: (i) =>
        i.vat
          .filter((v) => v.category === cat && cents(v.amount) !== null && cents(v.amount) !== 0n)
          .map((v) => ({ expected: '0.00', actual: v.amount! })),
    });
  if (opts.exemption)
    out.push({
      id: `BR-${cat}-10`,
      kind: 'exemption',
      check: (i) =>
        i.vat
          .filter((v) => v.category === cat && !v.exemptionReason && !v.exemptionCode)
          .map(() => ({ category: cat })),
    });
  return out;
}

const TYPE_CODES = new Set([
  '71',
  '80',
  '81',
  '82',
  '84',
  '102',
  '218',
  '219',
  '331',
  '380',
  '381',
  '382',
  '383',
  '384',
  '385',
  '386',
  '387',
  '388',
  '389',
  '390',
  '393',
  '394',
  '395',
  '396',
  '420',
  '456',
  '457',
  '527',
  '532',
  '553',
  '575',
  '623',
  '633',
  '751',
  '780',
  '875',
  '876',
  '877',
  '935',
  '261',
  '262',
  '295',
  '296',
  '308',
  '325',
  '326',
  '394',
]);
const VAT_CATEGORIES = new Set(['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M']);
/** The French reform's "cadre de facturation" (category of operation: goods B, services S, mixed M). */
const FR_PROCESSES = /^(B|S|M)[1-8]$/;

export const RULES: Rule[] = [
  required('BR-01', 'BT-24', (i) => i.specification),
  required('BR-02', 'BT-1', (i) => i.number),
  required('BR-03', 'BT-2', (i) => i.issueDate),
  required('BR-04', 'BT-3', (i) => i.typeCode),
  required('BR-05', 'BT-5', (i) => i.currency),
  required('BR-06', 'BT-27', (i) => i.seller.name),
  required('BR-07', 'BT-44', (i) => i.buyer.name),
  required('BR-08', 'BG-5', (i) => i.seller.hasAddress),
  required('BR-09', 'BT-40', (i) => i.seller.country),
  required('BR-10', 'BG-8', (i) => i.buyer.hasAddress),
  required('BR-11', 'BT-55', (i) => i.buyer.country),
  required('BR-12', 'BT-106', (i) => i.totals.lineNet),
  required('BR-13', 'BT-109', (i) => i.totals.taxExclusive),
  required('BR-14', 'BT-112', (i) => i.totals.taxInclusive),
  required('BR-15', 'BT-115', (i) => i.totals.payable),
  required('BR-16', 'BG-25', (i) => i.lines.length > 0),
  eachLine('BR-21', 'BT-126', (l) => l.id),
  eachLine('BR-22', 'BT-129', (l) => l.quantity),
  eachLine('BR-23', 'BT-130', (l) => l.unit),
  eachLine('BR-24', 'BT-131', (l) => l.net),
  eachLine('BR-25', 'BT-153', (l) => l.name),
  eachLine('BR-26', 'BT-146', (l) => l.price),
  {
    id: 'BR-27',
    kind: 'negative',
    term: 'BT-146',
    check: (i) =>
      i.lines.flatMap((l, n) => ((cents(l.price) ?? 0n) < 0n ? [{ ...lineArg(l, n), actual: l.price! }] : [])),
  },
  {
    id: 'BR-28',
    kind: 'negative',
    term: 'BT-148',
    check: (i) =>
      i.lines.flatMap((l, n) =>
        (cents(l.grossPrice) ?? 0n) < 0n ? [{ ...lineArg(l, n), actual: l.grossPrice! }] : [],
      ),
  },
  { id: 'BR-31', kind: 'missing', term: 'BT-92', check: (i) => allowances(i).some((a) => !a.amount) },
  { id: 'BR-32', kind: 'missing', term: 'BT-95', check: (i) => allowances(i).some((a) => !a.category) },
  { id: 'BR-33', kind: 'missing', term: 'BT-97', check: (i) => allowances(i).some((a) => !a.reason && !a.reasonCode) },
  { id: 'BR-36', kind: 'missing', term: 'BT-99', check: (i) => charges(i).some((a) => !a.amount) },
  { id: 'BR-37', kind: 'missing', term: 'BT-102', check: (i) => charges(i).some((a) => !a.category) },
  { id: 'BR-38', kind: 'missing', term: 'BT-104', check: (i) => charges(i).some((a) => !a.reason && !a.reasonCode) },
  { id: 'BR-45', kind: 'missing', term: 'BT-116', check: (i) => i.vat.some((v) => !v.base) },
  { id: 'BR-46', kind: 'missing', term: 'BT-117', check: (i) => i.vat.some((v) => !v.amount) },
  { id: 'BR-47', kind: 'missing', term: 'BT-118', check: (i) => i.vat.some((v) => !v.category) },
  { id: 'BR-48', kind: 'missing', term: 'BT-119', check: (i) => i.vat.some((v) => v.category !== 'O' && !v.rate) },
  {
    id: 'BR-CL-01',
    kind: 'code',
    term: 'BT-3',
    check: (i) => (i.typeCode && !TYPE_CODES.has(i.typeCode) ? [{ actual: i.typeCode }] : []),
  },
  {
    id: 'BR-CL-17',
    kind: 'code',
    term: 'BT-118',
    check: (i) =>
      i.vat.filter((v) => v.category && !VAT_CATEGORIES.has(v.category)).map((v) => ({ actual: v.category! })),
  },
  equals(
    'BR-CO-10',
    'BT-106',
    (i) => i.totals.lineNet,
    (i) => sum(i.lines.map((l) => l.net)),
  ),
  equals(
    'BR-CO-11',
    'BT-107',
    (i) => i.totals.allowances,
    (i) => sum(allowances(i).map((a) => a.amount)),
    (i) => allowances(i).length > 0,
  ),
  equals(
    'BR-CO-12',
    'BT-108',
    (i) => i.totals.charges,
    (i) => sum(charges(i).map((a) => a.amount)),
    (i) => charges(i).length > 0,
  ),
  equals(
    'BR-CO-13',
    'BT-109',
    (i) => i.totals.taxExclusive,
    (i) =>
      cents(i.totals.lineNet) === null
        ? null
        : cents(i.totals.lineNet)! - (cents(i.totals.allowances) ?? 0n) + (cents(i.totals.charges) ?? 0n),
  ),
  equals(
    'BR-CO-14',
    'BT-110',
    (i) => i.totals.tax,
    (i) => (i.vat.length ? sum(i.vat.map((v) => v.amount)) : null),
  ),
  equals(
    'BR-CO-15',
    'BT-112',
    (i) => i.totals.taxInclusive,
    (i) => (cents(i.totals.taxExclusive) === null ? null : cents(i.totals.taxExclusive)! + (cents(i.totals.tax) ?? 0n)),
  ),
  equals(
    'BR-CO-16',
    'BT-115',
    (i) => i.totals.payable,
    (i) =>
      cents(i.totals.taxInclusive) === null
        ? null
        : cents(i.totals.taxInclusive)! - (cents(i.totals.prepaid) ?? 0n) + (cents(i.totals.rounding) ?? 0n),
  ),
  {
    // the VAT of a category is its base times its rate, within one unit of the currency (the official tolerance)
    id: 'BR-CO-17',
    kind: 'sum',
    term: 'BT-117',
    check: (i) =>
      i.vat.flatMap((v) => {
        const base = cents(v.base);
        const amount = cents(v.amount);
        const rate = rateOf(v.rate);
        if (base === null || amount === null || rate === null) return [];
        const expected = BigInt(Math.round((Number(base) * rate) / 100));
        const diff = expected > amount ? expected - amount : amount - expected;
        return diff > 100n ? [{ expected: show(expected), actual: show(amount) }] : [];
      }),
  },
  required('BR-CO-18', 'BG-23', (i) => i.vat.length > 0),
  ...categoryRules('S', {}),
  ...categoryRules('Z', { zeroRate: true }),
  ...categoryRules('E', { zeroRate: true, exemption: true }),
  ...categoryRules('AE', { zeroRate: true, exemption: true, buyerVat: true }),
  ...categoryRules('K', { zeroRate: true, exemption: true, buyerVat: true }),
  ...categoryRules('G', { zeroRate: true, exemption: true }),
  ...categoryRules('O', { noRate: true, exemption: true }),
  decimals('BR-DEC-01', 'BT-92', (i) => allowances(i).map((a) => a.amount)),
  decimals('BR-DEC-05', 'BT-99', (i) => charges(i).map((a) => a.amount)),
  decimals('BR-DEC-09', 'BT-106', (i) => [i.totals.lineNet]),
  decimals('BR-DEC-10', 'BT-107', (i) => [i.totals.allowances]),
  decimals('BR-DEC-11', 'BT-108', (i) => [i.totals.charges]),
  decimals('BR-DEC-12', 'BT-109', (i) => [i.totals.taxExclusive]),
  decimals('BR-DEC-13', 'BT-110', (i) => [i.totals.tax]),
  decimals('BR-DEC-14', 'BT-112', (i) => [i.totals.taxInclusive]),
  decimals('BR-DEC-16', 'BT-113', (i) => [i.totals.prepaid]),
  decimals('BR-DEC-17', 'BT-114', (i) => [i.totals.rounding]),
  decimals('BR-DEC-18', 'BT-115', (i) => [i.totals.payable]),
  decimals('BR-DEC-19', 'BT-116', (i) => i.vat.map((v) => v.base)),
  decimals('BR-DEC-20', 'BT-117', (i) => i.vat.map((v) => v.amount)),
  decimals('BR-DEC-23', 'BT-131', (i) => i.lines.map((l) => l.net)),
];

/** The French reform's mentions, checked on invoices between French parties (the buyer in France). */
export const FR_RULES: Rule[] = [
  {
    id: 'FR-SIREN',
    kind: 'missing',
    term: 'BT-47',
    check: (i) => {
      const id = (i.buyer.legalId ?? '').replace(/\s/g, '');
      return !/^\d{9}$/.test(id.slice(0, 9)) || Boolean(sirenProblem(id.slice(0, 9)));
    },
  },
  {
    id: 'FR-CATEGORY',
    kind: 'code',
    term: 'BT-23',
    check: (i) => (FR_PROCESSES.test(i.process ?? '') ? [] : [{ actual: i.process ?? '-' }]),
  },
  {
    id: 'FR-DELIVERY',
    kind: 'missing',
    term: 'BG-15',
    check: (i) => Boolean(i.delivery && (i.delivery.name || i.delivery.locationId) && !i.delivery.country),
  },
];

export const ALL_RULES = [...RULES, ...FR_RULES];
