// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionKeys, scopeHeaders, storeActiveAccount, storeActiveBranch } from './scope';

afterEach(() => localStorage.clear());

describe('session scope', () => {
  it('sends the branch and the account chosen here as buid and sauid, each only when chosen', () => {
    expect(scopeHeaders()).toEqual({});
    storeActiveBranch('b1');
    expect(scopeHeaders()).toEqual({ buid: 'b1' });
    storeActiveAccount('acc-1');
    // another account: the branch of the former one is dropped
    expect(scopeHeaders()).toEqual({ sauid: 'acc-1' });
    storeActiveBranch('b2');
    expect(scopeHeaders()).toEqual({ buid: 'b2', sauid: 'acc-1' });
  });

  it('forgets every session value on logout, and nothing else', () => {
    storeActiveBranch('b1');
    storeActiveAccount('acc-1');
    localStorage.setItem('mode', 'DOCUMENTS');
    localStorage.setItem('paperdesk.debug', '1');
    clearSessionKeys();
    expect(Object.keys(localStorage)).toEqual(['paperdesk.debug']);
  });
});
