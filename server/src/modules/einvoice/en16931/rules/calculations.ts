/**
 * The calculations and the coherence of the terms (BR-CO-*), then the decimals (BR-DEC-*). BR-CO-05..08 (a
 * reason code and its text mean the same) are no check in the official validation either: they are left out.
 */
import type { InvoiceModel } from '../model';
import {
  type Rule,
  allowances,
  cents,
  charges,
  decimals,
  eachLine,
  eachLineAllowance,
  equals,
  lineAllowances,
  lineArg,
  rateOf,
  representativeVatId,
  show,
  sum,
} from './helpers';

/** ISO 3166-1 alpha-2 codes a VAT identifier may start with (and EL for Greece, XI for Northern Ireland, 1A Kosovo). */
const VAT_PREFIXES = new Set(
  (
    '1A AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
    'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH EL ER ES ET FI FJ FK ' +
    'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS ' +
    'IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM ' +
    'MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS ' +
    'PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK ' +
    'TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XI YE YT ZA ZM ZW'
  ).split(' '),
);
/** BT-3 codes of a credit note (UNTDID 1001): BR-CO-25 is about invoices only (eInvoicing-EN16931 #84, #241). */
const CREDIT_NOTES = new Set(['81', '83', '261', '262', '296', '308', '381', '396', '420', '458', '532']);
const vatIds = (i: InvoiceModel) => [i.seller.vatId, representativeVatId(i), i.buyer.vatId];

export const CALCULATION_RULES: Rule[] = [
  {
    // the VAT point date (BT-7) or its code (BT-8), not both
    id: 'BR-CO-03',
    kind: 'exclusive',
    term: 'BT-7',
    check: (i) => Boolean(i.taxPointDate && i.taxPointCode),
  },
  eachLine('BR-CO-04', 'BT-151', (l) => l.category),
  {
    id: 'BR-CO-09',
    kind: 'prefix',
    term: 'BT-31/48/63',
    check: (i) =>
      vatIds(i)
        .filter((v): v is string => Boolean(v) && !VAT_PREFIXES.has(v!.slice(0, 2)))
        .map((v) => ({ actual: v })),
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
  { id: 'BR-CO-18', kind: 'missing', term: 'BG-23', check: (i) => i.vat.length === 0 },
  {
    // an invoicing period (BG-14) has a start or an end date (UBL: or the VAT point date code in it)
    id: 'BR-CO-19',
    kind: 'missing',
    term: 'BT-73/74',
    check: (i) => Boolean(i.period && !i.period.start && !i.period.end && !(i.syntax === 'UBL' && i.taxPointCode)),
  },
  {
    id: 'BR-CO-20',
    kind: 'missing',
    term: 'BT-134/135',
    check: (i) => i.lines.flatMap((l, n) => (l.period && !l.period.start && !l.period.end ? [lineArg(l, n)] : [])),
  },
  // each allowance and charge, of the document and of a line, has a reason or a reason code
  {
    id: 'BR-CO-21',
    kind: 'missing',
    term: 'BT-97',
    check: (i) => allowances(i).some((a) => !a.reason && !a.reasonCode),
  },
  { id: 'BR-CO-22', kind: 'missing', term: 'BT-104', check: (i) => charges(i).some((a) => !a.reason && !a.reasonCode) },
  eachLineAllowance('BR-CO-23', 'BT-139', false, (a) => a.reason || a.reasonCode),
  eachLineAllowance('BR-CO-24', 'BT-144', true, (a) => a.reason || a.reasonCode),
  {
    // an invoice's amount due for payment (BT-115) that is positive has its due date (BT-9) or payment terms
    // (BT-20); the validation artefacts 1.3.16 dropped it (#477), EN 16931-1 keeps it: credit notes are left out
    id: 'BR-CO-25',
    kind: 'missing',
    term: 'BT-9/20',
    check: (i) =>
      !CREDIT_NOTES.has(i.typeCode ?? '') &&
      (cents(i.totals.payable) ?? 0n) > 0n &&
      !i.dueDates.length &&
      !i.paymentTerms.length,
  },
  {
    // the seller can be recognised: a seller identifier (BT-29), legal registration (BT-30) or VAT identifier (BT-31)
    id: 'BR-CO-26',
    kind: 'missing',
    term: 'BT-29/30/31',
    check: (i) => !i.seller.partyIds.length && !i.seller.legalId && !i.seller.vatId,
  },
  decimals('BR-DEC-01', 'BT-92', (i) => allowances(i).map((a) => a.amount)),
  decimals('BR-DEC-02', 'BT-93', (i) => allowances(i).map((a) => a.base)),
  decimals('BR-DEC-05', 'BT-99', (i) => charges(i).map((a) => a.amount)),
  decimals('BR-DEC-06', 'BT-100', (i) => charges(i).map((a) => a.base)),
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
  decimals('BR-DEC-24', 'BT-136', (i) => lineAllowances(i, false).map((a) => a.amount)),
  decimals('BR-DEC-25', 'BT-137', (i) => lineAllowances(i, false).map((a) => a.base)),
  decimals('BR-DEC-27', 'BT-141', (i) => lineAllowances(i, true).map((a) => a.amount)),
  decimals('BR-DEC-28', 'BT-142', (i) => lineAllowances(i, true).map((a) => a.base)),
];
