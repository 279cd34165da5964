// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../providers/data/http';
import { aBalance, aLine, EDF, ORANGE } from './testing/fixtures';
import { pageOf, renderPaymentsTab } from './testing/renderPaymentsTab';
import { BalancesTab } from './BalancesTab';

beforeEach(() => {
  localStorage.clear();
});
afterEach(cleanup);

const SUMMARY = 'GET /soldes/summary/m/all';
const STATEMENT = `GET /soldes/m/${EDF}`;
/** 30 lines; the server's running balance says 1,000.00 was owed before them. */
const LINES = Array.from({ length: 30 }, (_, i) =>
  aLine(i + 1, { credit: '10.00', balance: `${1000 + 10 * (i + 1)}.00` }),
);
const api = {
  [SUMMARY]: [aBalance(EDF, 'EDF', '1300.00'), aBalance(ORANGE, 'Orange', '-12.00')],
  [STATEMENT]: (req: ApiRequest) => pageOf(LINES, req),
};

describe('balances', () => {
  it("asks the server for a page of the branch's suppliers, by name, or by what is owed", async () => {
    const { queries } = renderPaymentsTab(<BalancesTab />, { api });
    const t = await screen.findByRole('table', { name: 'Balances by supplier or customer' });
    await within(t).findByText('Orange');
    expect(within(t).getByText('-€12.00')).toBeTruthy();
    expect(queries(SUMMARY)[0]).toEqual({ filter: '{}', range: '[0,24]', sort: '["suppliername","ASC"]' });
    fireEvent.click(within(t).getByText('Owed'));
    await waitFor(() => expect(queries(SUMMARY).at(-1)?.sort).toBe('["solde","ASC"]'));
    expect(screen.getByText('Choose a supplier to see the statement.')).toBeTruthy();
  });

  it("shows a chosen supplier's statement a page at a time, with the server's running balance", async () => {
    const { queries } = renderPaymentsTab(<BalancesTab />, { api });
    const summary = await screen.findByRole('table', { name: 'Balances by supplier or customer' });
    fireEvent.click(await within(summary).findByText('EDF'));
    const statement = await screen.findByRole('table', { name: 'Statement' });
    await within(statement).findByText('F-1');
    expect(screen.getByRole('heading', { name: 'Statement of EDF' })).toBeTruthy();
    expect(queries(STATEMENT)[0]).toMatchObject({ range: '[0,24]' });
    expect(within(statement).getByText('€1,010.00')).toBeTruthy();
    expect(within(statement).queryByRole('button', { name: 'Balance' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await within(statement).findByText('F-26');
    expect(queries(STATEMENT).at(-1)?.range).toBe('[25,49]');
    expect(within(statement).getByText('€1,260.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export…' })).toBeNull();
  });

  it('shows each statement line with its currency: pounds stay pounds, each currency its own balance', async () => {
    const mixed = [
      aLine(1, { credit: '100.00', balance: '100.00' }),
      aLine(2, { currency: 'GBP', credit: '1021.91', balance: '1021.91' }),
      aLine(3, { currency: 'GBP', type: 'PAYMENT', number: 'Transfer', debit: '21.91', balance: '1000.00' }),
    ];
    renderPaymentsTab(<BalancesTab />, { api: { ...api, [STATEMENT]: (req: ApiRequest) => pageOf(mixed, req) } });
    const summary = await screen.findByRole('table', { name: 'Balances by supplier or customer' });
    fireEvent.click(await within(summary).findByText('EDF', {}, { timeout: 3000 }));
    const statement = await screen.findByRole('table', { name: 'Statement' });
    const pounds = (await within(statement).findByText('F-2')).closest('tr')!;
    expect(within(pounds).getAllByText('£1,021.91')).toHaveLength(2);
    const paid = within(statement).getByText('Transfer').closest('tr')!;
    expect(within(paid).getByText('£21.91')).toBeTruthy();
    expect(within(paid).getByText('£1,000.00')).toBeTruthy();
    expect(within(statement).getAllByText('€100.00')).toHaveLength(2);
  });

  it('offers one export of the statement, the localised "Export…", for those allowed to', async () => {
    renderPaymentsTab(<BalancesTab />, { api, permissions: ['EXPORT_SOLDES'] });
    const summary = await screen.findByRole('table', { name: 'Balances by supplier or customer' });
    fireEvent.click(await within(summary).findByText('EDF'));
    await screen.findByRole('table', { name: 'Statement' });
    expect(await screen.findByRole('button', { name: 'Export…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /CSV/ })).toBeNull();
  });
});
