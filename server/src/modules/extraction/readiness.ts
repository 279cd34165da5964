/**
 * Ready to validate (issue 21): a document whose fields are all confident and whose amounts add up needs no field
 * checked; the others name the fields to check. Confidence is the finders' own (`fields.ts`): 1 for e-invoice XML,
 * 0.85-0.95 for a strong label or totals that add up, about 0.6 for a weak label or arithmetic alone, less on OCR.
 */
import { add, cmp } from './amounts';
import type { ExtractedFields } from './types';

/** At or above this confidence a field counts as confident. */
export const CONFIDENT = 0.85;

/** The fields a document needs to be validated without a look. */
export const READY_FIELDS = ['invoiceNumber', 'date', 'totalHT', 'totalTVA', 'totalTTC', 'supplier'] as const;
export type ReadyField = (typeof READY_FIELDS)[number];

export interface Readiness {
  ready: boolean;
  /** Fields missing or below the threshold (a supplier only counts once it is a known one). */
  toCheck: ReadyField[];
  /** HT + VAT = total to the cent, and the VAT breakdown, if any, adds up to the VAT. */
  consistent: boolean;
}

export function readiness(f: ExtractedFields): Readiness {
  const toCheck = READY_FIELDS.filter((k) => {
    const v = f[k];
    if (!v || v.confidence < CONFIDENT) return true;
    return k === 'supplier' && !f.supplier?.value.uuid;
  });
  const ht = f.totalHT?.value,
    tva = f.totalTVA?.value,
    ttc = f.totalTTC?.value;
  let consistent = ht !== undefined && tva !== undefined && ttc !== undefined && cmp(add(ht, tva), ttc) === 0;
  const lines = f.vatLines?.value;
  if (consistent && lines?.length && tva !== undefined)
    consistent = cmp(lines.map((l) => l.amount).reduce(add, '0.00'), tva) === 0;
  return { ready: !toCheck.length && consistent, toCheck, consistent };
}
