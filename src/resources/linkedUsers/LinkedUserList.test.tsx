// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { fakeDataProvider } from '../../test/fixtures';
import { renderInResource } from '../../test/renderWithAdmin';
import { linkedUserModel } from '../../domain/linkedUsers/linkedUser.model';
import { LinkedUserList } from './LinkedUserList';

const user = (uuid: string, lastname: string, branch: string | null) => ({
  id: uuid,
  uuid,
  firstname: 'Léa',
  lastname,
  email: `${uuid}@exemple.fr`,
  branch,
  permissions: [],
  groups: [],
  origintypes: [],
  documentgroups: [],
});

afterEach(cleanup);

it("names the branch of a branch's user in the master's list, in the interface language", async () => {
  const i18n = everyTextI18nProvider();
  await i18n.changeLocale('fr');
  const rows = [user('u1', 'Martin', null), user('u2', 'Durand', 'Delacroix Lyon')];
  const dataProvider = fakeDataProvider({
    getList: async () => ({ data: rows, total: rows.length }),
  } as never);
  renderInResource(linkedUserModel.name, <LinkedUserList />, { dataProvider, i18n });
  const row = (await screen.findByText('Durand')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Delacroix Lyon')).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: 'Filiale' })).toBeTruthy();
});
