import type { DayOrder } from './dates';

/** What is learned per document source (learning.ts), apart so types.ts can name it without importing the learner. */
export const HINT_FIELDS = ['invoiceNumber', 'date', 'dueDate', 'totalHT', 'totalTVA', 'totalTTC'] as const;
export type HintField = (typeof HINT_FIELDS)[number];

export interface FieldHint {
  /** The label's shape: folded, digit runs as 0, spaces collapsed. */
  label: string;
  /** Value right of the label on its line, or below it in its column. */
  dir: 'right' | 'below';
  /** Which of the field's values after the label (0 = first). */
  k: number;
  /** Line position of the value in the document, 0..1. */
  row: number;
  /** Character column of the value. */
  col: number;
  /** Dates: the day order; amounts: the decimal separator as printed. */
  order?: DayOrder;
  decimal?: ',' | '.';
}

export type LearnedHints = Partial<Record<HintField, FieldHint>>;
