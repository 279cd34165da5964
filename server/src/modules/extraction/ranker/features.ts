/**
 * The ranker's features of one candidate among its field's candidates. The order of FEATURES is the order of the
 * weights in weights.json: a new feature goes at the end (and `npm run extraction:train` rewrites the weights).
 */
import type { Cand } from '../candidates';
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
] as const;

export function featureVector(c: Cand, all: Cand[], lines: Line[], field: RankedField): number[] {
  const best = Math.max(...all.map((a) => a.weight));
  const line = lines[c.line];
  const n = Math.max(1, lines.length);
  const v = c.value;
  const digits = (v.match(/\d/g) ?? []).length;
  const same = all.filter((a) => a.value === v).length;
  const byLine = [...new Set(all.map((a) => a.line))].sort((a, b) => a - b);
  const isDate = field !== 'invoiceNumber';
  return [
    1,
    c.weight / 3,
    (best - c.weight) / 3,
    c.weight === best ? 1 : 0,
    c.line / n,
    c.line < n / 3 ? 1 : 0,
    line ? Math.min(1, c.pos / Math.max(1, line.raw.length)) : 0,
    !line || line.page === 0 ? 1 : 0,
    Math.log(same),
    digits / Math.max(1, v.length),
    /[a-z]/i.test(v) ? 1 : 0,
    /[-/._]/.test(v) ? 1 : 0,
    v.length / 20,
    byLine.length > 1 ? byLine.indexOf(c.line) / (byLine.length - 1) : 0,
    isDate && all.every((a) => a.value <= v) ? 1 : 0,
    isDate && all.every((a) => a.value >= v) ? 1 : 0,
  ];
}
