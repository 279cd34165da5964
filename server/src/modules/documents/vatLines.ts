/**
 * Which VAT breakdown a document keeps (resources/documents/vatBreakdown.ts holds the arithmetic): the XML's as it
 * is; a text table's when it adds up to the document's totals; else the single line its totals imply at one
 * standard rate; else none. A breakdown of one line (or none) follows the totals when a user changes them.
 */
import { singleRateLine, vatBreakdownProblems, type VatLine } from '../../../../resources/documents/vatBreakdown';
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

/**
 * The breakdown after an update that changed the totals without sending one: a stated breakdown of several rates
 * stays (and is checked against the new totals); one line, or none, is derived again from them.
 */
export function vatLinesAfterTotals(current: VatLine[], totals: Totals): VatLine[] {
  return current.length > 1 ? current : implied(totals);
}
