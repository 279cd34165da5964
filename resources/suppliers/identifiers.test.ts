import { describe, expect, it } from 'vitest';
import {
  frenchVatKey,
  ibanProblem,
  identifierErrorKey,
  identifierProblem,
  luhnValid,
  normalizeIdentifier,
  sirenProblem,
  siretProblem,
  vatProblem,
} from './identifiers';

describe('normalisation', () => {
  it('strips spaces (and dots/dashes in codes) and upper-cases', () => {
    expect(normalizeIdentifier('SIRET', ' 732 829 320 00074 ')).toBe('73282932000074');
    expect(normalizeIdentifier('IBAN', 'fr14 2004 1010 0505 0001 3m02 606')).toBe('FR1420041010050500013M02606');
    expect(normalizeIdentifier('VAT', 'che-123.456.789 mwst')).toBe('CHE123456789MWST');
    expect(normalizeIdentifier('OTHER', 'duns 15-048-3782')).toBe('DUNS15-048-3782');
  });
  it('keeps e-mails readable, lower-case', () => {
    expect(normalizeIdentifier('EMAIL', '  Compta@ACME.fr ')).toBe('compta@acme.fr');
  });
});

describe('SIREN', () => {
  it('accepts 9 digits with a Luhn check digit', () => {
    for (const s of ['732829320', '404833048', '542051180', '356000000']) expect(sirenProblem(s)).toBeUndefined();
  });
  it('refuses a wrong check digit or length', () => {
    expect(sirenProblem('732829321')).toBe('checksum');
    expect(sirenProblem('73282932')).toBe('format');
    expect(sirenProblem('73282932A')).toBe('format');
  });
  it('Luhn works on any length', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('SIRET', () => {
  it('accepts 14 digits with a Luhn check digit', () => {
    expect(siretProblem('73282932000074')).toBeUndefined();
    expect(siretProblem('44306184100047')).toBeUndefined();
  });
  it('refuses a wrong check digit or length', () => {
    expect(siretProblem('73282932000075')).toBe('checksum');
    expect(siretProblem('7328293200007')).toBe('format');
  });
  it("uses the digit-sum rule for La Poste's establishments", () => {
    // Digit sum 45: valid for La Poste although it fails Luhn.
    expect(luhnValid('35600000049837')).toBe(false);
    expect(siretProblem('35600000049837')).toBeUndefined();
    // Passes Luhn but its digit sum (24) is not a multiple of 5.
    expect(siretProblem('35600000012340')).toBe('checksum');
    // The head office follows Luhn.
    expect(siretProblem('35600000000048')).toBeUndefined();
  });
});

describe('IBAN', () => {
  it('accepts valid IBANs of the main countries', () => {
    for (const iban of [
      'FR1420041010050500013M02606',
      'DE89370400440532013000',
      'GB82WEST12345698765432',
      'BE68539007547034',
      'ES9121000418450200051332',
      'IT60X0542811101000000123456',
      'NL91ABNA0417164300',
      'LU280019400644750000',
      'CH9300762011623852957',
      'MC5811222000010123456789030',
      'PT50000201231234567890154',
      'AT611904300234573201',
      'IE29AIBK93115212345678',
    ])
      expect(ibanProblem(iban), iban).toBeUndefined();
  });
  it('refuses wrong check digits, lengths and countries', () => {
    expect(ibanProblem('FR1520041010050500013M02606')).toBe('checksum');
    expect(ibanProblem('DE8937040044053201300')).toBe('length');
    expect(ibanProblem('ZZ89370400440532013000')).toBe('country');
    expect(ibanProblem('1234')).toBe('format');
  });
});

describe('VAT number', () => {
  it('checks the French key from the SIREN', () => {
    expect(frenchVatKey('732829320')).toBe(44);
    expect(vatProblem('FR44732829320')).toBeUndefined();
    expect(vatProblem('FR45732829320')).toBe('checksum');
    expect(vatProblem('FR4473282932')).toBe('format');
  });
  it('checks the shape of other EU numbers', () => {
    for (const v of [
      'DE123456789',
      'ATU12345678',
      'BE0123456789',
      'NL123456789B01',
      'ESA1234567B',
      'IT12345678901',
      'LU12345678',
      'EL123456789',
      'IE6388047V',
      'PT123456789',
      'CHE123456789MWST',
      'GB123456789',
    ]) {
      expect(vatProblem(v), v).toBeUndefined();
    }
    expect(vatProblem('DE12345678')).toBe('format');
    expect(vatProblem('AT12345678')).toBe('format');
    expect(vatProblem('NL123456789C01')).toBe('format');
    expect(vatProblem('GR123456789')).toBe('country');
    expect(vatProblem('123456789')).toBe('format');
  });
});

describe('identifierProblem and its message key', () => {
  it('e-mails', () => {
    expect(identifierProblem('EMAIL', 'compta@acme.fr')).toBeUndefined();
    expect(identifierProblem('EMAIL', 'compta@acme')).toBe('format');
    expect(identifierProblem('EMAIL', 'compta..x@acme.fr')).toBe('format');
  });
  it('empty values and OTHER', () => {
    expect(identifierProblem('SIREN', '')).toBe('required');
    expect(identifierProblem('OTHER', 'DUNS150483782')).toBeUndefined();
  });
  it('names the identifier type in the message key', () => {
    expect(identifierErrorKey('SIRET', 'checksum')).toBe('error.siret');
    expect(identifierErrorKey('SIREN', 'format')).toBe('error.siren');
    expect(identifierErrorKey('VAT', 'checksum')).toBe('error.vatkey');
    expect(identifierErrorKey('VAT', 'format')).toBe('error.vat');
    expect(identifierErrorKey('IBAN', 'country')).toBe('error.ibancountry');
    expect(identifierErrorKey('EMAIL', 'format')).toBe('error.email');
    expect(identifierErrorKey('EMAIL', 'required')).toBe('error.identifierrequired');
  });
});
