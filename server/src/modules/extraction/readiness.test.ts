import { describe, expect, it } from 'vitest';
import { fv } from './candidates';
import { readiness } from './readiness';
import type { ExtractedFields } from './types';

const sure = (over: Partial<ExtractedFields> = {}): ExtractedFields => ({
  invoiceNumber: fv('F-2024-118', 'text', 0.85),
  date: fv('2024-03-12', 'text', 0.85),
  totalHT: fv('100.00', 'text', 0.95),
  totalTVA: fv('20.00', 'text', 0.95),
  totalTTC: fv('120.00', 'text', 0.95),
  supplier: fv({ uuid: 's-1', name: 'Acme', matchedBy: 'SIRET' as const }, 'text', 0.95),
  ...over,
});

describe('ready to validate', () => {
  it('all fields confident and HT + VAT = total: ready, nothing to check', () => {
    expect(readiness(sure())).toEqual({ ready: true, toCheck: [], consistent: true });
  });
  it('a weak label names its field and the document is not ready', () => {
    const r = readiness(sure({ date: fv('2024-03-12', 'text', 0.6) }));
    expect(r).toMatchObject({ ready: false, toCheck: ['date'], consistent: true });
  });
  it('a missing field, or a proposed (unknown) supplier, is to check', () => {
    const f = sure({ supplier: fv({ name: 'Acme' }, 'text', 0.95) });
    delete f.invoiceNumber;
    expect(readiness(f).toCheck).toEqual(['invoiceNumber', 'supplier']);
  });
  it('amounts that do not add up are never ready, however confident', () => {
    expect(readiness(sure({ totalTTC: fv('121.00', 'text', 0.95) }))).toMatchObject({
      ready: false,
      toCheck: [],
      consistent: false,
    });
  });
  it('a VAT breakdown must add up to the VAT', () => {
    const vatLines = fv([{ rate: '20', base: '100.00', amount: '19.00' }], 'text', 0.8);
    expect(readiness(sure({ vatLines })).consistent).toBe(false);
  });
  it('e-invoice XML fields (confidence 1) are ready', () => {
    const x = fv('1', 'xml', 1);
    expect(
      readiness(
        sure({
          invoiceNumber: { ...x, value: 'INV-9' },
          date: { ...x, value: '2024-01-05' },
          totalHT: { ...x, value: '-50.00' },
          totalTVA: { ...x, value: '-10.00' },
          totalTTC: { ...x, value: '-60.00' },
        }),
      ).ready,
    ).toBe(true);
  });
});
