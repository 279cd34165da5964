/**
 * The totals solved jointly and ranked: every (HT, VAT, TTC) triple that holds together (HT + VAT = TTC, from the
 * labelled amounts, labelled pairs with the third derived, and the blocks of printed amounts that add up with VAT
 * at a known rate), the hand rules' choice among them, each described by features (its labels' strength per role,
 * how many of its amounts the page prints, a known rate, a block of consecutive lines, its place on the page,
 * amounts standing in sentences...) and scored by a logistic regression trained like the other ranked fields.
 */
import { abs, add, cmp, findAmounts, isZero, sub } from '../amounts';
import type { Line } from '../layout';
import {
  findWithholdings,
  knownRate,
  noVatCharged,
  ruleTotals,
  usableAmount,
  type AmountCand,
  type Totals,
} from '../totals';
import { dot, sigmoid } from './model';
import { WEIGHTS, type FieldModel, type RankerWeights } from './rank';

export const TOTALS_FEATURES = [
  'bias',
  'ruleTop', // 1 for the hand rules' choice when the page prints its three values
  'ruleDerived', // 1 for the hand rules' choice when one of its values is computed from the two others
  'labelHT', // strongest HT label weight of the HT value, / 3 (0 when no HT label reads it)
  'labelVAT', // same for the VAT
  'labelTTC', // same for the total
  'printed', // how many of the three values the page prints, / 3
  'derived', // 1 when a value is neither printed nor labelled: only computed from the two others
  'knownRate', // VAT is a known rate of HT (or zero)
  'vatZero', // VAT is 0
  'noVatSaid', // VAT 0 and the document says no VAT is charged
  'block', // HT, VAT and TTC the last amounts of lines in this order within 8 lines
  'ttcLine', // line of the total's last print / number of lines
  'lowest', // no other triple's total is printed lower
  'largest', // no other triple's total is larger
  'inSentence', // share of the printed values not the last amount of their line, or on a line of 7+ words
  'net', // the labelled total is HT + VAT minus a withholding
] as const;

export interface TotalsCand {
  ht: string;
  tva: string;
  ttc: string;
  rule: boolean;
  net: boolean;
}

/** Where the page prints an amount (absolute value): its lines, whether last of its line, whether among words. */
interface Print {
  line: number;
  last: boolean;
  wordy: boolean;
}
export interface TotalsContext {
  lines: Line[];
  cands: TotalsCand[];
  labels: Map<string, number>;
  prints: Map<string, Print[]>;
  noVat: boolean;
}

const key = (field: string, v: string) => `${field} ${abs(v)}`;

function pagePrints(lines: Line[]): Map<string, Print[]> {
  const out = new Map<string, Print[]>();
  for (const line of lines) {
    const am = findAmounts(line.raw).filter((a) => !a.percent);
    const wordy = (line.raw.match(/\p{L}{2,}/gu) ?? []).length >= 7;
    am.forEach((a, i) => {
      const k = abs(a.value);
      const list = out.get(k) ?? [];
      list.push({ line: line.index, last: i === am.length - 1, wordy });
      out.set(k, list);
    });
  }
  return out;
}

/** The triples to rank; the rules' choice flagged (and added when none of the others is it). */
export function totalsCandidates(
  lines: Line[],
  amountCands: AmountCand[],
  rules: Totals = ruleTotals(lines, amountCands),
) {
  const withheld = findWithholdings(lines);
  const labels = new Map<string, number>();
  for (const c of amountCands)
    labels.set(key(c.field, c.value), Math.max(labels.get(key(c.field, c.value)) ?? 0, c.weight));
  const top = (f: AmountCand['field']) =>
    [...new Map(amountCands.filter((c) => c.field === f).map((c) => [c.value, labels.get(key(f, c.value))!]))]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([v]) => v);
  const hts = top('ht'),
    tvas = top('tva'),
    ttcs = top('ttc');
  const found = new Map<string, TotalsCand>();
  const put = (ht: string, tva: string, ttc: string, net = false) => {
    if (isZero(ttc) || cmp(abs(tva), abs(ht)) > 0) return;
    // a plausible VAT: 0-30 % of the base
    if (!isZero(ht) && Math.abs(Number(tva) / Number(ht)) > 0.3) return;
    if (Number(tva) * Number(ttc) < 0) return;
    const k = `${ht}|${tva}|${ttc}`;
    if (!found.has(k)) found.set(k, { ht, tva, ttc, rule: false, net });
  };
  for (const ht of hts)
    for (const tva of tvas)
      for (const ttc of ttcs) {
        const sum = add(ht, tva);
        if (sum === ttc) put(ht, tva, ttc);
        else if (withheld.some((w) => sub(sum, w) === ttc)) put(ht, tva, sum, true);
      }
  for (const ht of hts) for (const ttc of ttcs) put(ht, sub(ttc, ht), ttc);
  for (const tva of tvas) for (const ttc of ttcs) put(sub(ttc, tva), tva, ttc);
  for (const ht of hts) for (const tva of tvas) put(ht, tva, add(ht, tva));
  // blocks of printed amounts: the last amount of lines in the lower three quarters
  const rows: { line: number; page: number; value: string }[] = [];
  for (const line of lines.slice(Math.floor(lines.length / 4))) {
    const am = findAmounts(line.raw).filter(usableAmount);
    if (am.length) rows.push({ line: line.index, page: line.page, value: am[am.length - 1].value });
  }
  for (let i = 0; i < rows.length; i++)
    for (let j = i + 1; j < rows.length && j <= i + 3; j++)
      for (let k = j + 1; k < rows.length && k <= j + 3; k++) {
        const [a, b, c] = [rows[i], rows[j], rows[k]];
        if (a.page !== c.page || c.line - a.line > 8) continue;
        if (add(a.value, b.value) !== c.value || knownRate(a.value, b.value) === undefined) continue;
        put(a.value, b.value, c.value);
      }
  const cands = [...found.values()];
  if (rules.ht !== undefined && rules.tva !== undefined && rules.ttc !== undefined) {
    const r = cands.find((c) => c.ht === rules.ht && c.tva === rules.tva && c.ttc === rules.ttc);
    if (r) r.rule = true;
    else cands.unshift({ ht: rules.ht, tva: rules.tva, ttc: rules.ttc, rule: true, net: false });
  }
  return { lines, cands, labels, prints: pagePrints(lines), noVat: noVatCharged(lines) } satisfies TotalsContext;
}

