// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/renderWithAdmin';
import { ListPagination } from './ListPagination';

afterEach(cleanup);

const paging = { page: 1, perPage: 50, total: 10000, setPage: () => {}, setPerPage: () => {} };

describe('the page control of a server-paged list', () => {
  it('says the total, and that it is a lower bound when the server stopped counting', async () => {
    renderWithSession(<ListPagination paging={{ ...paging, totalAtLeast: true }} sizes={[25, 50]} />);
    expect(await screen.findByText('1-50 of 10000+')).toBeTruthy();
    expect(screen.getByRole('button', { name: /next page/i })).toBeTruthy();
  });

  it('says an exact total as it is', async () => {
    renderWithSession(<ListPagination paging={paging} sizes={[25, 50]} />);
    expect(await screen.findByText('1-50 of 10000')).toBeTruthy();
  });
});
