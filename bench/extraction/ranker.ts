/**
 * The ranker against the hand rules, on the ranked fields (invoice number, issue date, due date), text path:
 *   - held-out sets, leave-one-set-out: each set scored by a ranker trained on the other sets only;
 *   - the corpus's text-layer PDFs, by the ranker trained on all held-out sets (nothing was tuned to the corpus);
 * per field, per language (held-out) or family folder (corpus), and a reliability table of the ranker's confidence.
 */
import fs from 'node:fs';
import path from 'node:path';
import { score } from '../../server/src/modules/extraction/candidates';
import { RANKED_FIELDS, type RankedField } from '../../server/src/modules/extraction/ranker/features';
import { rankCandidates, type RankerWeights } from '../../server/src/modules/extraction/ranker/rank';
import { trainRanker, trainTotals } from '../../server/src/modules/extraction/ranker/train';
import {
  heldOutGroups,
  heldOutTotals,
  truthOf,
  type CandidateGroup,
  type TotalsGroup,
} from '../../server/src/modules/extraction/ranker/trainingSet';
import { rankedTotals } from '../../server/src/modules/extraction/ranker/totals';
import { findAmountCandidates, ruleTotals, type Totals } from '../../server/src/modules/extraction/totals';
import type { FieldModel } from '../../server/src/modules/extraction/ranker/rank';
import type { HeldOut } from '../../server/test/fixtures/heldoutSets';
import { fieldCandidates } from '../../server/src/modules/extraction/ranker/fieldCandidates';
import { documentDayOrder } from '../../server/src/modules/extraction/fields';
import { toLines, type Line } from '../../server/src/modules/extraction/layout';
import { readDocument } from '../../server/src/modules/extraction';
import { counted, type Label } from './score';

const LABEL_FIELD: Record<RankedField, 'invoice_number' | 'date' | 'due_date'> = {
  invoiceNumber: 'invoice_number',
  date: 'date',
  dueDate: 'due_date',
};
export const THRESHOLDS = [0.99, 0.98, 0.95, 0.9, 0.8, 0.7, 0.5, 0] as const;

interface Verdict {
  g: CandidateGroup;
  rules: boolean;
  ranker: boolean;
  confidence: number | undefined;
}

function judge(g: CandidateGroup, weights: RankerWeights): Verdict {
  const r = rankCandidates(g.field, g.cands, g.lines, weights);
  const rules = score(g.cands.filter((c) => c.weight > 0))?.value ?? null;
  return { g, rules: rules === g.truth, ranker: (r?.cand.value ?? null) === g.truth, confidence: r?.confidence };
}

export async function corpusGroups(corpus: string, labels: Label[]): Promise<CandidateGroup[]> {
  const groups: CandidateGroup[] = [];
  for (const l of labels.filter((l) => l.has_text_layer && /\.pdf$/i.test(l.file))) {
    const bytes = fs.readFileSync(path.join(corpus, l.folder, l.file));
    const read = await readDocument(bytes, 'application/pdf', { ocr: false, algorithm: 'PDF', useXml: false });
    if (read.xml || !read.text.trim()) continue;
    const lines = toLines(read.text);
    const cands = fieldCandidates(lines, documentDayOrder(read.text));
    for (const field of RANKED_FIELDS) {
      const lf = LABEL_FIELD[field];
      if (field !== 'dueDate' && !counted(l, lf)) continue;
      if (l.label_check?.[lf] === false) continue;
      const truth = (l[lf] as string | null | undefined) ?? null;
      const set = `${l.folder}/${l.group ?? l.supplier ?? l.file}`;
      groups.push({ field, set, doc: l.file, lang: l.folder, cands: cands[field], lines, truth });
    }
  }
  return groups;
}

const pc = (ok: number, n: number) => (n ? `${((100 * ok) / n).toFixed(1)}% (${ok}/${n})` : '-');

