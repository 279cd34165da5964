import { describe, expect, it } from 'vitest';
import { toLines } from '../layout';
import { featureVector, FEATURES } from './features';
import { fieldCandidates } from './fieldCandidates';
import { spacedNumberCandidates } from './openCandidates';

describe('candidates for the ranker', () => {
  it('a number printed around a spaced slash ("n. 112 / 2025") is offered joined, beside the rules\' part', () => {
    const lines = toLines('FATTURA     n. 112 / 2025     del 10 giugno 2025\nTotale documento 10,00');
    const values = fieldCandidates(lines, 'DMY').invoiceNumber.map((c) => c.value);
    expect(values).toContain('112');
    expect(values).toContain('112/2025');
    // not a slash followed by a word, nor a value already holding a slash
    const other = toLines('Invoice no. 4711 / Customer no. 88');
    expect(spacedNumberCandidates([{ value: '4711', weight: 3, line: 0, pos: 0 }], other)).toEqual([]);
    expect(
      spacedNumberCandidates([{ value: '12/2025', weight: 3, line: 0, pos: 0 }], toLines('No 12/2025 / 7')),
    ).toEqual([]);
  });

  it("dates know whether they stand on the invoice number's line and after words of another date", () => {
    const lines = toLines('Invoice no. A-17     Date 10/06/2025\nOrder date 28/05/2025');
    const dates = fieldCandidates(lines, 'DMY').date;
    const f = (v: string) => {
      const c = dates.find((d) => d.value === v)!;
      const x = featureVector(c, dates, lines, 'date');
      return [x[FEATURES.indexOf('numberLine')], x[FEATURES.indexOf('otherDateWords')]];
    };
    expect(f('2025-06-10')).toEqual([1, 0]);
    expect(f('2025-05-28')).toEqual([0, 1]);
  });
});
