import { describe, expect, it } from 'vitest';
import { toLines } from '../layout';
import { findAmountCandidates, ruleTotals } from '../totals';
import { WEIGHTS } from './rank';
import { TOTALS_FEATURES, rankedTotals, totalsCandidates, totalsFeatures } from './totals';

// a deposit invoice: the quote's totals in a sentence, the deposit's block (HT + VAT at 20 % = TTC) at the bottom
const text = [
  'FACTURE N° F-1',
  'Montant du devis : 10 500,00 € HT, soit 12 600,00 € TTC',
  'Libellé                          Base HT        Montant',
  'Acompte 30 %                     10 500,00      3 150,00',
  '                                 Acompte HT     3 150,00 €',
  '                                 TVA 20 %       630,00 €',
  '                                 Total TTC      3 780,00 €',
].join('\n');

describe('totals ranked as triples', () => {
  const lines = toLines(text);
  const cands = findAmountCandidates(lines);
  const g = totalsCandidates(lines, cands);

  it('offers the triples that add up, the printed block among them, and flags the rules choice', () => {
    const keys = g.cands.map((c) => `${c.ht}|${c.tva}|${c.ttc}`);
    expect(keys).toContain('3150.00|630.00|3780.00');
    expect(g.cands.filter((c) => c.rule)).toHaveLength(1);
    for (const c of g.cands) expect(totalsFeatures(c, g)).toHaveLength(TOTALS_FEATURES.length);
    expect(WEIGHTS.totals?.features).toEqual([...TOTALS_FEATURES]);
  });

  it('takes the highest scoring triple: the rules choice, or another one the model believes', () => {
    const rules = ruleTotals(lines, cands);
    const model = (w: Partial<Record<(typeof TOTALS_FEATURES)[number], number>>) => ({
      features: [],
      fields: WEIGHTS.fields,
      totals: { features: [], model: { w: TOTALS_FEATURES.map((f) => w[f] ?? 0), platt: { a: 1, b: 0 } } },
    });
    const follow = rankedTotals(lines, cands, model({ ruleTop: 5, ruleDerived: 5 }));
    expect([follow.ht, follow.tva, follow.ttc]).toEqual([rules.ht, rules.tva, rules.ttc]);
    const block = rankedTotals(lines, cands, model({ block: 3, lowest: 2, bias: -1 }));
    expect([block.ht, block.tva, block.ttc]).toEqual(['3150.00', '630.00', '3780.00']);
    expect(block.conf.ttc).toBeGreaterThanOrEqual(0.5);
  });
});
