// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { queryList } from '../../providers/data/listQuery';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { fakeAuthProvider, fakeDataProvider } from '../../test/fixtures';
import { LinksGrid } from './LinksGrid';

const rows: Record<string, Array<Record<string, unknown>>> = {
  'links/categories': [
    { id: 'c2', uuid: 'c2', name: 'Banks', index: 0 },
    { id: 'c1', uuid: 'c1', name: 'Administration', index: 1 },
    { id: 'c3', uuid: 'c3', name: 'Empty', index: 2 },
  ],
  'links/list': [
    {
      id: 'l1',
      uuid: 'l1',
      name: 'Taxes',
      url: 'https://www.impots.gouv.fr/pro',
      imageurl: '/paperdesk/files/links/aa.png',
      categoryuuid: 'c1',
      index: 0,
    },
    { id: 'l2', uuid: 'l2', name: 'My bank', url: 'https://bank.example', imageurl: '', categoryuuid: 'c2', index: 1 },
    { id: 'l3', uuid: 'l3', name: 'Loose', url: 'http://loose.example', imageurl: '', categoryuuid: null, index: 2 },
  ],
};

function renderGrid() {
  const dataProvider = fakeDataProvider({
    getList: async (resource: string, params: GetListParams) => queryList(rows[resource] ?? [], params) as never,
  });
  return render(
    <TestMemoryRouter initialEntries={['/links/grid']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider()}
        i18nProvider={everyTextI18nProvider()}
        store={memoryStore()}
      >
        <LinksGrid />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

afterEach(cleanup);

describe('links grid', () => {
  it('shows the links as cards grouped by category, in the categories order, uncategorised last', async () => {
    renderGrid();
    await screen.findByText('Taxes');
    const sections = screen.getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Banks', 'Administration', 'Uncategorised']);
    expect(within(sections[1]).getByText('Taxes')).toBeTruthy();
    expect(within(sections[2]).getByText('Loose')).toBeTruthy();
  });

  it('opens each address in a new tab, with its image', async () => {
    renderGrid();
    const card = await screen.findByRole('link', { name: 'Open Taxes in a new tab' });
    expect(card.getAttribute('href')).toBe('https://www.impots.gouv.fr/pro');
    expect(card.getAttribute('target')).toBe('_blank');
    expect(card.getAttribute('rel')).toContain('noopener');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/paperdesk/files/links/aa.png');
    expect(screen.getByRole('link', { name: 'Edit Taxes' }).getAttribute('href')).toBe('/links/list/l1');
  });

  it('filters with the search box', async () => {
    renderGrid();
    await screen.findByText('Taxes');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search links' }), { target: { value: 'bank' } });
    expect(screen.queryByText('Taxes')).toBeNull();
    expect(screen.getByText('My bank')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search links' }), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No link matches your search.')).toBeTruthy();
  });
});
