/**
 * The ranker's labelled data: the candidates of the ranked fields in the project's held-out sets (read through
 * their text layer), each with its true value.
 */
import { documentDayOrder } from '../fields';
import { toLines, type Line } from '../layout';
import { readDocument } from '../read';
import type { Cand } from '../candidates';
import { HELD_SETS, type HeldOut } from '../../../../test/fixtures/heldoutSets';
import type { RankedField } from './features';
import { fieldCandidates } from './fieldCandidates';
import { findAmountCandidates } from '../totals';
import { totalsCandidates, type TotalsContext } from './totals';

export interface CandidateGroup {
  field: RankedField;
  /** the held-out set (a hand and a batch of layouts): the unit left out in leave-one-set-out */
  set: string;
  doc: string;
  lang: string;
  cands: Cand[];
  lines: Line[];
  truth: string | null;
}

export const truthOf = (h: HeldOut, field: RankedField) =>
  field === 'invoiceNumber' ? h.want.invoice_number : field === 'date' ? h.want.date : h.want.due_date;

export async function heldOutGroups(sets = HELD_SETS): Promise<CandidateGroup[]> {
  const groups: CandidateGroup[] = [];
  for (const [set, , docs] of sets) {
    for (const h of docs) {
      const read = await readDocument(h.pdf, 'application/pdf', { ocr: false, algorithm: 'PDF', useXml: false });
      const lines = toLines(read.text);
      const cands = fieldCandidates(lines, documentDayOrder(read.text));
      for (const field of Object.keys(cands) as RankedField[])
        groups.push({ field, set, doc: h.name, lang: h.lang, cands: cands[field], lines, truth: truthOf(h, field) });
    }
  }
  return groups;
}

/** A document's totals triples with its true HT, VAT and TTC. */
export interface TotalsGroup {
  set: string;
  doc: string;
  lang: string;
  ctx: TotalsContext;
  truth: [string, string, string];
}

export async function heldOutTotals(sets = HELD_SETS): Promise<TotalsGroup[]> {
  const out: TotalsGroup[] = [];
  for (const [set, , docs] of sets) {
    for (const h of docs) {
      const read = await readDocument(h.pdf, 'application/pdf', { ocr: false, algorithm: 'PDF', useXml: false });
      const lines = toLines(read.text);
      const ctx = totalsCandidates(lines, findAmountCandidates(lines));
      out.push({ set, doc: h.name, lang: h.lang, ctx, truth: [h.want.total_ht, h.want.tva, h.want.total_ttc] });
    }
  }
  return out;
}
