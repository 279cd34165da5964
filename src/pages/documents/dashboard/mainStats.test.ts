import { describe, expect, it } from 'vitest';
import type { OriginTypeDef } from '../../shared/types';
import { namedOriginCounts, namedStatusCounts } from './mainStats';

const origins = [
  { uuid: 'sup', name: 'Suppliers' },
  { uuid: 'cus', name: 'Customers' },
] as OriginTypeDef[];

describe('the main dashboard figures from the server', () => {
  it('names every status, zero for those the server left out', () => {
    expect(
      namedStatusCounts([
        { status: 1, count: 5 },
        { status: 2, count: 1 },
        { status: 9, count: 4 },
      ]).map((s) => [s.name, s.count]),
    ).toEqual([
      ['RECOGNITION', 0],
      ['SAVED', 5],
      ['VALIDATED', 1],
      ['PARTIALLY_PAYED', 0],
      ['PAYED', 0],
    ]);
  });

  it('names origin types, most first, those without one (or no longer configured) together last', () => {
    const counts = namedOriginCounts(
      [
        { originType: null, count: 1, toValidate: 1 },
        { originType: 'cus', count: 1, toValidate: 0 },
        { originType: 'gone', count: 2, toValidate: 2 },
        { originType: 'sup', count: 4, toValidate: 4 },
      ],
      origins,
    );
    expect(counts.map((o) => [o.originType?.name ?? null, o.count, o.toValidate])).toEqual([
      ['Suppliers', 4, 4],
      ['Customers', 1, 0],
      [null, 3, 3],
    ]);
    expect(namedOriginCounts([], origins)).toEqual([]);
  });
});
