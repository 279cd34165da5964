import { describe, expect, it } from 'vitest';
import {
  amountsConsistent,
  canDelete,
  canModify,
  canValidate,
  categoryOf,
  highlight,
  isDuplicate,
  validityErrors,
  vatPercent,
} from './rules';

const valid = {
  brancheuuid: 'b',
  documentgroupuuid: 'g',
  supplieruuid: 's',
  id: 'F-1',
  date: '2026-01-02',
  invoiceGroup: true,
  ht: '100.00',
  tva: '20.00',
  ttc: '120.00',
  dueDate: '2026-02-01',
  type: 'INVOICE',
};

describe('document rules', () => {
  it('validates only from SAVED or VALIDATED and freezes validated or paid ones', () => {
    expect([0, 1, 2, 3, 4].map(canValidate)).toEqual([false, true, true, false, false]);
    expect([0, 1, 2, 3, 4].map(canModify)).toEqual([true, true, false, false, false]);
    expect([0, 1, 2, 3, 4].map(canDelete)).toEqual([true, true, true, false, false]);
  });

  it('checks amounts at 2 decimals with the sign of the type', () => {
    expect(amountsConsistent('INVOICE', { ht: '0.10', tva: '0.20', ttc: '0.30' })).toBe(true);
    expect(amountsConsistent('INVOICE', { ht: '100', tva: '20', ttc: '120.01' })).toBe(false);
    expect(amountsConsistent('INVOICE', { ht: '-100', tva: '-20', ttc: '-120' })).toBe(false);
    expect(amountsConsistent('CREDIT', { ht: '-100', tva: '-20', ttc: '-120' })).toBe(true);
    expect(amountsConsistent('CREDIT', { ht: '100', tva: '20', ttc: '120' })).toBe(false);
  });

  it('computes the VAT percentage half up, 0 when HT is 0', () => {
    expect(vatPercent('100', '20')).toBe('20.00');
    expect(vatPercent('3', '0.10')).toBe('3.33');
    expect(vatPercent('8', '0.5')).toBe('6.25');
    expect(vatPercent('0.6', '0.0333')).toBe('5.00');
    expect(vatPercent('0', '5')).toBe('0.00');
    expect(vatPercent('-200', '-11')).toBe('5.50');
  });

  it('lists what makes a document invalid', () => {
    expect(validityErrors(valid)).toEqual([]);
    expect(validityErrors({ ...valid, id: '  ', supplieruuid: null })).toEqual([
      'document.error.supplier',
      'document.error.number',
    ]);
    expect(validityErrors({ ...valid, type: 'RECEIPT' })).toContain('document.error.type');
    expect(validityErrors({ ...valid, ttc: 'abc' })).toContain('document.error.ttc');
    expect(validityErrors({ ...valid, ttc: '121' })).toEqual(['document.error.amounts']);
    expect(validityErrors({ ...valid, genericSupplier: true, suppliername: '' })).toEqual([
      'document.error.suppliername',
    ]);
    expect(validityErrors({ ...valid, invoiceGroup: false, ht: undefined, dueDate: null, type: null })).toEqual([]);
  });

  it('reads the type and highlights', () => {
    expect(categoryOf(' credit ')).toBe('CREDIT');
    expect(categoryOf('facture')).toBe('UNKNOWN');
    expect(highlight({ ht: '1', tva: '1', ttc: '3', message: 'bad scan', type: 'INVOICE' })).toEqual({
      amounts: true,
      message: true,
      type: false,
    });
  });

  it('finds duplicates by supplier and number, strictly with TTC', () => {
    const a = { supplieruuid: 's', invoiceNumber: 'F-1', ttc: '120.00' };
    expect(isDuplicate(a, { supplieruuid: 's', invoiceNumber: 'f-1 ', ttc: '99' })).toBe(true);
    expect(isDuplicate(a, { supplieruuid: 's', invoiceNumber: 'F-1', ttc: '99' }, true)).toBe(false);
    expect(isDuplicate(a, { supplieruuid: 's', invoiceNumber: 'F-1', ttc: '120' }, true)).toBe(true);
    expect(isDuplicate(a, { supplieruuid: 't', invoiceNumber: 'F-1' })).toBe(false);
  });
});
