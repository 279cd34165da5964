/**
 * Amounts as printed in French (1 234,56), English (1,234.56), German (1.234,56) and Swiss (1'234.56)
 * conventions, with a leading or trailing currency symbol or code, negative with a minus or parentheses.
 * Results are exact decimal strings with 2 decimals (src/domain/money.ts), never floats.
 */
import { fromCents, toCents } from '../../../../src/domain/money';

const CURRENCY_SYMBOLS: Record<string, string> = {
  '€': 'EUR',
  $: 'USD',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  CHF: 'CHF',
  'Fr.': 'CHF',
  Rs: 'INR',
  'Rs.': 'INR',
  US$: 'USD',
  CA$: 'CAD',
  A$: 'AUD',
  zł: 'PLN',
  kr: 'SEK',
};
const CURRENCY_CODES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'JPY',
  'CNY',
  'INR',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'TRY',
  'MAD',
  'TND',
  'XOF',
  'XAF',
  'NZD',
  'SGD',
  'HKD',
  'ZAR',
  'BRL',
  'MXN',
  'RUB',
];

export interface ParsedAmount {
  /** "-1234.56" */
  value: string;
  currency?: string;
  /** Had 2 decimals (1-3 decimals for prices), or an explicit currency. */
  decimals: number;
  /** Ambiguous grouping such as "1.234" (thousands or decimals). */
  ambiguous?: boolean;
}

export function currencyOf(token: string | undefined): string | undefined {
  if (!token) return undefined;
  const t = token.trim();
  const up = t.toUpperCase();
  if (CURRENCY_CODES.includes(up)) return up;
  if (/^euros?$/i.test(t)) return 'EUR';
  return CURRENCY_SYMBOLS[t] ?? CURRENCY_SYMBOLS[t.replace(/\.$/, '')];
}

/**
 * Parses the number part of an amount ("1 234,56", "1,234.56", "1.234,56", "1'234.56", "1234", "0.025").
 * Returns the value at 2 decimals (half up) or null.
 */
