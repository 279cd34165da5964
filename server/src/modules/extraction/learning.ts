/**
 * Learning from validated documents, per document source (supplier), offline.
 * `learnHints(text, truth)`: for each validated field, where its value stands in the document's laid-out
 * text: the label printed next to it (to its left on the line, or above it in its column), which of the
 * values after that label it is, its place on the page (line fraction, column) and how it was written
 * (day order, decimal separator). `applyHints(read, hints, fields)`: the next document of that source looks
 * there first; the rules' values stay where the learned label is not found.
 */
import { abs, add, findAmounts, isZero, neg, type AmountMatch } from './amounts';
import { findDates, type DayOrder } from './dates';
import { below, fold, toLines, type Line } from './layout';
import { fv } from './candidates';
import { HINT_FIELDS, type FieldHint, type HintField, type LearnedHints } from './learningTypes';
import type { ExtractedFields, ValueSource } from './types';

export { HINT_FIELDS, type FieldHint, type LearnedHints } from './learningTypes';

/** Validated values (amounts as decimal strings, dates YYYY-MM-DD). */
export type Truth = Partial<Record<HintField, string>>;

const AMOUNT_FIELDS: HintField[] = ['totalHT', 'totalTVA', 'totalTTC'];
const isAmountField = (f: HintField) => AMOUNT_FIELDS.includes(f);
const isDateField = (f: HintField) => f === 'date' || f === 'dueDate';

/** A label's shape: folded, digit runs as 0, punctuation at the ends dropped, spaces collapsed. */
function shape(s: string): string {
  return fold(s)
    .replace(/\d+/g, '0')
    .replace(/\s+/g, ' ')
    .replace(/^[\s:.#\-–|]+|[\s:.#\-–|(]+$/g, '')
    .trim();
}

/** The regular expression finding a label shape in a folded line. */
function labelRe(label: string): RegExp {
  const esc = label
    .split(' ')
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/0/g, '\\d+'))
    .join('\\s+');
  return new RegExp(`(?:^|[^a-z0-9])(${esc})(?![a-z])`, 'g');
}

interface Found {
  value: string;
  index: number;
  end: number;
  order?: DayOrder;
  decimal?: ',' | '.';
}

const decimalOf = (a: AmountMatch): ',' | '.' | undefined => {
  const m = /[.,](\d{2})(?!\d)/.exec(a.text.replace(/\s/g, ''));
  return m ? (m[0][0] as ',' | '.') : undefined;
};

