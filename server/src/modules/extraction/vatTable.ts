/**
 * A VAT summary by rate read from a document's text (French, English, German and neighbouring layouts):
 * "TVA 20% base 100,00 montant 20,00", "20,00 %   100,00   20,00", "MwSt. 19 % auf 100,00 EUR 19,00",
 * "VAT @ 5.5% on 200.00 11.00". A line counts when it holds a rate (a number followed by %) and two amounts of
 * which one is the other times the rate (within the standard's line tolerance). The lines found are kept only when
 * they add up to the document's HT and VAT: a table that does not is not a breakdown.
 */
import { fromCents, toCents } from '../../../../src/domain/money';
import {
  canonicalRate,
  rateMilli,
  VAT_CATEGORIES,
  VAT_LINE_TOLERANCE_CENTS,
  vatBreakdownProblems,
  vatOf,
  type VatCategory,
  type VatLine,
} from '../../../../src/domain/documents/vatBreakdown';
import { findAmounts, type AmountMatch } from './amounts';
import type { Line } from './layout';

/** Words that name VAT on a summary line (the line's folded, accent-free text). */
const VAT_WORD =
  /(?:^|[^a-z])(?:t\.?v\.?a|vat|mwst|ust|u\.st|umsatzsteuer|mehrwertsteuer|steuer|iva|btw|taxe?s?|tax rate|taux)(?![a-z])/;

/** A VAT summary table's header: names VAT, a rate and a base ("Code  Taux  Base TVA  Montant TVA"). */
const TABLE_HEAD = /(?:taux|rate|satz|steuersatz|tarief|aliquota|tipo|%)/;
const BASE_WORD = /(?:base|basis|netto|net|ht|taxable|bemessung|grondslag|imponibile|imponible)/;
const isTableHead = (l: Line) => VAT_WORD.test(l.norm) && TABLE_HEAD.test(l.norm) && BASE_WORD.test(l.norm);

const abs = (v: bigint) => (v < 0n ? -v : v);

/** The base and amount at `milli` among a line's amounts: base first where it can be, the nearest pair first. */
function pairAt(milli: bigint, amounts: AmountMatch[]): { base: bigint; amount: bigint } | undefined {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < amounts.length; i++) for (let j = 0; j < amounts.length; j++) if (i !== j) pairs.push([i, j]);
  // base before amount, then the closest pair
  pairs.sort((p, q) => Number(q[0] < q[1]) - Number(p[0] < p[1]) || Math.abs(p[0] - p[1]) - Math.abs(q[0] - q[1]));
  for (const [i, j] of pairs) {
    const base = abs(toCents(amounts[i].value));
    const amount = abs(toCents(amounts[j].value));
    if (base === 0n || (milli > 0n && amount >= base)) continue;
    if (milli === 0n && amount !== 0n) continue;
    const d = vatOf(base, milli) - amount;
    if (d <= VAT_LINE_TOLERANCE_CENTS && d >= -VAT_LINE_TOLERANCE_CENTS) return { base, amount };
  }
  return undefined;
}

interface Found {
  rate: string;
  category: VatCategory | null;
  base: bigint;
  amount: bigint;
  named: boolean;
}

function lineCandidates(line: Line, underHead: boolean): Found[] {
  const all = findAmounts(line.raw);
  const rates = all.filter((a) => a.percent && rateMilli(a.value) !== null);
  const amounts = all.filter((a) => !a.percent);
  if (!rates.length || amounts.length < 2) return [];
  const named = underHead || VAT_WORD.test(line.norm);
  // a category code standing alone in its cell (S, Z, E, AE, K, G, O)
  const category = VAT_CATEGORIES.find((c) => line.cells.some((cell) => cell.text === c)) ?? null;
  const found: Found[] = [];
  for (const r of rates) {
    const milli = rateMilli(r.value)!;
    // a zero rate only where the line says it is VAT
    if (milli === 0n && !named) continue;
    const pair = pairAt(milli, amounts);
    if (pair) found.push({ rate: canonicalRate(r.value), category, ...pair, named });
  }
  return found.slice(0, 1);
}

/** One line per rate: the same rate twice (item lines) adds up; a repeated identical line (a table on every page) counts once. */
function byRate(found: Found[]): VatLine[] {
  const seen = new Set<string>();
  const lines = new Map<string, { rate: string; category: VatCategory | null; base: bigint; amount: bigint }>();
  for (const f of found) {
    const key = `${f.rate}|${f.category}|${f.base}|${f.amount}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const at = lines.get(`${f.rate}|${f.category}`) ?? { rate: f.rate, category: f.category, base: 0n, amount: 0n };
    lines.set(`${f.rate}|${f.category}`, { ...at, base: at.base + f.base, amount: at.amount + f.amount });
  }
  return [...lines.values()].map((l) => ({
    rate: l.rate,
    base: fromCents(l.base),
    amount: fromCents(l.amount),
    category: l.category,
  }));
}

/**
 * The VAT breakdown a document's text states, as positive amounts, when its lines add up to `ht` and `tva` (read
 * from the same text, compared without their sign); undefined when the text states none that does.
 */
export function findVatTable(lines: Line[], ht: string | undefined, tva: string | undefined): VatLine[] | undefined {
  if (ht === undefined || tva === undefined) return undefined;
  const [h, t] = [fromCents(abs(toCents(ht))), fromCents(abs(toCents(tva)))];
  // a line counts as named by a summary table's header up to 6 lines above it
  let head = -Infinity;
  const found = lines.flatMap((l, i) => {
    if (isTableHead(l)) head = i;
    return lineCandidates(l, i - head <= 6 && i > head);
  });
  if (!found.length) return undefined;
  // the summary lines that name VAT first; then every line with a rate (a table whose header names it)
  for (const set of [found.filter((f) => f.named), found]) {
    const breakdown = byRate(set);
    if (breakdown.length && !vatBreakdownProblems(breakdown, h, t).length) return breakdown;
  }
  return undefined;
}
