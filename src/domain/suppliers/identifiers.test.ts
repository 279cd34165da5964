import { describe, expect, it } from 'vitest';
import {
  declaredIdentifier,
  dunsProblem,
  frenchVatKey,
  glnProblem,
  ibanProblem,
  identifierKinds,
  identifierErrorKey,
  identifierProblem,
  luhnValid,
  normalizeIdentifier,
  readIdentifier,
  sirenOf,
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
    for (const v of ['ATU12345678', 'LU12345678', 'EL123456789', 'IE6388047V', 'PT123456789', 'CHE123456789MWST'])
      expect(vatProblem(v), v).toBeUndefined();
    expect(vatProblem('DE12345678')).toBe('format');
    expect(vatProblem('AT12345678')).toBe('format');
    expect(vatProblem('NL123456789C01')).toBe('format');
    expect(vatProblem('GR123456789')).toBe('country');
    expect(vatProblem('123456789')).toBe('format');
  });
  it.each([
    // [valid, the same with a wrong check digit]
    ['DE136695976', 'DE136695978'], // ISO 7064 mod 11,10
    ['DE812345673', 'DE123456789'],
    ['IT00743110157', 'IT00743110158'], // Luhn
    ['BE0428759497', 'BE0431150351'], // 97 − (first 8 digits mod 97)
    ['NL004495445B01', 'NL123456789B01'], // RSIN elfproef
    ['NL123456782B01', 'NL123456783B01'],
    ['ESJ99216582', 'ESJ99216583'], // company CIF, digit check
    ['ESB64717838', 'ESB64717839'],
    ['ES54362315K', 'ES54362315L'], // DNI letter
    ['ESX5253868R', 'ESX5253868S'], // NIE letter
  ])('checks the check digits of %s (refuses %s)', (valid, wrong) => {
    expect(vatProblem(valid)).toBeUndefined();
    expect(vatProblem(wrong)).toBe('checksum');
  });
  it('takes the Dutch sole traders’ numbers (mod 97 since 2020) and refuses zeros', () => {
    expect(vatProblem('NL000099998B57')).toBeUndefined();
    expect(vatProblem('IT00000000000')).toBe('checksum');
    expect(vatProblem('NL004495445B00')).toBe('checksum');
  });
});

describe('GLN and DUNS', () => {
  it('GLN: 13 digits with the GS1 check digit', () => {
    for (const v of ['3012345678902', '5901234123457', '0614141000005', '4000001000005'])
      expect(glnProblem(v), v).toBeUndefined();
    expect(glnProblem('5901234123458')).toBe('checksum');
    expect(glnProblem('587451236587')).toBe('format');
  });
  it('DUNS: 9 digits, no check digit', () => {
    expect(dunsProblem('150483782')).toBeUndefined();
    expect(dunsProblem('15048378')).toBe('format');
    expect(identifierProblem('DUNS', normalizeIdentifier('DUNS', '15-048-3782'))).toBeUndefined();
  });
});

describe('what an identifier is', () => {
  it('tells the kinds apart by form and check digits', () => {
    expect(identifierKinds('732 829 320 00074')).toEqual(['SIRET']);
    expect(identifierKinds('35600000049837')).toEqual(['SIRET']); // La Poste
    expect(identifierKinds('3012345678902')).toEqual(['GLN']);
    expect(identifierKinds('FR44732829320')).toEqual(['VAT']);
    expect(identifierKinds('FR14 2004 1010 0505 0001 3M02 606')).toEqual(['IBAN']);
    // 9 digits passing Luhn: a SIREN or a DUNS, only the context tells
    expect(identifierKinds('732829320')).toEqual(['SIREN', 'DUNS']);
    expect(identifierKinds('123456789')).toEqual(['DUNS']);
    expect(identifierKinds('73282932000075')).toEqual([]);
  });
  it('reads a value under a label as the kind it is among those the label allows, never forced', () => {
    const sirene = ['SIREN', 'SIRET'] as const;
    expect(readIdentifier('73282932000074', sirene)).toEqual({ type: 'SIRET', value: '73282932000074' });
    expect(readIdentifier('732 829 320', sirene)).toEqual({ type: 'SIREN', value: '732829320' });
    expect(readIdentifier('732829321', sirene)).toBeUndefined();
    expect(readIdentifier('123456789', sirene)).toBeUndefined();
    expect(readIdentifier('150483782', ['DUNS'])).toEqual({ type: 'DUNS', value: '150483782' });
  });
  it('reads e-invoice schemes: SIRENE (0002) holds SIRETs too; GLN 0088, DUNS 0060, VAT VA', () => {
    expect(declaredIdentifier('73282932000074', '0002')).toEqual({
      type: 'SIRET',
      value: '73282932000074',
      valid: true,
    });
    // the Factur-X credit note sample: a SIRET by its form, its check digit wrong
    expect(declaredIdentifier('99999999800010', '0002')).toEqual({
      type: 'SIRET',
      value: '99999999800010',
      valid: false,
    });
    expect(declaredIdentifier('123456782', '0002')).toMatchObject({ type: 'SIREN', valid: true });
    expect(declaredIdentifier('123456782', '0009')).toMatchObject({ type: 'SIREN', valid: true });
    expect(declaredIdentifier('3012345678902', '0088')).toMatchObject({ type: 'GLN', valid: true });
    expect(declaredIdentifier('587451236587', '0088')).toMatchObject({ type: 'GLN', valid: false });
    expect(declaredIdentifier('150483782', '0060')).toMatchObject({ type: 'DUNS', valid: true });
    expect(declaredIdentifier('FR 05 987 654 321', 'VA')).toEqual({ type: 'VAT', value: 'FR05987654321', valid: true });
    expect(declaredIdentifier('12345678200077', undefined)).toMatchObject({ type: 'SIRET', valid: true });
    expect(declaredIdentifier('123456782', undefined)).toBeUndefined();
    expect(declaredIdentifier('ODETTE254879', '0177')).toBeUndefined();
  });
  it('finds the SIREN a SIRET or a French VAT number carries', () => {
    expect(sirenOf('SIRET', '732 829 320 00074')).toBe('732829320');
    expect(sirenOf('VAT', 'FR44732829320')).toBe('732829320');
    expect(sirenOf('SIRET', '99999999800010')).toBeUndefined();
    expect(sirenOf('GLN', '3012345678902')).toBeUndefined();
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
    expect(identifierErrorKey('GLN', 'checksum')).toBe('error.gln');
    expect(identifierErrorKey('DUNS', 'format')).toBe('error.duns');
    expect(identifierErrorKey('VAT', 'format')).toBe('error.vat');
    expect(identifierErrorKey('IBAN', 'country')).toBe('error.ibancountry');
    expect(identifierErrorKey('EMAIL', 'format')).toBe('error.email');
    expect(identifierErrorKey('EMAIL', 'required')).toBe('error.identifierrequired');
  });
});
