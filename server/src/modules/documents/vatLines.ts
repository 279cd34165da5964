/**
 * Which VAT breakdown a document keeps (src/domain/documents/vatBreakdown.ts holds the arithmetic): the XML's as it
 * is; a text table's when it adds up to the document's totals; else the single line its totals imply at one
 * standard rate; else none. A breakdown of one line (or none) follows the totals when a user changes them.
 */
import {
  linesFollowingTotals,
  singleRateLine,
  vatBreakdownProblems,
  type VatLine,
} from '../../../../src/domain/documents/vatBreakdown';
import type { FieldValue } from '../extraction';

interface Totals {
  totalht: string | null;
  totaltva: string | null;
  totalttc: string | null;
}

const implied = (t: Totals): VatLine[] => {
  const line = singleRateLine(t.totalht, t.totaltva, t.totalttc);
  return line ? [line] : [];
};

/** The breakdown a recognition stores, given what extraction found and the totals the document keeps. */
export function recognisedVatLines(found: FieldValue<VatLine[]> | undefined, totals: Totals): VatLine[] {
  if (found?.source === 'xml') return found.value;
  if (found && !vatBreakdownProblems(found.value, totals.totalht, totals.totaltva).length) return found.value;
  return implied(totals);
}

/** The breakdown after an update that changed the totals without sending one (linesFollowingTotals). */
export const vatLinesAfterTotals = (current: VatLine[], t: Totals): VatLine[] =>
  linesFollowingTotals(current, { ht: t.totalht, tva: t.totaltva, ttc: t.totalttc });
