import type { DocumentRecord } from '../../../domain/documents/document.model';

/** Below this confidence a value is flagged "check this value". */
export const LOW_CONFIDENCE = 0.7;
export const SOURCES = ['xml', 'text', 'ocr', 'llm', 'user'] as const;
export type ValueSource = (typeof SOURCES)[number];

export interface Provenance {
  source: ValueSource;
  confidence: number;
}

const asSource = (s: unknown): ValueSource | undefined =>
  (SOURCES as readonly string[]).includes(String(s)) ? (s as ValueSource) : undefined;
const build = (source: unknown, confidence: unknown): Provenance | undefined => {
  const s = asSource(source);
  return s ? { source: s, confidence: typeof confidence === 'number' ? confidence : 1 } : undefined;
};

/** Where a keyword's value comes from; a value the user changed on screen is the user's. */
export function valueProvenance(doc: DocumentRecord, keyworduuid: string, changed: boolean): Provenance | undefined {
  if (changed) return { source: 'user', confidence: 1 };
  const entry = doc.data.find((d) => d.keyworduuid === keyworduuid);
  return entry ? build(entry.source, entry.confidence) : undefined;
}

/** Header fields read by recognition, by their extraction names. */
const HEADER_SOURCES = {
  id: 'invoiceNumber',
  date: 'date',
  supplieruuid: 'supplier',
  currency: 'currency',
} as const;
export type ProvenancedHeader = keyof typeof HEADER_SOURCES;

/** Provenance of a header field, as long as the value is still the one recognition found. */
export function headerProvenance(
  doc: DocumentRecord,
  field: ProvenancedHeader,
  changed: boolean,
): Provenance | undefined {
  if (changed) return { source: 'user', confidence: 1 };
  const p = doc.provenance?.[HEADER_SOURCES[field]];
  return p ? build(p.source, p.confidence) : undefined;
}

export const isLowConfidence = (p: Provenance | undefined) =>
  Boolean(p && p.source !== 'user' && p.confidence < LOW_CONFIDENCE);
