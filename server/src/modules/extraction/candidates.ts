/** What the built-in extractor's field finders share: scored candidates, labels and their matches. */
import type { Line } from './layout';
import type { FieldValue, ValueSource } from './types';

export interface Cand<T = string> {
  value: T;
  weight: number;
  line: number;
  pos: number;
}

export interface Label {
  re: RegExp;
  weight: number;
}

export const L = (re: RegExp, weight: number): Label => ({ re, weight });

export function score<T>(cands: Cand<T>[]): Cand<T> | undefined {
  return [...cands].sort((a, b) => b.weight - a.weight || a.line - b.line || a.pos - b.pos)[0];
}

export const fv = <T>(value: T, source: ValueSource, confidence: number): FieldValue<T> => ({
  value,
  source,
  confidence: Math.max(0, Math.min(1, Math.round(confidence * 100) / 100)),
});

/** Every label match of a line, longest/strongest first, without overlaps. */
export function labelMatches<T extends Label>(line: Line, labels: T[]): { label: T; start: number; end: number }[] {
  const found: { label: T; start: number; end: number }[] = [];
  for (const label of labels) {
    label.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = label.re.exec(line.norm))) {
      if (!m[0].length) {
        label.re.lastIndex++;
        continue;
      }
      const start = m.index + (m[0].length - m[0].trimStart().length);
      const end = m.index + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ label, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
