// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fakeDataProvider } from '../test/fixtures';
import { renderWithSession } from '../test/renderWithAdmin';
import { LOADING_STEP_KEYS, loadingSteps } from './loadingSteps';
import { useSession } from './SessionContext';

afterEach(cleanup);

function Probe() {
  const { userInfo, companyInfo, has, canEditCompany, mode } = useSession();
  return (
    <p>{`${userInfo.firstName}|${companyInfo?.name}|${has('VIEW_DOCUMENTS')}|${has('VIEW_EMAILS')}|${canEditCompany}|${mode}`}</p>
  );
}

describe('session', () => {
  it('has the 13 loading steps in order, the first three loading real data', () => {
    expect(LOADING_STEP_KEYS).toEqual([
      'rules',
      'company',
      'branches',
      'paymentTypes',
      'users',
      'labels',
      'links',
      'keywords',
      'documentGroups',
      'originTypes',
      'documentSources',
      'documents',
      'contacts',
    ]);
    expect(
      loadingSteps()
        .map((s) => Boolean(s.load))
        .slice(0, 4),
    ).toEqual([true, true, true, false]);
  });

  it('loads the user, the company and the permissions once', async () => {
    const getUserInfo = vi.fn(async () => aUser());
    renderWithSession(<Probe />, { dataProvider: fakeDataProvider({ getUserInfo }) });
    expect(screen.getByRole('status').textContent).toBe('Loading… Rules');
    expect((await screen.findByText(/^Ada\|/)).textContent).toBe('Ada|Acme|true|false|true|DOCUMENTS');
    expect(getUserInfo).toHaveBeenCalledOnce();
  });

  it('offers a retry when the first load fails', async () => {
    let fail = true;
    const getUserInfo = vi.fn(async () => {
      if (fail) throw new Error('down');
      return aUser();
    });
    renderWithSession(<Probe />, { dataProvider: fakeDataProvider({ getUserInfo }) });
    expect(await screen.findByText('Your workspace could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Ada\|/)).toBeTruthy();
  });

  it('tolerates a missing company for a super admin without an account', async () => {
    const dataProvider = fakeDataProvider({
      getUserInfo: async () => aUser({ superAdmin: true, roles: ['superadmin'] }),
      getCompanyInfo: async () => {
        throw new Error('no account');
      },
    });
    renderWithSession(<Probe />, { dataProvider });
    expect((await screen.findByText(/^Ada\|/)).textContent).toBe('Ada|undefined|true|false|false|DOCUMENTS');
  });
});
