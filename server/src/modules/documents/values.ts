import { randomUUID } from 'node:crypto';
import { fromCents, isAmount, isStorableAmount, toCents } from '../../../../src/domain/money';
import { isDocumentDay, isIsoDay } from '../../../../src/domain/dates';
import type { KeywordValue } from '../../../db/documentSchema';
import { AppError } from '../../errors';
import type { KeywordRow } from './groupContext';

const AMOUNT_TYPES = new Set(['HT', 'TVA', 'TTC']);

/** Checks and normalises one keyword value by its value type; amounts become exact 2-decimal strings. */
export function normaliseValue(kw: KeywordRow, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  const bad = (why: string) =>
    new AppError('VALIDATION', `${kw.name}: ${why}`, { fields: { [`data.${kw.uuid}`]: why } });
  switch (kw.valuetype) {
    case 'NUMBER': {
      const text = typeof value === 'number' ? String(value) : String(value).replace(/\s/g, '').replace(',', '.');
      if (!isAmount(text) || !/^[+-]?\d{1,20}(\.\d{1,10})?$/.test(text)) throw bad('error.number');
      // amounts fill the document's money columns (numeric(14,2))
      if (AMOUNT_TYPES.has(kw.type) && !isStorableAmount(text)) throw bad('error.number');
      return AMOUNT_TYPES.has(kw.type) ? fromCents(toCents(text)) : text;
    }
    case 'DATE':
      if (!isIsoDay(value)) throw bad('error.date');
      if (!isDocumentDay(value)) throw bad('error.documentdate');
      return value;
    case 'BOOLEAN':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw bad('error.boolean');
    case 'ENUMERATED':
      if (!kw.choices.includes(String(value))) throw bad('error.choice');
      return String(value);
    case 'TABLE':
      if (!Array.isArray(value) || !value.every((r) => r && typeof r === 'object' && !Array.isArray(r)))
        throw bad('error.table');
      return value;
    default:
      if (typeof value === 'object') throw bad('error.text');
      return String(value).slice(0, 5000);
  }
}

/** Merges submitted values onto stored ones for the group's keywords; values of other keywords are refused. */
export function mergeValues(
  stored: KeywordValue[],
  submitted: Array<{ uuid?: string; keyworduuid: string; value: unknown }>,
  groupKeywords: KeywordRow[],
): KeywordValue[] {
  const byId = new Map(groupKeywords.map((k) => [k.uuid, k]));
  const result = new Map(stored.filter((v) => byId.has(v.keyworduuid)).map((v) => [v.keyworduuid, v]));
  for (const s of submitted) {
    const kw = byId.get(s.keyworduuid);
    if (!kw)
      throw new AppError('VALIDATION', 'A value names a keyword that is not in the document group', {
        fields: { [`data.${s.keyworduuid}`]: 'error.reference' },
      });
    const before = result.get(kw.uuid);
    const value = normaliseValue(kw, s.value);
    const changed = JSON.stringify(before?.value ?? null) !== JSON.stringify(value);
    result.set(kw.uuid, {
      uuid: before?.uuid ?? s.uuid ?? randomUUID(),
      keyworduuid: kw.uuid,
      value,
      source: changed ? 'user' : before?.source,
      confidence: changed ? 1 : before?.confidence,
    });
  }
  return groupKeywords.map((k) => result.get(k.uuid)).filter((v): v is KeywordValue => Boolean(v));
}
