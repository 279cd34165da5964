/**
 * The laid-out text of a document as lines and cells (runs separated by 2+ spaces), with an
 * accent-free lower-case copy of the same length for label matching, and the two ways to find the
 * value of a label: further on the same line, or below it in the same column.
 */

export interface Cell {
  text: string;
  start: number;
  end: number;
}

export interface Line {
  /** original text */
  raw: string;
  /** lower case, accents removed, same length as raw */
  norm: string;
  cells: Cell[];
  page: number;
  /** index in the document's lines */
  index: number;
}

/** Lower case without diacritics, one output char per input char (so offsets stay valid). */
export function fold(s: string): string {
  let out = '';
  for (const ch of s) {
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    let c = (base || ch).toLowerCase();
    if (c === 'ß') c = 's';
    if (c.length !== ch.length) c = c.length > ch.length ? c.slice(0, ch.length) : c.padEnd(ch.length, ' ');
    out += c;
  }
  return out.replace(/[’‘`´]/g, "'").replace(/[−–—]/g, '-');
}

function splitCells(raw: string): Cell[] {
  const cells: Cell[] = [];
  const re = /\S+(?: \S+)*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) cells.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return cells;
}

export function toLines(text: string): Line[] {
  const lines: Line[] = [];
  let page = 0;
  for (const raw0 of text.split('\n')) {
    if (raw0.includes('\f')) {
      page++;
      continue;
    }
    const raw = raw0.replace(/\t/g, '    ').replace(/[\u00a0\u202f]/g, ' ');
    if (!raw.trim()) continue;
    lines.push({ raw, norm: fold(raw), cells: splitCells(raw), page, index: lines.length });
  }
  return lines;
}

/** The cell holding offset `at` of a line. */
export const cellAt = (line: Line, at: number) => line.cells.find((c) => at >= c.start && at < c.end);

/** Horizontal overlap of two spans, with a tolerance. */
const overlaps = (a0: number, a1: number, b0: number, b1: number, tol = 2) => a0 < b1 + tol && b0 < a1 + tol;

/** End of the column under a label: a label with nothing to its right owns the rest of the line. */
export function columnEnd(line: Line, start: number, end: number): number {
  const cell = cellAt(line, start);
  const e = Math.max(end, cell?.end ?? end);
  return line.cells.some((c) => c.start >= e) ? e : e + 60;
}

/** Lines below `from` (up to `depth` lines, same page) that have cells overlapping the column [start, end), with those cells. */
export function below(
  lines: Line[],
  from: number,
  start: number,
  end: number,
  depth = 4,
): { line: Line; cells: Cell[] }[] {
  const out: { line: Line; cells: Cell[] }[] = [];
  const page = lines[from].page;
  for (let i = from + 1; i < lines.length && i <= from + depth; i++) {
    const l = lines[i];
    if (l.page !== page) break;
    const cells = l.cells.filter((c) => overlaps(c.start, c.end, start, end));
    if (cells.length) out.push({ line: l, cells });
  }
  return out;
}
