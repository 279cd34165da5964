import { describe, expect, it } from 'vitest';
import { offerPrices } from './pricing';

describe('offer prices', () => {
  it('adds the base price and the visible functionalities exactly, at 2 decimals', () => {
    // In floats: 0.1 + 0.2 = 0.30000000000000004 and 1.1 + 2.2 = 3.3000000000000003.
    expect(
      offerPrices('1.10', [
        { visible: true, price: '2.20' },
        { visible: true, price: '0.10' },
        { visible: true, price: '0.20' },
        { visible: false, price: '5.55' },
      ]),
    ).toEqual({ totalprice: '3.60', yearlyprice: '36.00' });
    const tenths = Array.from({ length: 10 }, () => ({ visible: true, price: 0.1 }));
    expect(offerPrices(0, tenths)).toEqual({ totalprice: '1.00', yearlyprice: '10.00' });
    expect(
      offerPrices('19.99', [
        { visible: true, price: '0.01' },
        { visible: true, price: null },
      ]),
    ).toEqual({ totalprice: '20.00', yearlyprice: '200.00' });
  });
  it('counts a free offer as 0.00', () => {
    expect(offerPrices('0', [])).toEqual({ totalprice: '0.00', yearlyprice: '0.00' });
  });
});
