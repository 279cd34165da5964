import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Cand } from '../candidates';
import { toLines } from '../layout';
import { FEATURES, featureVector } from './features';
import { fitPlatt, sigmoid, trainLogistic } from './model';
import { rankCandidates, WEIGHTS } from './rank';
import { trainRanker, weightsJson } from './train';
import { heldOutGroups, heldOutTotals } from './trainingSet';

const weightsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'weights.json');

describe('logistic regression', () => {
  const examples = [
    { x: [1, 2], y: 1 as const },
    { x: [1, 1.5], y: 1 as const },
    { x: [1, -1], y: 0 as const },
    { x: [1, -2], y: 0 as const },
    { x: [1, -0.5], y: 0 as const },
  ];
  it('separates two classes and gives the same weights every time', () => {
    const w = trainLogistic(examples, 2);
    expect(sigmoid(w[0] + 2 * w[1])).toBeGreaterThan(0.9);
    expect(sigmoid(w[0] - 2 * w[1])).toBeLessThan(0.1);
    expect(trainLogistic(examples, 2)).toEqual(w);
  });
  it('Platt scaling maps higher scores to higher confidence', () => {
    const p = fitPlatt([
      { score: 3, right: true },
      { score: 2, right: true },
      { score: 1, right: false },
      { score: 2.5, right: true },
      { score: 0, right: false },
    ]);
    expect(p.a).toBeGreaterThan(0);
  });
});

describe('ranker', () => {
  const lines = toLines('Invoice no. A-1\nOrder no. 77\nTotal 10.00');
  const cands: Cand[] = [
    { value: 'A-1', weight: 3, line: 0, pos: 12 },
    { value: '77', weight: 1, line: 1, pos: 10 },
  ];
  it('gives every candidate one value per feature, in the order of FEATURES', () => {
    expect(featureVector(cands[0], cands, lines, 'invoiceNumber')).toHaveLength(FEATURES.length);
    expect(WEIGHTS.features).toEqual([...FEATURES]);
  });
  it('chooses the candidate the committed weights score highest, with a confidence between 0 and 1', () => {
    const r = rankCandidates('invoiceNumber', cands, lines)!;
    expect(r.cand.value).toBe('A-1');
    expect(r.confidence).toBeGreaterThan(0.5);
    expect(r.confidence).toBeLessThanOrEqual(1);
    expect(rankCandidates('invoiceNumber', [], lines)).toBeUndefined();
  });
  it('training twice gives the same bytes, and they are the committed weights.json', async () => {
    const groups = await heldOutGroups();
    const totals = await heldOutTotals();
    const once = await weightsJson(trainRanker(groups, totals), weightsFile);
    const twice = await weightsJson(trainRanker(groups, totals), weightsFile);
    expect(twice).toBe(once);
    expect(once, 'weights.json is stale: npm run extraction:train').toBe(fs.readFileSync(weightsFile, 'utf8'));
  }, 60_000);
});
