import { describe, expect, it } from 'vitest';
import { findIdentifiers, isEmail, isIban, isSiren, isSiret, isVat, luhn, normalizeId, sirenOf } from './identifiers';

describe('identifiers', () => {
  it('checks SIREN and SIRET with Luhn', () => {
    expect(luhn('732829320')).toBe(true);
    expect(isSiren('732 829 320'.replace(/ /g, ''))).toBe(true);
    expect(isSiren('732829321')).toBe(false);
    expect(isSiret('73282932000074')).toBe(true);
    expect(isSiret('73282932000075')).toBe(false);
    expect(isSiret('35600000000010')).toBe(true); // La Poste: digit sum multiple of 5
  });

  it('checks VAT numbers (French key) and IBAN (mod 97)', () => {
    expect(isVat('FR44732829320')).toBe(true);
    expect(isVat('FR 44 732 829 320')).toBe(true);
    expect(isVat('FR45732829320')).toBe(false);
    expect(isVat('DE812345673')).toBe(true);
    expect(isVat('DE123456789')).toBe(false); // mod 11,10
    expect(isVat('NL810433941B01')).toBe(true);
    expect(isVat('DE12345')).toBe(false);
    expect(isIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isEmail('compta@example.fr')).toBe(true);
    expect(isEmail('compta@')).toBe(false);
  });

  it('normalizes and relates identifiers', () => {
    expect(normalizeId('VAT', 'fr 44.732-829 320')).toBe('FR44732829320');
    expect(sirenOf('SIRET', '732 829 320 00074')).toBe('732829320');
    expect(sirenOf('VAT', 'FR44732829320')).toBe('732829320');
  });

  it('finds identifiers in text, checksums holding', () => {
    const text = [
      'SIRET : 732 829 320 00074 - TVA : FR 44 732 829 320',
      'IBAN : FR76 3000 6000 0112 3456 7890 189 - BIC : AGRIFRPP',
      'SIREN 123456789 (wrong key) - compta@papeterie.fr',
    ].join('\n');
    const found = findIdentifiers(text).map((f) => `${f.type}:${f.value}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'SIRET:73282932000074',
        'VAT:FR44732829320',
        'IBAN:FR7630006000011234567890189',
        'EMAIL:compta@papeterie.fr',
      ]),
    );
    expect(found).not.toContain('SIREN:123456789');
  });

  it('reads a number under a label as what it is: a SIREN label over 14 digits names a SIRET; GLN and DUNS', () => {
    const text = [
      'SIREN : 732 829 320 00074 - RCS Lyon B 404 833 048',
      'GLN 3012345678902 - D-U-N-S 15-048-3782',
      'SIRET 99999999800010 (wrong check digit)',
    ].join('\n');
    const found = findIdentifiers(text).map((f) => `${f.type}:${f.value}`);
    expect(found).toEqual([
      'SIRET:73282932000074',
      'SIREN:404833048',
      'GLN:3012345678902',
      'DUNS:150483782',
      // not a SIRET: only the company's SIREN it starts with holds
      'SIREN:999999998',
    ]);
  });
});
