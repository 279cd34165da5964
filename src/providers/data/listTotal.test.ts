/**
 * A list's total as the server gives it: a number, or a lower bound past which it stopped counting ("10000+", the
 * Audit page filtered by one busy user): react-admin gets the number and the answer's meta says it is at least that.
 */
import { describe, expect, it } from 'vitest';
import { totalIsLowerBound, totalOf } from './http';
import { createResourceDataProvider } from './resourceDataProvider';

const answering = (range: string) =>
  (async () => ({
    status: 200,
    headers: new Headers({ 'content-range': range }),
    body: '',
    json: [{ id: 'e1' }],
  })) as unknown as Parameters<typeof createResourceDataProvider>[0];
const firstPage = (range: string) =>
  createResourceDataProvider(answering(range)).getList('audit', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: {},
  });

describe('a list total', () => {
  it('reads a number, or a lower bound as its number', () => {
    expect(totalOf(new Headers({ 'content-range': 'audit 0-49/857000' }))).toBe(857000);
    expect(totalOf(new Headers({ 'content-range': 'audit 0-49/10000+' }))).toBe(10000);
    expect(totalOf(new Headers({ 'x-total-count': '12' }))).toBe(12);
    expect(totalOf(new Headers())).toBeUndefined();
    expect(totalIsLowerBound(new Headers({ 'content-range': 'audit 0-49/10000+' }))).toBe(true);
    expect(totalIsLowerBound(new Headers({ 'content-range': 'audit */10000+' }))).toBe(true);
    expect(totalIsLowerBound(new Headers({ 'content-range': 'audit 0-49/857000' }))).toBe(false);
  });

  it('reaches react-admin as the number, the answer saying it is a lower bound only when it is', async () => {
    expect(await firstPage('audit 0-49/10000+')).toMatchObject({ total: 10000, meta: { totalAtLeast: true } });
    const exact = await firstPage('audit 0-49/42');
    expect(exact.total).toBe(42);
    expect(exact.meta).toBeUndefined();
  });
});
