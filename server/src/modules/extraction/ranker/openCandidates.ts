/**
 * Candidates no rule labelled, for the ranker to weigh (weight 0): on the first page, every cell that is one
 * invoice-number-like token, and every date. The rules' candidates keep their weight; a value already among
 * them is not added again.
 */
import type { Cand } from '../candidates';
import { findDates, type DayOrder } from '../dates';
import { cleanNumberToken } from '../invoiceNumber';
import type { Line } from '../layout';

const firstPage = (lines: Line[]) => lines.filter((l) => l.page === 0);

export function openNumberCandidates(lines: Line[]): Cand[] {
  const out: Cand[] = [];
  for (const line of firstPage(lines)) {
    for (const cell of line.cells) {
      const tok = cell.text.trim().split(/\s+/)[0];
      const v = cleanNumberToken(tok);
      if (v) out.push({ value: v, weight: 0, line: line.index, pos: cell.start });
    }
  }
  return out;
}

export function openDateCandidates(lines: Line[], order: DayOrder): Cand[] {
  return firstPage(lines).flatMap((line) =>
    findDates(line.raw, order).map((d) => ({ value: d.value, weight: 0, line: line.index, pos: d.index })),
  );
}

/** The rules' candidates, then the open ones whose value the rules did not find. */
export const withOpen = (rules: Cand[], open: Cand[]): Cand[] => [
  ...rules,
  ...open.filter((o) => !rules.some((r) => r.value === o.value)),
];

/**
 * A number printed in parts around a spaced slash ("n. 112 / 2025"): beside each rules' candidate whose value is
 * followed on its line by " / " and digits, the joined value with the same weight, for the ranker to weigh.
 */
export function spacedNumberCandidates(rules: Cand[], lines: Line[]): Cand[] {
  const out: Cand[] = [];
  for (const c of rules) {
    const raw = lines[c.line]?.raw ?? '';
    const at = raw.indexOf(c.value, c.pos);
    if (at < 0) continue;
    const m = /^\s+\/\s+(\d{2,6})(?![\w/.-])/.exec(raw.slice(at + c.value.length));
    if (m && !/\//.test(c.value)) out.push({ ...c, value: `${c.value}/${m[1]}` });
  }
  return out;
}