export function totalsFeatures(c: TotalsCand, g: TotalsContext): number[] {
  const n = Math.max(1, g.lines.length);
  const vals = [c.ht, c.tva, c.ttc];
  const printed = vals.map((v) => (isZero(v) ? undefined : g.prints.get(abs(v))));
  const nPrinted = printed.filter((p) => p?.length).length;
  const zeroVat = isZero(c.tva);
  const lastLine = (v: string) => {
    const p = g.prints.get(abs(v));
    return p?.length ? p[p.length - 1].line : -1;
  };
  const ttcAt = lastLine(c.ttc);
  const block = (() => {
    const h = g.prints.get(abs(c.ht)) ?? [],
      t = g.prints.get(abs(c.tva)) ?? [],
      s = g.prints.get(abs(c.ttc)) ?? [];
    return s.some(
      (ps) =>
        ps.last &&
        t.some(
          (pt) =>
            pt.last && pt.line < ps.line && h.some((ph) => ph.last && ph.line < pt.line && ps.line - ph.line <= 8),
        ),
    );
  })();
  // a value neither printed nor labelled (a sum of tax lines by rate is labelled): computed from the two others
  const derived =
    !zeroVat &&
    (
      [
        ['ht', c.ht],
        ['tva', c.tva],
        ['ttc', c.ttc],
      ] as const
    ).some(([f, v], i) => !printed[i]?.length && !g.labels.has(key(f, v)));
  const sentence = printed.filter((p) => p?.length && p.every((x) => !x.last || x.wordy)).length;
  return [
    1,
    c.rule && !derived ? 1 : 0,
    c.rule && derived ? 1 : 0,
    (g.labels.get(key('ht', c.ht)) ?? 0) / 3,
    (g.labels.get(key('tva', c.tva)) ?? 0) / 3,
    (g.labels.get(key('ttc', c.ttc)) ?? 0) / 3,
    (nPrinted + (zeroVat ? 1 : 0)) / 3,
    derived ? 1 : 0,
    zeroVat || knownRate(c.ht, c.tva) !== undefined ? 1 : 0,
    zeroVat ? 1 : 0,
    zeroVat && g.noVat ? 1 : 0,
    block ? 1 : 0,
    ttcAt < 0 ? 0 : ttcAt / n,
    g.cands.every((o) => lastLine(o.ttc) <= ttcAt) ? 1 : 0,
    g.cands.every((o) => cmp(abs(o.ttc), abs(c.ttc)) <= 0) ? 1 : 0,
    nPrinted ? sentence / nPrinted : 0,
    c.net ? 1 : 0,
  ];
}

export interface RankedTotals {
  cand: TotalsCand;
  score: number;
  confidence: number;
}

export function rankTotals(g: TotalsContext, m: FieldModel): RankedTotals | undefined {
  let best: RankedTotals | undefined;
  for (const c of g.cands) {
    const score = dot(m.w, totalsFeatures(c, g));
    // ties: the rules' choice, then the earlier candidate
    if (!best || score > best.score || (score === best.score && c.rule && !best.cand.rule))
      best = { cand: c, score, confidence: 0 };
  }
  if (best) best.confidence = sigmoid(m.platt.a * best.score + m.platt.b);
  return best;
}

/** The candidate a document's true totals are (absolute values: credit notes may print them positive). */
export const isTruth = (c: TotalsCand, truth: [string, string, string]) =>
  abs(c.ht) === abs(truth[0]) && abs(c.tva) === abs(truth[1]) && abs(c.ttc) === abs(truth[2]);

/**
 * The totals: the highest scoring triple of the totals ranker. The rules' choice keeps the rules' confidences; another
 * triple is taken only at a calibrated confidence >= 0.5, its confidence that probability (at most 0.9, as a labelled
 * triple), and at most 0.6 for a value computed from the two others.
 */
export function rankedTotals(lines: Line[], amountCands: AmountCand[], weights: RankerWeights = WEIGHTS): Totals {
  const rules = ruleTotals(lines, amountCands);
  const m = weights.totals?.model;
  if (!m) return rules;
  const g = totalsCandidates(lines, amountCands, rules);
  const best = rankTotals(g, m);
  if (!best || best.cand.rule || best.confidence < 0.5) return rules;
  const p = Math.min(0.9, best.confidence);
  const conf = (v: string) => (g.prints.has(abs(v)) ? p : Math.min(p, 0.6));
  const { ht, tva, ttc } = best.cand;
  return { ht, tva, ttc, conf: { ht: conf(ht), tva: conf(tva), ttc: conf(ttc) } };
}
