/**
 * The ranker's features of one candidate among its field's candidates. The order of FEATURES is the order of the
 * weights in weights.json: a new feature goes at the end (and `npm run extraction:train` rewrites the weights).
 */
import { score, type Cand } from '../candidates';
import { invoiceNumberCandidates } from '../invoiceNumber';
import { NOT_ISSUE } from '../invoiceDates';
import { findDates } from '../dates';
import type { Line } from '../layout';

export type RankedField = 'invoiceNumber' | 'date' | 'dueDate';
export const RANKED_FIELDS: RankedField[] = ['invoiceNumber', 'date', 'dueDate'];

export const FEATURES = [
  'bias',
  'ruleWeight', // the hand rules' score (label class, same line or below, region bonuses), scaled by 1/3
  'ruleGap', // the rules' best weight minus this one's, scaled by 1/3
  'ruleTop', // 1 when the rules would choose it
  'lineShare', // line index / number of lines (relative position on the page)
  'upperThird', // 1 in the first third of the lines
  'xShare', // character column / line length (left or right of the page)
  'firstPage', // 1 on page 1
  'repeats', // how many candidates carry the same value, log(1 + n - 1)
  'digitShare', // digits / characters of the value
  'hasLetter', // the value holds a letter
  'hasSeparator', // the value holds - / . or _
  'length', // characters / 20
  'rankInDocument', // position among the field's candidates by line (0 first, 1 last)
  'latest', // for dates: 1 when no candidate is later
  'earliest', // for dates: 1 when no candidate is earlier
  'numberLine', // for dates: 1 on the line of the invoice number the rules label best (dates solved with the number)
  'otherDateWords', // for dates: where the value is printed (its line or the next 6), words of another date before it
] as const;

/** What every candidate's features compare it with, computed once per field. */
export interface CandidateGroupStats {
  best: number;
  count: Map<string, number>;
  lineRank: Map<number, number>;
  latest: string;
  earliest: string;
  /** for dates: the line of the rules' invoice number */
  numberLine?: number;
}

export function groupStats(all: Cand[], lines?: Line[], field?: RankedField): CandidateGroupStats {
  const count = new Map<string, number>();
  for (const a of all) count.set(a.value, (count.get(a.value) ?? 0) + 1);
  const byLine = [...new Set(all.map((a) => a.line))].sort((a, b) => a - b);
  const values = all.map((a) => a.value).sort();
  return {
    best: Math.max(...all.map((a) => a.weight)),
    count,
    lineRank: new Map(byLine.map((l, i) => [l, byLine.length > 1 ? i / (byLine.length - 1) : 0])),
    latest: values[values.length - 1],
    earliest: values[0],
    numberLine: lines && field && field !== 'invoiceNumber' ? score(invoiceNumberCandidates(lines))?.line : undefined,
  };
}

export function featureVector(
  c: Cand,
  all: Cand[],
  lines: Line[],
  field: RankedField,
  g: CandidateGroupStats = groupStats(all, lines, field),
): number[] {
  const line = lines[c.line];
  const n = Math.max(1, lines.length);
  const v = c.value;
  const digits = (v.match(/\d/g) ?? []).length;
  const isDate = field !== 'invoiceNumber';
  return [
    1,
    c.weight / 3,
    (g.best - c.weight) / 3,
    c.weight === g.best ? 1 : 0,
    c.line / n,
    c.line < n / 3 ? 1 : 0,
    line ? Math.min(1, c.pos / Math.max(1, line.raw.length)) : 0,
    !line || line.page === 0 ? 1 : 0,
    Math.log(g.count.get(v) ?? 1),
    digits / Math.max(1, v.length),
    /[a-z]/i.test(v) ? 1 : 0,
    /[-/._]/.test(v) ? 1 : 0,
    v.length / 20,
    g.lineRank.get(c.line) ?? 0,
    isDate && v === g.latest ? 1 : 0,
    isDate && v === g.earliest ? 1 : 0,
    isDate && c.line === g.numberLine ? 1 : 0,
    isDate && otherDateWords(c, lines) ? 1 : 0,
  ];
}

/** The words before a date where it is printed (its candidate's line, else the next lines of the page) name another date. */
function otherDateWords(c: Cand, lines: Line[]): boolean {
  const from = lines[c.line];
  if (!from) return false;
  for (const line of lines.slice(c.line, c.line + 7)) {
    if (line.page !== from.page) break;
    const at = [...findDates(line.raw, 'DMY'), ...findDates(line.raw, 'MDY')].find((d) => d.value === c.value);
    if (at) return NOT_ISSUE.test(line.norm.slice(Math.max(0, at.index - 40), at.index));
  }
  return false;
}