function table(title: string, verdicts: Verdict[], by: (v: Verdict) => string) {
  console.log(`\n${title}\n  ${'field'.padEnd(14)} ${'group'.padEnd(22)} ${'rules'.padEnd(18)} ranker`);
  for (const field of RANKED_FIELDS) {
    const mine = verdicts.filter((v) => v.g.field === field);
    const keys = ['all', ...new Set(mine.map(by))].sort((a, b) =>
      a === 'all' ? -1 : b === 'all' ? 1 : a < b ? -1 : 1,
    );
    for (const k of keys) {
      const vs = k === 'all' ? mine : mine.filter((v) => by(v) === k);
      const rules = vs.filter((v) => v.rules).length;
      const ranker = vs.filter((v) => v.ranker).length;
      console.log(`  ${field.padEnd(14)} ${k.padEnd(22)} ${pc(rules, vs.length).padEnd(18)} ${pc(ranker, vs.length)}`);
    }
  }
}

/** Of the fields the ranker marks at or above each threshold, the share right. */
function reliability(title: string, verdicts: Verdict[]) {
  console.log(`\n${title}\n  ${'threshold'.padEnd(10)} ${RANKED_FIELDS.map((f) => f.padEnd(20)).join(' ')} all`);
  for (const t of THRESHOLDS) {
    const cell = (vs: Verdict[]) => {
      const at = vs.filter((v) => v.confidence !== undefined && v.confidence >= t);
      return pc(at.filter((v) => v.ranker).length, at.length);
    };
    const per = RANKED_FIELDS.map((f) => cell(verdicts.filter((v) => v.g.field === f)).padEnd(20));
    console.log(`  >= ${t.toFixed(2).padEnd(7)} ${per.join(' ')} ${cell(verdicts)}`);
  }
}

/** Totals: per role (HT, VAT, TTC), the rules' choice and the ranker's, right or not (absolute values). */
interface TotalsVerdict {
  set: string;
  doc: string;
  role: 'ht' | 'tva' | 'ttc';
  rules: boolean;
  ranker: boolean;
  confidence: number;
}
const ROLES = ['ht', 'tva', 'ttc'] as const;
const sameAbs = (a: string | undefined, b: string | number) =>
  a !== undefined && Math.abs(Number(a)).toFixed(2) === Math.abs(Number(b)).toFixed(2);

function judgeTotals(
  set: string,
  doc: string,
  lines: Line[],
  truth: Partial<Record<'ht' | 'tva' | 'ttc', string | number>>,
  model: FieldModel,
): TotalsVerdict[] {
  const cands = findAmountCandidates(lines);
  const rules: Totals = ruleTotals(lines, cands);
  const ranked = rankedTotals(lines, cands, {
    features: [],
    fields: {} as RankerWeights['fields'],
    totals: { features: [], model },
  });
  return ROLES.filter((r) => truth[r] !== undefined).map((role) => ({
    set,
    doc,
    role,
    rules: sameAbs(rules[role], truth[role]!),
    ranker: sameAbs(ranked[role], truth[role]!),
    confidence: ranked.conf[role],
  }));
}

function totalsTable(title: string, vs: TotalsVerdict[]) {
  console.log(`\n${title}\n  ${'role'.padEnd(14)} ${'group'.padEnd(22)} ${'rules'.padEnd(18)} ranker`);
  for (const role of ROLES) {
    const mine = vs.filter((v) => v.role === role);
    for (const k of ['all', ...[...new Set(mine.map((v) => v.set))].sort()]) {
      const sel = k === 'all' ? mine : mine.filter((v) => v.set === k);
      const rules = sel.filter((v) => v.rules).length,
        ranker = sel.filter((v) => v.ranker).length;
      if (k !== 'all' && rules === sel.length && ranker === sel.length) continue;
      console.log(`  ${role.padEnd(14)} ${k.padEnd(22)} ${pc(rules, sel.length).padEnd(18)} ${pc(ranker, sel.length)}`);
    }
  }
  for (const v of vs)
    if (v.rules !== v.ranker)
      console.log(`  ${v.ranker ? 'ranker fixes' : 'ranker breaks'}: ${v.set} ${v.doc} ${v.role}`);
}

