/**
 * A document's VAT breakdown (EN 16931 BG-23 "VAT breakdown"): one line per rate with its taxable base, its VAT
 * amount and, where known, its VAT category code. Shared by the server (storage, checks, export) and the review.
 * Amounts are exact decimal strings with the document's sign (a credit note's are negative); rates are percents
 * with at most 3 decimals. All arithmetic goes through integers, never floating point.
 */
import { z } from 'zod';
import { fromCents, isStorableAmount, toCents } from '../money';

/** EN 16931 VAT category codes (UNCL 5305 subset): standard, zero, exempt, reverse charge, intra-EU, export, outside. */
export const VAT_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

export interface VatLine {
  /** Percent, canonical ("20", "5.5", "2.1"). */
  rate: string;
  /** Taxable amount at this rate, "100.00". */
  base: string;
  /** VAT at this rate, "20.00". */
  amount: string;
  category?: VatCategory | null;
}

/**
 * The standard's rounding tolerance on one line (EN 16931: a line's VAT is its base x rate rounded at two decimals;
 * 0.01 either way is accepted). The one place it is declared.
 */
export const VAT_LINE_TOLERANCE_CENTS = 1n;
/** Most lines a breakdown holds (a real invoice has a handful). */
export const MAX_VAT_LINES = 20;

const RATE = /^\s*(\d{1,3})(?:[.,](\d{1,3}))?\s*$/;

/** A rate in thousandths of a percent ("5.5" -> 5500n), or null when it is not a rate of 0 to 100 with 3 decimals. */
export function rateMilli(rate: unknown): bigint | null {
  const m = typeof rate === 'number' ? RATE.exec(String(rate)) : typeof rate === 'string' ? RATE.exec(rate) : null;
  if (!m) return null;
  const v = BigInt(m[1]) * 1000n + BigInt((m[2] ?? '').padEnd(3, '0'));
  return v <= 100_000n ? v : null;
}

