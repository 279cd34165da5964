// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fakeDataProvider } from '../test/fixtures';
import { renderWithSession } from '../test/renderWithAdmin';
import { useSession } from './SessionContext';

afterEach(cleanup);

function Probe() {
  const { userInfo, branchLoaded } = useSession();
  return <p>{`${userInfo.firstName}|${branchLoaded}`}</p>;
}

describe('a stored branch the user may not choose', () => {
  it("is dropped when the server refuses its buid (403), and the session loads in the user's own company", async () => {
    localStorage.setItem('buid', 'b1');
    localStorage.setItem('origintype', 'x');
    const getUserInfo = vi.fn(async () => {
      if (localStorage.getItem('buid')) throw new HttpError('You may not see this branch', 403);
      return aUser({ permissions: ['VIEW_DOCUMENTS'] });
    });
    renderWithSession(<Probe />, { dataProvider: fakeDataProvider({ getUserInfo }) });
    expect((await screen.findByText(/^Ada\|/)).textContent).toBe('Ada|false');
    expect(localStorage.getItem('buid')).toBeNull();
    expect(localStorage.getItem('origintype')).toBeNull();
    expect(getUserInfo).toHaveBeenCalledTimes(2);
  });

  it('is kept on other failures', async () => {
    localStorage.setItem('buid', 'b1');
    const getUserInfo = vi.fn(async () => {
      throw new HttpError('down', 500);
    });
    renderWithSession(<Probe />, { dataProvider: fakeDataProvider({ getUserInfo }) });
    expect(await screen.findByText('Your workspace could not be loaded.')).toBeTruthy();
    expect(localStorage.getItem('buid')).toBe('b1');
    localStorage.clear();
  });
});
