import { describe, expect, it } from 'vitest';
import { isValidIban } from './bankAccount';
import { ibanFromRib, ribKey } from './rib';

describe('a RIB as its IBAN', () => {
  it('computes the RIB key and the IBAN check digits of a known account', () => {
    // FR76 3000 6000 0112 3456 7890 189: bank 30006, branch 00001, account 12345678901, key 89
    expect(ribKey('30006', '00001', '12345678901')).toBe('89');
    expect(ibanFromRib('30006', '00001', '12345678901')).toBe('FR7630006000011234567890189');
    // letters of the account count as the RIB's digits
    const iban = ibanFromRib('20041', '01005', '0500013M026')!;
    expect(iban).toBe('FR1420041010050500013M02606');
    expect(isValidIban(iban)).toBe(true);
  });

  it('answers nothing for parts of the wrong shape', () => {
    expect(ibanFromRib('3000', '00001', '12345678901')).toBeUndefined();
    expect(ibanFromRib('30006', '00001', '1234567890')).toBeUndefined();
  });
});