export function parseNumber(raw: string): { value: string; decimals: number; ambiguous?: boolean } | null {
  let s = raw.replace(/[\u00a0\u202f\u2009]/g, ' ').trim();
  let neg = false;
  if (/^\(.*\)$/.test(s)) {
    neg = true;
    s = s.slice(1, -1).trim();
  }
  if (/^[-−–]/.test(s)) {
    neg = true;
    s = s.slice(1).trim();
  }
  if (/[-−–]$/.test(s)) {
    neg = true;
    s = s.slice(0, -1).trim();
  }
  if (/^\+/.test(s)) s = s.slice(1).trim();
  if (!/^\d[\d .,']*$/.test(s) || /[ .,']$/.test(s)) return null;
  let intPart: string;
  let frac = '';
  let ambiguous = false;
  const last = Math.max(s.lastIndexOf('.'), s.lastIndexOf(','));
  if (last < 0) {
    intPart = s;
  } else {
    const sep = s[last];
    const after = s.slice(last + 1);
    const before = s.slice(0, last);
    const otherSep = sep === '.' ? ',' : '.';
    if (
      /^\d{1,2}$/.test(after) ||
      (/^\d{3,4}$/.test(after) && (before.includes(otherSep) || /^0$/.test(before.replace(/[ ']/g, ''))))
    ) {
      // decimal part; everything before is the integer with its grouping
      frac = after;
      intPart = before;
      if (before.includes(sep)) return null; // 1.234.56: the decimal separator cannot also group
    } else if (/^\d{3}$/.test(after)) {
      // "1.234" / "1,234": a thousands group; "3.441.812" surely
      intPart = s;
      ambiguous = !before.includes(sep) && !/[ ']/.test(before);
    } else if (/^\d{3,4}$/.test(after)) {
      frac = after;
      intPart = before;
    } else {
      return null;
    }
  }
  // integer grouping: 1 234 / 1.234 / 1,234 / 1'234 with groups of 3
  const groups = intPart.split(/[ .,']/);
  if (groups.length > 1) {
    if (!/^\d{1,3}$/.test(groups[0]) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return null;
    const seps = new Set(intPart.replace(/\d/g, ''));
    if (seps.size > 1) return null;
  }
  const digits = groups.join('');
  if (!digits || digits.length > 13) return null;
  const value = fromCents(toCents(`${neg ? '-' : ''}${digits}.${frac || '0'}`));
  return { value, decimals: frac.length, ambiguous };
}

/** Parses a whole amount token with its currency ("€ 1.234,56", "-12,50 EUR", "(5.00)", "$4.11"). */
export function parseAmount(raw: string): ParsedAmount | null {
  let s = raw.replace(/[\u00a0\u202f\u2009]/g, ' ').trim();
  let currency: string | undefined;
  let neg = false;
  const pre = /^([-−–]?)\s*(US\$|CA\$|A\$|€|\$|£|¥|₹|Rs\.?|Fr\.|[A-Z]{3})\s*/.exec(s);
  if (pre && currencyOf(pre[2])) {
    currency = currencyOf(pre[2]);
    neg = !!pre[1];
    s = s.slice(pre[0].length);
  }
  const post = /\s*(€|\$|£|¥|₹|euros?|[A-Z]{3})$/i.exec(s);
  if (post && currencyOf(post[1])) {
    currency ??= currencyOf(post[1]);
    s = s.slice(0, post.index);
  }
  const n = parseNumber(s);
  if (!n) return null;
  let value = n.value;
  if (neg && !value.startsWith('-')) value = `-${value}`;
  if (value === '-0.00') value = '0.00';
  return { value, currency, decimals: n.decimals, ambiguous: n.ambiguous };
}

export interface AmountMatch extends ParsedAmount {
  index: number;
  end: number;
  text: string;
  /** Followed by %: a rate, not an amount. */
  percent: boolean;
}

// A number with optional grouping and decimals, optional sign/parentheses and currency on either side.
const AMOUNT_RE =
  /(\(\s*)?([-−–]\s?)?((?:US\$|CA\$|€|\$|£|₹|Rs\.?|\b(?:EUR|USD|GBP|CHF|INR|CAD|AUD|SEK|NOK|DKK|PLN|CZK|JPY|CNY))\s?)?([-−–]\s?)?(\d{1,3}(?:([.,' \u00a0\u202f])\d{3}(?:\6\d{3})*)?(?:[.,]\d{1,4})?|\d+(?:[.,]\d{1,4})?)(?![\d])(\s?-(?!\d))?(\s?(?:€|\$|£|₹|EUR\b|USD\b|GBP\b|CHF\b|INR\b|euros?\b|Euro\b))?(\s*\))?(\s?%)?/g;

/** Every amount-looking token of a line, left to right. */
export function findAmounts(line: string): AmountMatch[] {
  const out: AmountMatch[] = [];
  AMOUNT_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = AMOUNT_RE.exec(line))) {
    const [whole, open, sign1, cur1, sign2, num, , trailingMinus, cur2, close, pct] = m;
    const start = m.index;
    // glued to letters or other digits: part of a code ("FA-2017", "DE123", "10%")
    const prev = line[start - 1];
    if (prev && /[\p{L}\d_/]/u.test(prev) && !open && !cur1) continue;
    if (prev && /[.,:]/.test(prev) && /\d/.test(line[start - 2] ?? '')) continue; // the tail of a date or a number
    const next = line[start + whole.length];
    if (next && /[\p{L}\d_/]/u.test(next) && !cur2 && !pct) continue;
    if (next === '.' && /\d/.test(line[start + whole.length + 1] ?? '')) continue; // a date or a version
    if (/^[.,]|\d[.,]\d+[.,]\d+[.,]/.test(num)) continue;
    // dates like 12.03.2024 or 12/03/24 are not amounts
    if (
      /\d[./-]\d{1,2}[./-]\d/.test(line.slice(Math.max(0, start - 3), start + whole.length + 3)) &&
      /^\d{1,2}[.]\d{2}$/.test(num) &&
      line[start + whole.length] === '.'
    )
      continue;
    const parenNeg = !!open && !!close;
    const numText = `${sign1 || sign2 || trailingMinus ? '-' : ''}${num.replace(/ /g, ' ')}`;
    const n = parseNumber(numText);
    if (!n) continue;
    let value = n.value;
    if (parenNeg && !value.startsWith('-')) value = `-${value}`;
    if (value === '-0.00') value = '0.00';
    out.push({
      value,
      decimals: n.decimals,
      ambiguous: n.ambiguous,
      currency: currencyOf(cur1?.trim()) ?? currencyOf(cur2?.trim()),
      index: start,
      end: start + whole.length,
      text: whole,
      percent: !!pct,
    });
  }
  return out;
}

export const abs = (v: string) => (v.startsWith('-') ? v.slice(1) : v);
export const neg = (v: string) => (v.startsWith('-') ? v.slice(1) : v === '0.00' ? v : `-${v}`);
export const add = (a: string, b: string) => fromCents(toCents(a) + toCents(b));
export const sub = (a: string, b: string) => fromCents(toCents(a) - toCents(b));
export const cmp = (a: string, b: string) => {
  const d = toCents(a) - toCents(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};
export const isZero = (v: string) => toCents(v) === 0n;
export const normMoney = (v: string | number) => fromCents(toCents(v));
