import { describe, expect, it } from 'vitest';
import { currencyTotals, foreignCurrencies } from './payCurrencies';

describe('the pay dialog by currency', () => {
  const lines = [
    { invoiceuuid: 'a', currency: 'EUR', suppliername: 'EDF' },
    { invoiceuuid: 'b', currency: 'GBP', suppliername: 'Thames' },
    { invoiceuuid: 'c', suppliername: 'Orange' },
    { invoiceuuid: 'd', currency: 'GBP', suppliername: 'Thames' },
  ];
  it('sums per currency, never euros and pounds together', () => {
    expect(currencyTotals(lines, { a: '10.10', b: '1021.91', c: '0.20', d: '0.09' })).toEqual([
      { currency: 'EUR', total: '10.30' },
      { currency: 'GBP', total: '1022.00' },
    ]);
  });
  it('names the currencies a SEPA transfer cannot carry, once each', () => {
    expect(foreignCurrencies(lines)).toEqual([{ currency: 'GBP', suppliername: 'Thames' }]);
    expect(foreignCurrencies(lines.slice(0, 1))).toEqual([]);
  });
});
