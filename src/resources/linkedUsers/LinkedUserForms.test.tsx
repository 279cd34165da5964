// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fakeDataProvider } from '../../test/fixtures';
import { renderWithSession } from '../../test/renderWithAdmin';
import { LinkedUserCreate } from './LinkedUserForms';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';

const RESOURCE = 'administration/users/list';

function setup(answer: Record<string, unknown>) {
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...data, id: 'u9', uuid: 'u9', ...answer },
  }));
  const dataProvider = fakeDataProvider({
    getUserInfo: async () =>
      aUser({ permissions: ['VIEW_USERS', 'CREATE_USERS', 'VIEW_DOCUMENTS', 'UPLOAD_DOCUMENTS'] }),
    getList: (async () => ({ data: [], total: 0 })) as never,
    getMany: (async () => ({ data: [] })) as never,
    create: create as never,
  });
  renderWithSession(
    <ResourceContextProvider value={RESOURCE}>
      <LinkedUserCreate />
    </ResourceContextProvider>,
    { dataProvider, path: `/${RESOURCE}/create`, i18n: everyTextI18nProvider() },
  );
  return create;
}
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
afterEach(cleanup);

describe('creating a linked user', () => {
  it('offers only the permissions the creator holds, grouped by functionality', async () => {
    setup({ temporaryPassword: 'Hq7k-Xm3p-Tz9w' });
    const upload = await screen.findByLabelText('Upload documents');
    expect((upload as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByLabelText('Delete documents') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Documents')).toBeTruthy();
    expect(screen.queryByLabelText('View rule groups')).toBeNull();
  });

  it('shows the temporary password once, with a copy button and a warning', async () => {
    const create = setup({ temporaryPassword: 'Hq7k-Xm3p-Tz9w' });
    await screen.findByLabelText('Upload documents');
    type(/first ?name/i, 'Léa');
    type(/last ?name/i, 'Martin');
    type(/^e-?mail/i, 'lea@exemple.fr');
    fireEvent.click(screen.getByLabelText('Upload documents'));
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('temporary-password').textContent).toBe('Hq7k-Xm3p-Tz9w');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(within(dialog).getByText(/will not be shown again/)).toBeTruthy();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea@exemple.fr',
      permissions: ['UPLOAD_DOCUMENTS'],
    });
  });

  it('says where the account lives with an external identity provider', async () => {
    setup({ externalAccount: true });
    await screen.findByLabelText('Upload documents');
    type(/first ?name/i, 'Léa');
    type(/last ?name/i, 'Martin');
    type(/^e-?mail/i, 'lea@exemple.fr');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/managed in your identity provider/)).toBeTruthy();
    expect(within(dialog).queryByTestId('temporary-password')).toBeNull();
  });
});
