import { describe, expect, it } from 'vitest';
import { payeeIbanOfRead } from './payeeIban';

const OWN = 'FR7630006000011234567890189';
const own = new Set([OWN]);
const text = (...lines: string[]) => ({ kind: 'pdf' as const, text: lines.join('\n') });
const seller = { name: 'LE FOURNISSEUR', ids: [] as { type: 'IBAN' | 'SIREN'; value: string }[] };
const xml = (ids: typeof seller.ids) => ({
  syntax: 'CII' as const,
  type: 'INVOICE' as const,
  seller: { ...seller, ids },
  buyer: { ids: [] },
});

describe('the IBAN an invoice asks to be paid to', () => {
  it('is the e-invoice payee account, normalised', () => {
    const read = {
      ...text('IBAN FR14 2004 1010 0505 0001 3M02 606'),
      xml: xml([{ type: 'IBAN', value: 'fr20 1254 2547 2569 8542 5874 698' }]),
    };
    expect(payeeIbanOfRead(read, [], own)).toBe('FR2012542547256985425874698');
  });
  it('else one printed on it (text layer or OCR), "IBAN ..." in the seller footer', () => {
    const read = text(
      'LE FOURNISSEUR SARL',
      '12 rue des Lilas 75001 Paris',
      'FACTURE N° F-2026-001',
      'Total TTC 120,00 EUR',
      'Règlement par virement - IBAN : FR14 2004 1010 0505 0001 3M02 606 - BIC PSSTFRPPPAR',
    );
    expect(payeeIbanOfRead(read, [], own)).toBe('FR1420041010050500013M02606');
  });
  it("never one of the group's own accounts (a direct debit prints ours), nor an invalid one", () => {
    expect(payeeIbanOfRead(text('Prélevé sur votre compte IBAN FR76 3000 6000 0112 3456 7890 189'), [], own)).toBe('');
    expect(payeeIbanOfRead({ ...text(''), xml: xml([{ type: 'IBAN', value: OWN }]) }, [], own)).toBe('');
    expect(payeeIbanOfRead(text('IBAN FR14 2004 1010 0505 0001 3M02 607'), [], own)).toBe('');
  });
  it('reads no text of a bare XML file', () => {
    expect(
      payeeIbanOfRead({ kind: 'xml', text: 'IBAN FR14 2004 1010 0505 0001 3M02 606', xml: xml([]) }, [], own),
    ).toBe('');
  });
});
