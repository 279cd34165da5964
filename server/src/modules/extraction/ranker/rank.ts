/** The chosen value of a ranked field: its highest scoring candidate, its confidence the calibrated probability. */
import type { Cand } from '../candidates';
import type { Line } from '../layout';
import { featureVector, groupStats, type RankedField } from './features';
import { dot, sigmoid } from './model';
import committed from './weights.json';

export interface FieldModel {
  /** logistic regression weights, in the order of FEATURES */
  w: number[];
  /** Platt scaling of the chosen candidate's score into a confidence */
  platt: { a: number; b: number };
}
export type RankerWeights = {
  features: string[];
  fields: Record<RankedField, FieldModel>;
  /** the totals' triples (ranker/totals.ts), their own features */
  totals?: { features: string[]; model: FieldModel };
};

export const WEIGHTS = committed as RankerWeights;

export interface Ranked {
  cand: Cand;
  score: number;
  confidence: number;
}

export function rankCandidates(
  field: RankedField,
  cands: Cand[],
  lines: Line[],
  weights: RankerWeights = WEIGHTS,
): Ranked | undefined {
  if (!cands.length) return undefined;
  const m = weights.fields[field];
  const best = highest(field, cands, lines, m);
  // a candidate no rule labelled is taken only when the model believes it more likely right than wrong
  if (best.cand.weight > 0 || best.confidence >= 0.5) return best;
  const labelled = cands.filter((c) => c.weight > 0);
  return labelled.length ? highest(field, labelled, lines, m, cands) : undefined;
}

function highest(field: RankedField, cands: Cand[], lines: Line[], m: FieldModel, all = cands): Ranked {
  let best: Ranked | undefined;
  const g = groupStats(all, lines, field);
  for (const c of cands) {
    const score = dot(m.w, featureVector(c, all, lines, field, g));
    // ties: the earlier candidate (first line, then leftmost), as the rules
    if (
      !best ||
      score > best.score ||
      (score === best.score && (c.line < best.cand.line || (c.line === best.cand.line && c.pos < best.cand.pos)))
    )
      best = { cand: c, score, confidence: 0 };
  }
  best!.confidence = sigmoid(m.platt.a * best!.score + m.platt.b);
  return best!;
}