/** The values of a field's kind in a piece of text, in order. */
function valuesIn(field: HintField, s: string, order?: DayOrder): Found[] {
  if (isAmountField(field)) {
    return findAmounts(s)
      .filter((a) => !a.percent && (a.decimals === 2 || (a.decimals === 0 && !!a.currency)))
      .map((a) => ({ value: a.value, index: a.index, end: a.end, decimal: decimalOf(a) }));
  }
  if (isDateField(field)) {
    const orders: DayOrder[] = order ? [order] : ['DMY', 'MDY'];
    const out: Found[] = [];
    for (const o of orders)
      for (const d of findDates(s, o))
        if (!out.some((x) => x.index === d.index)) out.push({ value: d.value, index: d.index, end: d.end, order: o });
    return out.sort((a, b) => a.index - b.index);
  }
  const out: Found[] = [];
  const re = /[#]?[A-Za-z0-9][A-Za-z0-9/_.\-]*[A-Za-z0-9]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) if (/\d/.test(m[0])) out.push({ value: m[0], index: m.index, end: m.index + m[0].length });
  return out;
}

const same = (field: HintField, got: string, want: string) => {
  if (isAmountField(field)) {
    try {
      return abs(got) === abs(want) && !isZero(want);
    } catch {
      return false;
    }
  }
  if (field === 'invoiceNumber') return got.replace(/^#/, '') === want.replace(/^#/, '');
  return got === want;
};

/** The label left of `at` on a line: the text of its cell (or the cell before) up to the value, if it has words. */
function labelLeft(line: Line, at: number): string | undefined {
  const cells = line.cells.filter((c) => c.start < at);
  for (let i = cells.length - 1; i >= 0 && i >= cells.length - 2; i--) {
    const c = cells[i];
    const text = line.raw.slice(c.start, Math.min(c.end, at));
    // the words right before the value (at most 5)
    const words = text.trim().split(/\s+/).slice(-5).join(' ');
    const sh = shape(words);
    if (/[a-z]{2,}/.test(sh)) return sh;
  }
  return undefined;
}

/** The label above a value in its column (up to 4 lines up, same page). */
function labelAbove(lines: Line[], line: Line, start: number, end: number): string | undefined {
  for (let i = line.index - 1; i >= 0 && i >= line.index - 4; i--) {
    const up = lines[i];
    if (up.page !== line.page) break;
    const cells = up.cells.filter((c) => c.start < end + 2 && start < c.end + 2);
    for (const c of cells) {
      const sh = shape(c.text);
      if (/[a-z]{2,}/.test(sh) && sh.length <= 60) return sh;
    }
  }
  return undefined;
}

/** Words of each field's labels (fr, en, de, es, it, nl): a label that reads as the field is preferred. */
const DUE_WORDS = /echeance|\bdue\b|fallig|zahlbar|payable|verval|scadenza|vencimiento|limite|regler|betalen/;
const FIELD_WORDS: Record<HintField, RegExp> = {
  invoiceNumber: /n[o°º]\b|\bnum|\bnr\b|number|nummer|#|facture|invoice|rechnung|factuur|factura|fattura/,
  date: /date|datum|fecha|data\b|\bdu\b|\bvom\b/,
  dueDate: DUE_WORDS,
  totalHT: /\bht\b|\bnet|excl|hors|sub-?total|sous|imponibile|base|netto/,
  totalTVA: /tva|vat|tax|mwst|ust\b|btw|iva\b|steuer/,
  totalTTC: /ttc|total|brutto|gesamt|payer|\bdue\b|\bpay|totaal|importe|betrag/,
};
function lexicon(field: HintField, label: string): number {
  let s = FIELD_WORDS[field].test(label) ? 1.5 : 0;
  if (field !== 'dueDate' && isDateField(field) && DUE_WORDS.test(label)) s -= 2;
  if (field === 'dueDate' && !DUE_WORDS.test(label)) s -= 1;
  return s;
}

/** How each validated field was found in `text`; fields not found keep their previous hint. */
export function learnHints(text: string, truth: Truth, previous: LearnedHints = {}): LearnedHints {
  const lines = toLines(text);
  const out: LearnedHints = { ...previous };
  if (!lines.length) return out;
  const n = lines.length;
  for (const field of HINT_FIELDS) {
    const want = truth[field];
    if (!want) continue;
    const options: FieldHint[] = [];
    for (const line of lines) {
      const found = valuesIn(field, line.raw).filter((v) => same(field, v.value, want));
      for (const v of found) {
        const right = labelLeft(line, v.index);
        const base = { row: (line.index + 0.5) / n, col: v.index, order: v.order, decimal: v.decimal };
        if (right) {
          const re = labelRe(right);
          re.lastIndex = 0;
          let m: RegExpExecArray | null,
            labelEnd = -1;
          while ((m = re.exec(line.norm)) && m.index < v.index) labelEnd = m.index + m[0].length;
          if (labelEnd >= 0) {
            const k = valuesIn(field, line.raw.slice(labelEnd), v.order).findIndex(
              (x) => x.index + labelEnd === v.index,
            );
            if (k >= 0) options.push({ label: right, dir: 'right', k, ...base });
          }
        }
        const up = labelAbove(lines, line, v.index, v.end);
        if (up) options.push({ label: up, dir: 'below', k: 0, ...base });
      }
    }
    if (!options.length) continue;
    // the most telling: a label that occurs once in the document, then labels on the value's line, then the lowest (totals)
    const occurrences = (h: FieldHint) => lines.reduce((s, l) => s + (l.norm.match(labelRe(h.label))?.length ?? 0), 0);
    const ranked = options
      .map((h) => ({
        h,
        s:
          (occurrences(h) === 1 ? 2 : 0) +
          (h.dir === 'right' ? 1 : 0) +
          (isAmountField(field) ? h.row : -h.row) * 0.5 +
          lexicon(field, h.label),
      }))
      .sort((a, b) => b.s - a.s);
    // a hint must find the validated value again in its own document
    const h = ranked
      .map((r) => r.h)
      .find((x) => {
        const v = findByHint(lines, field, x);
        return v !== undefined && same(field, v, want);
      });
    if (!h) continue;
    out[field] = Object.fromEntries(Object.entries(h).filter(([, x]) => x !== undefined)) as unknown as FieldHint;
  }
  return out;
}

const consistent = (ht: string, tva: string, ttc: string) => {
  try {
    return add(ht, tva) === ttc;
  } catch {
    return false;
  }
};

/**
 * The value a hint points at in the lines, nearest the learned place when the label occurs several times;
 * `d`: how far from the learned place (line fraction + columns / 400).
 */
function locateByHint(lines: Line[], field: HintField, h: FieldHint): { value: string; d: number } | undefined {
  const n = lines.length;
  const re = labelRe(h.label);
  let best: { value: string; d: number } | undefined;
  for (const line of lines) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(line.norm))) {
      const start = m.index + m[0].length - m[1].length,
        end = m.index + m[0].length;
      let v: Found | undefined;
      let at = line;
      if (h.dir === 'right') {
        v = valuesIn(field, line.raw.slice(end), h.order)[h.k];
      } else {
        for (const { line: l2, cells } of below(lines, line.index, start, Math.max(end, start + 1), 4)) {
          const s = cells.map((c) => c.text).join('  ');
          v = valuesIn(field, s, h.order)[0];
          if (v) {
            v = { ...v, index: v.index + cells[0].start };
            at = l2;
            break;
          }
        }
      }
      if (!v) continue;
      const d =
        Math.abs((at.index + 0.5) / n - h.row) + Math.abs(v.index + (h.dir === 'right' ? end : 0) - h.col) / 400;
      if (!best || d < best.d) best = { value: v.value, d };
    }
  }
  return best;
}

