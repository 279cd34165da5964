import { randomUUID } from 'node:crypto';
import type { KeywordValue } from '../../../db/documentSchema';
import type { ExtractedFields, FieldValue } from '../extraction';
import type { KeywordRow } from './groupContext';
import { normaliseValue } from './values';
import { fromCents, isAmount, toCents } from '../../../../src/domain/money';

const AMOUNTS = new Set(['HT', 'TVA', 'TTC']);
/** A credit note's amounts are kept negative (spec §5), whatever sign the file prints. */
const signed = (kw: KeywordRow, value: unknown, credit: boolean) =>
  credit && AMOUNTS.has(kw.type) && isAmount(value) && toCents(value) > 0n ? fromCents(-toCents(value)) : value;

/** Built-in fields a keyword takes by its type, or by a well-known extraction key. */
const BY_TYPE: Record<string, keyof ExtractedFields> = {
  HT: 'totalHT',
  TVA: 'totalTVA',
  TTC: 'totalTTC',
  DUE_DATE: 'dueDate',
  TYPE: 'type',
};
const BY_KEY: Record<string, keyof ExtractedFields> = {
  invoice_number: 'invoiceNumber',
  number: 'invoiceNumber',
  date: 'date',
  invoice_date: 'date',
  due_date: 'dueDate',
  currency: 'currency',
  total_ht: 'totalHT',
  total_tva: 'totalTVA',
  total_ttc: 'totalTTC',
  type: 'type',
};

const plain = (f: FieldValue<unknown> | undefined) =>
  f &&
  (typeof f.value === 'object' && f.value && 'name' in f.value
    ? { ...f, value: (f.value as { name: string }).name }
    : f);

/**
 * Puts extracted values into the group's keywords: the LLM's answer by extraction key where it has one,
 * else the built-in engine's by keyword type or well-known key. Each value keeps its source and confidence.
 */
export function fieldsToValues(
  fields: ExtractedFields,
  llm: Record<string, FieldValue<unknown>>,
  keywords: KeywordRow[],
) {
  const data: KeywordValue[] = [];
  const provenance: Record<string, { source: string; confidence: number }> = {};
  for (const kw of keywords) {
    const builtin = BY_TYPE[kw.type] ?? BY_KEY[kw.extractionkey.toLowerCase()];
    const candidate =
      (kw.extractionkey && llm[kw.extractionkey]) ||
      plain(builtin ? (fields[builtin] as FieldValue<unknown> | undefined) : undefined);
    if (!candidate) continue;
    let value: unknown;
    try {
      value = signed(kw, normaliseValue(kw, candidate.value), fields.type?.value === 'CREDIT');
    } catch {
      continue;
    }
    if (value === null) continue;
    data.push({
      uuid: randomUUID(),
      keyworduuid: kw.uuid,
      value,
      source: candidate.source,
      confidence: candidate.confidence,
    });
  }
  for (const [name, f] of Object.entries(fields))
    if (f) provenance[name] = { source: f.source, confidence: f.confidence };
  return { data, provenance };
}
