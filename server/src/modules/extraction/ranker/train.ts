/** Training the ranker: one logistic regression per ranked field over its candidates, then Platt scaling. */
import { format, resolveConfig } from 'prettier';
import { FEATURES, RANKED_FIELDS, featureVector, groupStats, type RankedField } from './features';
import { fitPlatt, rounded, trainLogistic, type Example } from './model';
import { rankCandidates, type FieldModel, type RankerWeights } from './rank';
import type { CandidateGroup, TotalsGroup } from './trainingSet';
import { TOTALS_FEATURES, isTruth, rankTotals, totalsFeatures } from './totals';

export function trainField(groups: CandidateGroup[], field: RankedField): FieldModel {
  const mine = groups.filter((g) => g.field === field && g.cands.length);
  const examples: Example[] = mine.flatMap((g) => {
    const stats = groupStats(g.cands, g.lines, field);
    return g.cands.map((c): Example => ({
      x: featureVector(c, g.cands, g.lines, field, stats),
      y: c.value === g.truth ? 1 : 0,
    }));
  });
  const w = rounded(trainLogistic(examples, FEATURES.length));
  const model: FieldModel = { w, platt: { a: 1, b: 0 } };
  // calibrated on the training documents: the chosen candidate's score against whether it was right
  const single: RankerWeights = { features: [...FEATURES], fields: { [field]: model } as RankerWeights['fields'] };
  const points = mine.map((g) => {
    const r = rankCandidates(field, g.cands, g.lines, single)!;
    return { score: r.score, right: r.cand.value === g.truth };
  });
  const p = fitPlatt(points);
  model.platt = { a: rounded([p.a])[0], b: rounded([p.b])[0] };
  return model;
}

/** The totals' model: every triple of every document, right when it is the document's true HT, VAT and TTC. */
export function trainTotals(groups: TotalsGroup[]): FieldModel {
  const mine = groups.filter((g) => g.ctx.cands.length);
  const examples: Example[] = mine.flatMap((g) =>
    g.ctx.cands.map((c): Example => ({ x: totalsFeatures(c, g.ctx), y: isTruth(c, g.truth) ? 1 : 0 })),
  );
  const model: FieldModel = { w: rounded(trainLogistic(examples, TOTALS_FEATURES.length)), platt: { a: 1, b: 0 } };
  const points = mine.map((g) => {
    const r = rankTotals(g.ctx, model)!;
    return { score: r.score, right: isTruth(r.cand, g.truth) };
  });
  const p = fitPlatt(points);
  model.platt = { a: rounded([p.a])[0], b: rounded([p.b])[0] };
  return model;
}

export function trainRanker(groups: CandidateGroup[], totals: TotalsGroup[]): RankerWeights {
  const fields = {} as RankerWeights['fields'];
  for (const field of RANKED_FIELDS) fields[field] = trainField(groups, field);
  return { features: [...FEATURES], fields, totals: { features: [...TOTALS_FEATURES], model: trainTotals(totals) } };
}

/** The committed file's text: fixed key order, fixed decimals, laid out by prettier (as `npm run lint` checks it). */
export async function weightsJson(w: RankerWeights, file: string): Promise<string> {
  const options = await resolveConfig(file);
  return format(JSON.stringify(w, null, 2), { ...options, filepath: file });
}
