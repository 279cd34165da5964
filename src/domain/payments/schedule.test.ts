import { describe, expect, it } from 'vitest';
import { plannedPaymentDate } from './schedule';

describe('planned payment date', () => {
  const today = '2026-11-22';
  it.each([
    [0, -1, '2026-12-15', today],
    [1, -1, '2026-12-15', '2026-12-15'],
    [2, -1, '2026-02-10', '2026-02-28'],
    [3, 30, '2026-12-15', '2027-01-14'],
    [4, 30, '2026-12-15', '2027-01-31'],
    [9, -1, '2026-12-15', '2026-12-15'],
    [1, -1, null, today],
  ])('mode %s, %s days, due %s -> %s', (mode, days, due, want) => {
    expect(plannedPaymentDate(mode, days, due, today)).toBe(want);
  });
});
