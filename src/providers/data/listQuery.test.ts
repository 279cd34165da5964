import { describe, expect, it } from 'vitest';
import { queryList } from './listQuery';

const rows = [
  { id: 'a', name: 'Orange Business', index: 2, visible: true, labels: ['x'] },
  { id: 'b', name: 'EDF Entreprises', index: 1, visible: false, labels: [] },
  { id: 'c', name: 'Orange Mobile', index: 10, visible: true, labels: ['y', 'x'] },
];

describe('queryList', () => {
  it('quick-searches every word, case-insensitively', () => {
    expect(queryList(rows, { filter: { q: 'orange mob' } }).data.map((r) => r.id)).toEqual(['c']);
  });
  it('filters by value, boolean and array membership', () => {
    expect(queryList(rows, { filter: { visible: true } }).total).toBe(2);
    expect(queryList(rows, { filter: { labels: 'x' } }).data.map((r) => r.id)).toEqual(['a', 'c']);
  });
  it('sorts numbers numerically and pages', () => {
    const res = queryList(rows, { sort: { field: 'index', order: 'DESC' }, pagination: { page: 1, perPage: 2 } });
    expect(res.data.map((r) => r.id)).toEqual(['c', 'a']);
    expect(res.total).toBe(3);
  });
});
