import { describe, expect, it } from 'vitest';
import { fourEyesRefuses } from './fourEyes';

describe('fourEyesRefuses', () => {
  it('refuses the preparer only, and only with the setting on', () => {
    expect(fourEyesRefuses(true, 'u1', 'u1')).toBe(true);
    expect(fourEyesRefuses(true, 'u1', 'u2')).toBe(false);
    expect(fourEyesRefuses(false, 'u1', 'u1')).toBe(false);
  });

  it('never refuses the bank or the system, and lets anyone execute a payment whose preparer is gone', () => {
    expect(fourEyesRefuses(true, 'u1', null)).toBe(false);
    expect(fourEyesRefuses(true, null, 'u2')).toBe(false);
  });
});
