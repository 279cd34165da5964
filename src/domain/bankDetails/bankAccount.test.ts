import { describe, expect, it } from 'vitest';
import {
  bankPairIssues,
  bicFitsIban,
  bicIssue,
  formatIban,
  ibanIssue,
  isValidBic,
  isValidIban,
  normalizeBankCode,
} from './bankAccount';

describe('IBAN', () => {
  it('accepts valid IBANs, spaces and lower case normalised', () => {
    for (const v of [
      'FR76 3000 6000 0112 3456 7890 189',
      'fr14 2004 1010 0505 0001 3m02 606',
      'DE89 3704 0044 0532 0130 00',
      'GB82 WEST 1234 5698 7654 32',
      'BE68 5390 0754 7034',
      'NO93 8601 1117 947',
    ])
      expect(isValidIban(v), v).toBe(true);
    expect(normalizeBankCode(' fr76-3000.6000 0112 ')).toBe('FR76300060000112');
  });
  it('refuses a wrong checksum', () => {
    expect(ibanIssue('FR7630006000011234567890188')).toEqual({ problem: 'checksum', message: 'error.ibanchecksum' });
    expect(ibanIssue('FR7730006000011234567890189')?.problem).toBe('checksum');
  });
  it("refuses a length that is not the country's, naming the country's length", () => {
    expect(ibanIssue('FR761234')).toEqual({
      problem: 'length',
      message: 'error.ibanlength',
      args: { country: 'FR', expected: 27, actual: 8 },
    });
    expect(ibanIssue('DE8937040044053201300')?.args).toEqual({ country: 'DE', expected: 22, actual: 21 });
    expect(ibanIssue('NO938601111794')?.args).toMatchObject({ country: 'NO', expected: 15 });
  });
  it('refuses an unknown country and what is no IBAN at all', () => {
    expect(ibanIssue('ZZ89370400440532013000')).toMatchObject({ problem: 'country', args: { country: 'ZZ' } });
    expect(ibanIssue('1234')?.message).toBe('error.iban');
    expect(ibanIssue('FR76 3000')?.problem).toBe('format');
  });
  it('prints in groups of four', () => {
    expect(formatIban('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});

describe('BIC', () => {
  it('accepts the ISO 9362 form, 8 or 11 characters, normalised', () => {
    for (const v of ['BNPAFRPP', 'bnpa fr pp xxx', 'DEUTDEFF500', 'PSSTFRPPPAR']) expect(isValidBic(v), v).toBe(true);
  });
  it('refuses another form, and a country part that is no country', () => {
    expect(bicIssue('BNPAFRP')).toEqual({ problem: 'format', message: 'error.bic' });
    expect(bicIssue('BNPAFRPO')?.problem).toBe('format');
    expect(bicIssue('BNP1FRPP')?.problem).toBe('format');
    expect(bicIssue('BNPAXQPP')).toEqual({ problem: 'country', message: 'error.biccountry', args: { country: 'XQ' } });
  });
  it("fits the IBAN's country, or a territory banking with its IBANs", () => {
    expect(bicFitsIban('BNPAFRPP', 'FR7630006000011234567890189')).toBe(true);
    expect(bicFitsIban('BNPARERX', 'FR7630006000011234567890189')).toBe(true);
    expect(bicFitsIban('DEUTDEFF', 'FR7630006000011234567890189')).toBe(false);
  });
});

describe('the company settings pair', () => {
  it('is optional, and checks each field then the BIC against the IBAN', () => {
    expect(bankPairIssues('', '')).toEqual({});
    expect(bankPairIssues('FR761234', '')).toMatchObject({ iban: { message: 'error.ibanlength' } });
    expect(bankPairIssues('FR7630006000011234567890189', 'DEUTDEFF')).toMatchObject({
      bic: { message: 'error.bicmismatch', args: { bic: 'DE', iban: 'FR' } },
    });
    expect(bankPairIssues('FR7630006000011234567890189', 'BNPAFRPP')).toEqual({});
  });
});
