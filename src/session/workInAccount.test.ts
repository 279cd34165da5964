// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { workInAccount } from './workInAccount';

describe('work in an account', () => {
  it('stores the account for the sauid header, forgets the branch and opens the dashboard', () => {
    localStorage.setItem('buid', 'old-branch');
    const go = vi.fn();
    workInAccount('acc-1', localStorage, go);
    expect(localStorage.getItem('sauid')).toBe('acc-1');
    expect(localStorage.getItem('buid')).toBeNull();
    expect(go).toHaveBeenCalledWith('/documentmanagement/maindashboard');
  });
  it('leaves the account', () => {
    const go = vi.fn();
    workInAccount(null, localStorage, go);
    expect(localStorage.getItem('sauid')).toBeNull();
    expect(go).toHaveBeenCalledWith('/superadministrator/accounts');
  });
});
