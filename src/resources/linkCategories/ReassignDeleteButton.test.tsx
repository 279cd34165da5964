// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider, TestMemoryRouter, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryList } from '../../providers/data/listQuery';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { fakeAuthProvider, fakeDataProvider } from '../../test/fixtures';
import { linkCategoryModel } from '../../domain/linkCategories/linkCategory.model';
import { ReassignDeleteButton } from './ReassignDeleteButton';

const rows: Record<string, Array<Record<string, unknown>>> = {
  'links/categories': [
    { id: 'c1', name: 'Old', index: 0 },
    { id: 'c2', name: 'Banks', index: 1 },
    { id: 'c3', name: 'Taxes', index: 2 },
  ],
  'links/list': [
    { id: 'l1', name: 'A', categoryuuid: 'c1' },
    { id: 'l2', name: 'B', categoryuuid: 'c1' },
    { id: 'l3', name: 'C', categoryuuid: 'c2' },
  ],
};

function renderButton(record = { id: 'c1', name: 'Old' }) {
  const call = vi.fn(async () => ({ success: true }));
  const dataProvider = fakeDataProvider({
    call: call as never,
    getList: async (r: string, p: GetListParams) => queryList(rows[r] ?? [], p) as never,
  });
  render(
    <TestMemoryRouter initialEntries={['/links/categories/c1']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider()}
        i18nProvider={everyTextI18nProvider()}
        store={memoryStore()}
      >
        <RecordContextProvider value={record}>
          <ReassignDeleteButton model={linkCategoryModel} childResource="links/list" texts="linkcategories.reassign" />
        </RecordContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return call;
}

afterEach(cleanup);

describe('deleting a category from its edit page', () => {
  it('asks where its links go, offering the other categories, and sends newCategoryUUID', async () => {
    const call = renderButton();
    fireEvent.click(screen.getByTestId('reassign-delete'));
    expect(await screen.findByText('Links in this category: 2.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Move its links to' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Banks', 'Taxes', 'No category (uncategorised)']);
    fireEvent.click(screen.getByRole('option', { name: 'Taxes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/links/categories/c1', { method: 'DELETE', query: { newCategoryUUID: 'c3' } }),
    );
  });

  it('can leave the links uncategorised', async () => {
    const call = renderButton();
    fireEvent.click(screen.getByTestId('reassign-delete'));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Move its links to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No category (uncategorised)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/links/categories/c1', {
        method: 'DELETE',
        query: { newCategoryUUID: 'none' },
      }),
    );
  });

  it('asks nothing more for an empty category, and cancelling deletes nothing', async () => {
    const call = renderButton({ id: 'c3', name: 'Taxes' });
    fireEvent.click(screen.getByTestId('reassign-delete'));
    expect(await screen.findByText('This category holds no links.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(call).not.toHaveBeenCalled();
  });
});
