import { describe, expect, it } from 'vitest';
import { anInvoice, ORANGE } from './testing/fixtures';
import { onlyPayee, payeeOf, payeesOf, payLinesOf, toggled, toggledPage } from './invoiceSelection';

const f1 = anInvoice(1);
const f2 = anInvoice(2, { solde: '-40.00', invoiceNumber: 'A-2' });
const o3 = anInvoice(3, { supplieruuid: ORANGE, suppliername: 'Orange' });
const lyon = anInvoice(4, { brancheuuid: 'b1' });

describe('a selection of invoices to pay', () => {
  it('toggles one invoice, or a whole page (all chosen: none)', () => {
    const one = toggled(new Map(), f1);
    expect([...one.keys()]).toEqual([f1.invoiceuuid]);
    expect(toggled(one, f1).size).toBe(0);
    const page = toggledPage(one, [f1, f2]);
    expect([...page.keys()]).toEqual([f1.invoiceuuid, f2.invoiceuuid]);
    expect(toggledPage(page, [f1, f2]).size).toBe(0);
    expect(toggledPage(page, []).size).toBe(2);
  });

  it('counts its payees: one supplier in one branch each', () => {
    const mixed = new Map([f1, o3, f2, lyon].map((i) => [i.invoiceuuid, i]));
    expect(payeesOf(mixed)).toEqual([
      { key: payeeOf(f1), suppliername: 'EDF', count: 2 },
      { key: payeeOf(o3), suppliername: 'Orange', count: 1 },
      { key: payeeOf(lyon), suppliername: 'EDF', count: 1 },
    ]);
    expect([...onlyPayee(mixed, payeeOf(f1)).keys()]).toEqual([f1.invoiceuuid, f2.invoiceuuid]);
    expect(payeeOf({ brancheuuid: 'm', supplieruuid: null, currency: 'EUR' })).not.toBe(payeeOf(f1));
  });

  it('keeps each currency of a supplier apart, named with its currency', () => {
    const eur = anInvoice(1);
    const gbp = anInvoice(2, { currency: 'GBP' });
    expect(payeeOf(gbp)).not.toBe(payeeOf(eur));
    const chosen = new Map([eur, gbp].map((i) => [i.invoiceuuid, i]));
    expect(payeesOf(chosen).map((p) => p.suppliername)).toEqual(['EDF', 'EDF (GBP)']);
  });

  it('pays each invoice in full by default', () => {
    expect(payLinesOf(new Map([f1, f2].map((i) => [i.invoiceuuid, i])))).toEqual([
      { invoiceuuid: f1.invoiceuuid, number: 'F-1', payable: '120.00', amount: '120.00', currency: 'EUR' },
      { invoiceuuid: f2.invoiceuuid, number: 'A-2', payable: '-40.00', amount: '-40.00', currency: 'EUR' },
    ]);
  });
});
