import { describe, expect, it } from 'vitest';
import { labelBuckets, monthBuckets, monthName } from './figures';

describe('dashboard buckets', () => {
  it('names months in the chosen language, keeping the server figures and order', () => {
    expect(monthName('2026-10', 'en')).toBe('Oct 2026');
    expect(monthName('2026-01', 'fr')).toBe('janv. 2026');
    expect(
      monthBuckets(
        [
          { currency: 'EUR', key: '2026-10', amount: '2.00', count: 1 },
          { currency: 'EUR', key: '2026-11', amount: '4.00', count: 2 },
        ],
        'en',
      ),
    ).toEqual([
      { currency: 'EUR', key: '2026-10', label: 'Oct 2026', amount: '2.00', count: 1 },
      { currency: 'EUR', key: '2026-11', label: 'Nov 2026', amount: '4.00', count: 2 },
    ]);
  });

  it('names labels from the configuration, documents without one apart', () => {
    const rows = [
      { currency: 'EUR', key: '', amount: '4.00', count: 2 },
      { currency: 'EUR', key: 'l1', amount: '2.00', count: 1 },
      { currency: 'EUR', key: 'gone', amount: '1.00', count: 1 },
    ];
    expect(
      labelBuckets(rows, (id) => (id === 'l1' ? 'Urgent' : undefined), 'No label').map((b) => [b.label, b.amount]),
    ).toEqual([
      ['No label', '4.00'],
      ['Urgent', '2.00'],
      ['—', '1.00'],
    ]);
  });
});
