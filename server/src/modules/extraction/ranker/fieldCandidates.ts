/** The candidates of each ranked field: the rules' (with their weight), and open ones where the ranker may pick. */
import type { Cand } from '../candidates';
import type { DayOrder } from '../dates';
import { dueDateCandidates, issueDateCandidates } from '../invoiceDates';
import { invoiceNumberCandidates } from '../invoiceNumber';
import type { Line } from '../layout';
import type { RankedField } from './features';
import { openDateCandidates, openNumberCandidates, spacedNumberCandidates, withOpen } from './openCandidates';

export function fieldCandidates(lines: Line[], order: DayOrder): Record<RankedField, Cand[]> {
  const numbers = invoiceNumberCandidates(lines);
  return {
    invoiceNumber: withOpen([...numbers, ...spacedNumberCandidates(numbers, lines)], openNumberCandidates(lines)),
    date: withOpen(issueDateCandidates(lines, order), openDateCandidates(lines, order)),
    // no open candidates: most dates of a page are not a due date, and many invoices have none
    dueDate: dueDateCandidates(lines, order),
  };
}