const findByHint = (lines: Line[], field: HintField, h: FieldHint) => locateByHint(lines, field, h)?.value;

/** Past this distance from the learned place, a hint does not overrule a value the rules are sure of. */
const FAR = 0.25;

/**
 * Fields found through the learned hints first; the rules' values stay for fields the hints do not find.
 * Amounts keep the rules' sign convention (credit notes <= 0). Confidence 0.95 (0.85 on OCR).
 */
export function applyHints(
  text: string,
  hints: LearnedHints,
  f: ExtractedFields,
  source: ValueSource,
): ExtractedFields {
  const lines = toLines(text);
  if (!lines.length) return f;
  const out: ExtractedFields = { ...f };
  const conf = source === 'ocr' ? 0.85 : 0.95;
  const credit = f.type?.value === 'CREDIT';
  for (const field of HINT_FIELDS) {
    const h = hints[field];
    if (!h) continue;
    const at = locateByHint(lines, field, h);
    if (!at) continue;
    if (at.d > FAR && (f[field]?.confidence ?? 0) >= 0.55) continue;
    let v = at.value;
    if (isAmountField(field)) v = credit && !v.startsWith('-') && !isZero(v) ? neg(v) : v;
    out[field] = fv(v, source, conf);
  }
  // amounts: the learned ones only when they add up (HT + TVA = TTC), or when the rules' did not either
  const adds = (x: ExtractedFields) =>
    !!x.totalHT && !!x.totalTVA && !!x.totalTTC && consistent(x.totalHT.value, x.totalTVA.value, x.totalTTC.value);
  if (!adds(out) && adds(f)) {
    out.totalHT = f.totalHT;
    out.totalTVA = f.totalTVA;
    out.totalTTC = f.totalTTC;
  }
  return out;
}