async function runTotalsBench(corpus: string, labels: Label[], held: TotalsGroup[]) {
  const sets = [...new Set(held.map((g) => g.set))];
  const loso: TotalsVerdict[] = [];
  for (const s of sets) {
    const model = trainTotals(held.filter((g) => g.set !== s));
    for (const g of held.filter((g) => g.set === s))
      loso.push(...judgeTotals(s, g.doc, g.ctx.lines, { ht: g.truth[0], tva: g.truth[1], ttc: g.truth[2] }, model));
  }
  totalsTable(
    'totals (HT, VAT, TTC) ranked as triples vs rules, held-out sets leave-one-set-out (sets all right in both omitted)',
    loso,
  );
  const all = trainTotals(held);
  const corpusVs: TotalsVerdict[] = [];
  for (const l of labels.filter((l) => l.has_text_layer && /\.pdf$/i.test(l.file))) {
    const bytes = fs.readFileSync(path.join(corpus, l.folder, l.file));
    const read = await readDocument(bytes, 'application/pdf', { ocr: false, algorithm: 'PDF', useXml: false });
    if (read.xml || !read.text.trim()) continue;
    const truth: Partial<Record<'ht' | 'tva' | 'ttc', number>> = {};
    if (counted(l, 'total_ht')) truth.ht = l.total_ht!;
    if (counted(l, 'tva')) truth.tva = l.tva!;
    if (counted(l, 'total_ttc')) truth.ttc = l.total_ttc!;
    corpusVs.push(...judgeTotals(l.folder, l.file, toLines(read.text), truth, all));
  }
  totalsTable('totals, corpus text layers (trained on all held-out sets)', corpusVs);
}

export async function runRankerBench(corpus: string, labels: Label[]) {
  await runTotalsBench(corpus, labels, await heldOutTotals());
  const held = await heldOutGroups();
  const sets = [...new Set(held.map((g) => g.set))];
  const loso: Verdict[] = [];
  for (const s of sets) {
    const weights = trainRanker(
      held.filter((g) => g.set !== s),
      [],
    );
    loso.push(...held.filter((g) => g.set === s).map((g) => judge(g, weights)));
  }
  console.log('\n(r) ranker vs rules, text path; held-out sets leave-one-set-out (trained without the set scored)');
  table('per field and set', loso, (v) => v.g.set);
  table('per field and language', loso, (v) => v.g.lang);
  reliability('reliability, leave-one-set-out confidences', loso);
  const all = trainRanker(held, []);
  const corpusVerdicts = (await corpusGroups(corpus, labels)).map((g) => judge(g, all));
  table(
    'corpus text layers (ranker trained on all held-out sets; nothing tuned to the corpus)',
    corpusVerdicts,
    (v) => v.g.lang,
  );
  reliability('reliability, corpus', corpusVerdicts);
}

/**
 * The ranker on the OCR path: held-out invoices read by OCR (their page rendered at 300 dpi), each set scored by the
 * ranker trained on the other sets' text layers (leave-one-set-out), against the rules on the same OCR text.
 */
export async function runRankerOcrBench(docs: { set: string; h: HeldOut; text: string }[]) {
  const held = await heldOutGroups();
  const heldTotals = await heldOutTotals();
  const verdicts: Verdict[] = [];
  const totals: TotalsVerdict[] = [];
  for (const s of [...new Set(docs.map((d) => d.set))]) {
    const weights = trainRanker(
      held.filter((g) => g.set !== s),
      [],
    );
    const model = trainTotals(heldTotals.filter((g) => g.set !== s));
    for (const { h, text } of docs.filter((d) => d.set === s)) {
      const lines = toLines(text);
      const cands = fieldCandidates(lines, documentDayOrder(text));
      for (const field of RANKED_FIELDS) {
        const g = { field, set: s, doc: h.name, lang: h.lang, cands: cands[field], lines, truth: truthOf(h, field) };
        verdicts.push(judge(g, weights));
      }
      totals.push(
        ...judgeTotals(s, h.name, lines, { ht: h.want.total_ht, tva: h.want.tva, ttc: h.want.total_ttc }, model),
      );
    }
  }
  console.log(
    "\n(r-ocr) ranker vs rules, OCR path; held-out sets leave-one-set-out (trained on the other sets' text layers)",
  );
  table('per field and set, OCR', verdicts, (v) => v.g.set);
  reliability('reliability, OCR, leave-one-set-out confidences', verdicts);
  totalsTable('totals ranked as triples vs rules, OCR, leave-one-set-out (sets all right in both omitted)', totals);
}
