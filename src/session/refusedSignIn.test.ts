import { describe, expect, it } from 'vitest';
import { forgetRefusals, noteRefusal, REFUSAL_WINDOW_MS, refusalReason } from './refusedSignIn';

const memory = (): Storage => {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  };
};

describe('a sign-in the API keeps refusing', () => {
  it('stops at the second refusal within the window, with the API’s reason', () => {
    const s = memory();
    expect(noteRefusal('unexpected "aud" claim value', 1_000, s)).toBe(false);
    expect(noteRefusal('unexpected "aud" claim value', 5_000, s)).toBe(true);
    expect(refusalReason(s)).toBe('unexpected "aud" claim value');
  });

  it('does not stop for refusals far apart (a session that ended, then another)', () => {
    const s = memory();
    expect(noteRefusal('token expired', 0, s)).toBe(false);
    expect(noteRefusal('token expired', REFUSAL_WINDOW_MS + 1, s)).toBe(false);
  });

  it('forgets refusals once a workspace loaded, and survives a broken value', () => {
    const s = memory();
    noteRefusal('x', 0, s);
    forgetRefusals(s);
    expect(noteRefusal('x', 1, s)).toBe(false);
    s.setItem('pd_signin_refused', '{not json');
    expect(refusalReason(s)).toBeUndefined();
    expect(noteRefusal('x', 2, s)).toBe(false);
  });
});
