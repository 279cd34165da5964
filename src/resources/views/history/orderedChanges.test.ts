import { describe, expect, it } from 'vitest';
import { changedValues, orderedChanges } from './useAuditText';

const change = (before: unknown, after: unknown) => ({ before, after });

describe('an audit entry’s changes in reading order', () => {
  it('puts the total before the raw values and drops what repeats another field', () => {
    const keys = orderedChanges({
      id: change('AD-1', 'AD-1-C'),
      day: change('2026-02-15', '2026-02-16'),
      data: change([{ value: '1250.00' }], [{ value: '1300.00' }]),
      date: change('2026-02-15', '2026-02-16'),
      labeluuid: change(null, 'a1'),
      supplieruuid: change(null, 's1'),
      suppliername: change(null, 'Roux SARL'),
      totalht: change('1250.00', '1300.00'),
      totalttc: change('1500.00', '1560.00'),
    }).map(([k]) => k);
    expect(keys).toEqual(['totalttc', 'totalht', 'suppliername', 'id', 'date', 'labeluuid', 'data']);
  });

  it('keeps the day and the source id when nothing else says them', () => {
    expect(orderedChanges({ day: change('2026-01-01', '2026-01-02'), supplieruuid: change(null, 's1') })).toHaveLength(
      2,
    );
    expect(orderedChanges(undefined as never)).toEqual([]);
  });
});

describe('a document’s values in the trail', () => {
  it('are counted by keyword: changed, added and removed; the same value again is no change', () => {
    const before = [
      { keyworduuid: 'ht', value: '1250.00' },
      { keyworduuid: 'ttc', value: '1500.00' },
      { keyworduuid: 'ref', value: 'PO-1' },
    ];
    const after = [
      { keyworduuid: 'ht', value: '1300.00' },
      { keyworduuid: 'ttc', value: '1500.00' },
      { keyworduuid: 'due', value: '2026-04-30' },
    ];
    expect(changedValues(before, after)).toBe(3);
    expect(changedValues(before, before)).toBe(0);
  });
});
