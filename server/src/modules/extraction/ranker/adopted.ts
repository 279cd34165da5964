/**
 * The fields whose value and confidence the ranker gives in `extractFields`: those where the bench's
 * leave-one-set-out figure and the corpus figure were not below the rules' (README, Ranker). The due date keeps the
 * rules' choice and confidence: its calibration did not hold on the corpus. The totals are ranked as triples
 * (`rankedTotals`, in the bench) but keep the rules' choice (`ruleTotals`): trained without set L the ranker follows the
 * rules there, so nothing shows it generalises better (README, Ranker).
 */
import type { DayOrder } from '../dates';
import type { Line } from '../layout';
import { rankCandidates, type Ranked } from './rank';
import { fieldCandidates } from './fieldCandidates';

export function rankedFields(lines: Line[], order: DayOrder): { invoiceNumber?: Ranked; date?: Ranked } {
  const cands = fieldCandidates(lines, order);
  return {
    invoiceNumber: rankCandidates('invoiceNumber', cands.invoiceNumber, lines),
    date: rankCandidates('date', cands.date, lines),
  };
}
