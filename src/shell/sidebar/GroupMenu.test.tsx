// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aUser, fakeAuthProvider, fakeDataProvider } from '../../test/fixtures';
import { renderWithSession } from '../../test/renderWithAdmin';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { registerMenuEntries, resetMenuRegistrations } from '../../navigation/menu';
import { HorizontalMenu } from './HorizontalMenu';
import { MenuRail } from './MenuRail';

const user = aUser({ permissions: ['VIEW_DOCUMENTS', 'VIEW_LINKS'] });
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('mode', btoa('CONFIGURATIONS'));
  registerMenuEntries([{ route: '/links/grid' }, { route: '/links/list' }]);
});
afterEach(() => {
  cleanup();
  resetMenuRegistrations();
});

describe.each([
  ['the horizontal menu', () => <HorizontalMenu />],
  ['the rail', () => <MenuRail labels />],
])('a group of %s', (_name, menu) => {
  it("pops up the group's entries; picking one goes there and closes the pop-up", async () => {
    const paths: string[] = [];
    renderWithSession(menu(), {
      path: '/documents/documentsources',
      dataProvider: fakeDataProvider({ getUserInfo: async () => user }),
      authProvider: fakeAuthProvider(() => user),
      onLocation: (l) => paths.push(l.pathname),
      i18n: everyTextI18nProvider(),
    });
    const opener = await waitFor(() => {
      const button = document.querySelector<HTMLElement>('[aria-haspopup="menu"]:not([disabled])');
      expect(button).toBeTruthy();
      return button!;
    });
    fireEvent.click(opener);
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Links' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(paths.at(-1)).toBe('/links/list');
  });
});
