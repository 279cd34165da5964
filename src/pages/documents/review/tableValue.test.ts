import { describe, expect, it } from 'vitest';
import { emptyRow, tableRows, tableTotals } from './tableValue';

describe('table values', () => {
  const columns = ['Item', 'Qty', 'Amount'];

  it('reads rows as text cells by column', () => {
    expect(tableRows([{ Item: 'Paper', Qty: 2, Amount: '10.50', extra: 'x' }, 'junk', null], columns)).toEqual([
      { Item: 'Paper', Qty: '2', Amount: '10.50' },
    ]);
    expect(tableRows('nope', columns)).toEqual([]);
    expect(emptyRow(columns)).toEqual({ Item: '', Qty: '', Amount: '' });
  });

  it('sums columns of amounts exactly, leaving text columns without total', () => {
    const rows = [
      { Item: 'A', Qty: '1', Amount: '0.10' },
      { Item: 'B', Qty: '', Amount: '0,20' },
      { Item: 'C', Qty: '2', Amount: '1 000.05' },
    ];
    expect(tableTotals(rows, columns)).toEqual({ Item: null, Qty: '3.00', Amount: '1000.35' });
    expect(tableTotals([], columns)).toEqual({ Item: null, Qty: null, Amount: null });
  });
});
