import { describe, expect, it } from 'vitest';
import {
  bankStatus,
  bicMismatches,
  mainFlag,
  ownIbanSet,
  payeeIbanOf,
  withPayeeIban,
  type BankConfirmation,
} from './bankStatus';

const OWN = 'FR7630006000011234567890189';
const KNOWN = 'FR1420041010050500013M02606';
const PRINTED = 'FR2012542547256985425874698';
const own = ownIbanSet(['FR76 3000 6000 0112 3456 7890 189', '']);
const source = (...ibans: string[]) => ({ identifiers: ibans.map((value) => ({ type: 'IBAN', value })) });
const confirmed = (choice: BankConfirmation['choice'], supplierIban = KNOWN): BankConfirmation => ({
  choice,
  invoiceIban: PRINTED,
  supplierIban,
  by: 'Ada Admin',
  at: '2026-11-20T10:00:00.000Z',
});

describe('an invoice in a transfer', () => {
  it('goes when its IBAN is its supplier’s, or when it carries none', () => {
    expect(bankStatus({ invoiceIban: KNOWN, supplier: source(KNOWN), ownIbans: own }).flags).toEqual([]);
    expect(bankStatus({ invoiceIban: '', supplier: source(KNOWN), ownIbans: own }).flags).toEqual([]);
  });
  it('waits while the invoice carries another IBAN than the one the supplier is paid to', () => {
    const s = bankStatus({ invoiceIban: 'fr20 1254 2547 2569 8542 5874 698', supplier: source(KNOWN), ownIbans: own });
    expect(s).toEqual({ invoiceIban: PRINTED, supplierIban: KNOWN, flags: ['mismatch'], confirmation: null });
  });
  it("goes once the supplier's IBAN was confirmed for this pair, not for another", () => {
    const c = [confirmed('SUPPLIER')];
    expect(
      bankStatus({ invoiceIban: PRINTED, supplier: source(KNOWN), ownIbans: own, confirmations: c }).flags,
    ).toEqual([]);
    const changed = bankStatus({
      invoiceIban: PRINTED,
      supplier: source('BE68539007547034'),
      ownIbans: own,
      confirmations: c,
    });
    expect(changed).toMatchObject({ flags: ['mismatch'], confirmation: null });
  });
  it('never goes to a supplier without a (valid) IBAN or paid to our own account', () => {
    expect(bankStatus({ invoiceIban: PRINTED, supplier: null, ownIbans: own }).flags).toEqual(['noiban']);
    expect(
      bankStatus({ invoiceIban: '', supplier: source('FR7630006000011234567890188'), ownIbans: own }).flags,
    ).toEqual(['badiban']);
    const ours = bankStatus({
      invoiceIban: PRINTED,
      supplier: source(OWN),
      ownIbans: own,
      confirmations: [confirmed('SUPPLIER', OWN)],
    });
    expect(ours.flags).toEqual(['owniban', 'mismatch']);
    expect(mainFlag(ours)).toBe('mismatch');
  });
});

describe("the supplier's bank identifiers", () => {
  it('pay its first IBAN; taking the invoice’s replaces it, once', () => {
    expect(
      payeeIbanOf([
        { type: 'SIREN', value: '1' },
        { type: 'IBAN', value: 'fr14 2004 1010 0505 0001 3m02 606' },
      ]),
    ).toBe(KNOWN);
    expect(
      withPayeeIban(
        [
          { type: 'SIREN', value: '1' },
          { type: 'IBAN', value: OWN },
          { type: 'IBAN', value: PRINTED },
        ],
        PRINTED,
      ),
    ).toEqual([
      { type: 'SIREN', value: '1' },
      { type: 'IBAN', value: PRINTED },
    ]);
    expect(withPayeeIban([], PRINTED)).toEqual([{ type: 'IBAN', value: PRINTED }]);
  });
  it('refuse a BIC of no country of its IBANs', () => {
    const ids = [
      { type: 'IBAN', value: KNOWN },
      { type: 'BIC', value: 'DEUTDEFF' },
      { type: 'BIC', value: 'BNPARERX' },
    ];
    expect(bicMismatches(ids)).toEqual([
      { index: 1, issue: { problem: 'country', message: 'error.bicmismatch', args: { bic: 'DE', iban: 'FR' } } },
    ]);
  });
});