/** A rate written canonically: "20.000" -> "20", "5,50" -> "5.5". */
export function canonicalRate(rate: string | number): string {
  const milli = rateMilli(rate);
  if (milli === null) throw new Error(`not a rate: ${rate}`);
  const frac = String(milli % 1000n)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${milli / 1000n}${frac ? `.${frac}` : ''}`;
}

/** base x rate / 100 in cents, rounded half away from zero. */
export function vatOf(baseCents: bigint, milli: bigint): bigint {
  const num = baseCents * milli;
  const neg = num < 0n;
  const q = ((neg ? -num : num) * 2n + 100_000n) / 200_000n;
  return neg ? -q : q;
}

const amountText = (v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '').replace(',', '.') : v);

/** One line as the API takes it: rate 0-100 with up to 3 decimals, amounts exact decimals (strings or numbers). */
export const vatLineSchema = z
  .object({
    rate: z.union([z.string(), z.number()]).refine((v) => rateMilli(v) !== null, 'error.vatrate'),
    base: z
      .union([z.string(), z.number()])
      .transform(amountText)
      .refine((v) => isStorableAmount(v), 'error.number'),
    amount: z
      .union([z.string(), z.number()])
      .transform(amountText)
      .refine((v) => isStorableAmount(v), 'error.number'),
    category: z.enum(VAT_CATEGORIES).nullish(),
  })
  .transform((l): VatLine => ({
    rate: canonicalRate(l.rate as string),
    base: fromCents(toCents(l.base as string)),
    amount: fromCents(toCents(l.amount as string)),
    category: l.category ?? null,
  }));
export const vatLinesSchema = z.array(vatLineSchema).max(MAX_VAT_LINES);

/** Problem keys of a breakdown; a line's problem carries its rate after `@` (see problemParts). */
export const VAT_PROBLEMS = {
  bases: 'document.error.vatbases',
  total: 'document.error.vattotal',
  line: 'document.error.vatline',
  rate: 'document.error.vatrate',
} as const;

/** A problem that names a figure: `document.error.vatline@5.5`. */
export const problemWith = (key: string, rate: string) => `${key}@${rate}`;
/** A problem's i18n key and its figures (`{ rate }` for a line's). */
export function problemParts(problem: string): { key: string; args: Record<string, string> } {
  const at = problem.indexOf('@');
  return at < 0 ? { key: problem, args: {} } : { key: problem.slice(0, at), args: { rate: problem.slice(at + 1) } };
}

const cents = (v: unknown) => {
  const t = amountText(v);
  return isStorableAmount(t) ? toCents(t) : null;
};

/**
 * What is wrong with a breakdown against the document's totals (i18n keys): sum of bases = HT and sum of VAT = VAT
 * (exact, at two decimals), each line's VAT = base x rate / 100 within the line tolerance, one line per rate.
 * An empty breakdown has nothing wrong; totals that are not amounts are not compared.
 */
export function vatBreakdownProblems(lines: readonly VatLine[], ht: unknown, tva: unknown): string[] {
  if (!lines.length) return [];
  const problems: string[] = [];
  let bases = 0n,
    vats = 0n;
  const seen = new Set<string>();
  for (const l of lines) {
    const milli = rateMilli(l.rate);
    const [b, a] = [cents(l.base), cents(l.amount)];
    if (milli === null || b === null || a === null) {
      problems.push(problemWith(VAT_PROBLEMS.line, String(l.rate ?? '')));
      continue;
    }
    bases += b;
    vats += a;
    const rate = canonicalRate(l.rate);
    // one line per rate and category (exempt and intra-EU lines may both be at 0 %)
    const key = `${rate}|${l.category ?? ''}`;
    if (seen.has(key)) problems.push(problemWith(VAT_PROBLEMS.rate, rate));
    seen.add(key);
    const diff = vatOf(b, milli) - a;
    if (diff > VAT_LINE_TOLERANCE_CENTS || diff < -VAT_LINE_TOLERANCE_CENTS)
      problems.push(problemWith(VAT_PROBLEMS.line, rate));
  }
  const [h, t] = [cents(ht), cents(tva)];
  if (h !== null && bases !== h) problems.push(VAT_PROBLEMS.bases);
  if (t !== null && vats !== t) problems.push(VAT_PROBLEMS.total);
  return [...new Set(problems)];
}

/**
 * Standard and reduced VAT rates of the EU member states (and 0): an invoice whose VAT is one of these of its HT,
 * and of no other, was charged at that one rate.
 */
export const STANDARD_RATES = [
  '0',
  '2.1',
  '3',
  '4',
  '5',
  '5.5',
  '6',
  '7',
  '8.5',
  '9',
  '10',
  '12',
  '13',
  '14',
  '17',
  '19',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '27',
];

/**
 * The single line an invoice's totals imply when HT + VAT = TTC and VAT is base x rate for exactly one standard rate
 * (a zero VAT only with a non-zero HT); undefined otherwise (several rates, or none, fit).
 */
export function singleRateLine(ht: unknown, tva: unknown, ttc: unknown): VatLine | undefined {
  const [h, t, total] = [cents(ht), cents(tva), cents(ttc)];
  if (h === null || t === null || total === null || h === 0n || h + t !== total) return undefined;
  const fits = STANDARD_RATES.filter((r) => {
    const d = vatOf(h, rateMilli(r)!) - t;
    return d <= VAT_LINE_TOLERANCE_CENTS && d >= -VAT_LINE_TOLERANCE_CENTS;
  });
  if (fits.length !== 1) return undefined;
  return { rate: fits[0], base: fromCents(h), amount: fromCents(t), category: null };
}

/**
 * The breakdown once the totals changed without the lines being edited: a stated breakdown of several rates stays
 * (and is checked against the new totals); one line, or none, is derived again from the totals.
 */
export function linesFollowingTotals(lines: VatLine[], totals: { ht: unknown; tva: unknown; ttc: unknown }): VatLine[] {
  if (lines.length > 1) return lines;
  const line = singleRateLine(totals.ht, totals.tva, totals.ttc);
  return line ? [line] : [];
}

/** The one rate of a breakdown of one line (the review's "VAT rate"), else null: a blended rate is never shown. */
export const singleRate = (lines: readonly VatLine[] | null | undefined): string | null =>
  lines?.length === 1 ? lines[0].rate : null;
