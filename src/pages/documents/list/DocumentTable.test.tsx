// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aDocument, GROUP, LABEL } from '../testing/fixtures';
import { renderDocumentsPage } from '../testing/renderDocumentsPage';
import { toRow } from './documentRows';
import { DocumentTable } from './DocumentTable';

afterEach(cleanup);

const index = { group: new Map([[GROUP.uuid, GROUP]]), label: new Map([[LABEL.uuid, LABEL]]) } as unknown as Parameters<
  typeof toRow
>[1];
const rows = [
  toRow(aDocument({ brancheuuid: 'b1' }), index),
  toRow(aDocument({ uuid: 'd2', id: 'F-2', brancheuuid: 'm' }), index),
];
const paging = { page: 1, perPage: 25, total: 2, setPage: () => {}, setPerPage: () => {} };

describe('documents table', () => {
  // the branch column shows from the md breakpoint: happy-dom leaves it hidden, hence text queries
  it("says each row's branch in Overview Mode, and only then", async () => {
    const names: Record<string, string> = { b1: 'Delacroix Lyon', m: 'Delacroix (Master company)' };
    renderDocumentsPage(
      <DocumentTable
        rows={rows}
        sort={{ field: 'date', order: 'DESC' }}
        onSort={() => {}}
        paging={paging}
        branchName={(id) => names[id]}
      />,
      { path: '/x' },
    );
    const table = await screen.findByRole('table', { name: 'Documents list' });
    expect(within(table).getByText('Branch')).toBeTruthy();
    expect(within(table).getByText('Delacroix Lyon')).toBeTruthy();
    expect(within(table).getByText('Delacroix (Master company)')).toBeTruthy();
    cleanup();
    renderDocumentsPage(
      <DocumentTable rows={rows} sort={{ field: 'date', order: 'DESC' }} onSort={() => {}} paging={paging} />,
      { path: '/x' },
    );
    expect(within(await screen.findByRole('table', { name: 'Documents list' })).queryByText('Branch')).toBeNull();
  });
});
