// @vitest-environment happy-dom
/**
 * The bank pages show money with its currency: a line in pounds, its candidate payment in pounds and a customer
 * invoice in euros on the reconciliation page; an account in pounds on the balances page.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankBalanceRecord, BankLineRecord } from '../../domain/bankStatements/bankStatement.model';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { renderWithFakeApi } from '../../test/fakeApi';
import { BalancesPage } from './BalancesPage';
import { ReconciliationPage } from './ReconciliationPage';

const LINE: BankLineRecord = {
  id: 'l1',
  statement: 's1',
  bankaccount: 'a1',
  lineNo: 1,
  state: 'PROPOSED',
  bookingDate: '2026-11-24',
  valueDate: null,
  amount: '-1021.91',
  currency: 'GBP',
  bankRef: '',
  endToEndId: '',
  counterpartyName: 'Thames Paper Ltd',
  counterpartyIban: '',
  remittance: 'UK-7',
  matches: [
    {
      id: 'm1',
      rule: 'AMOUNT_IBAN',
      status: 'PROPOSED',
      payment: {
        uuid: 'p1',
        name: 'Transfer',
        suppliername: 'Thames Paper Ltd',
        paymentdate: '2026-11-23',
        paymentstatus: 0,
        total: '1021.91',
        currency: 'GBP',
      },
      document: null,
    },
    {
      id: 'm2',
      rule: 'INVOICE_NUMBER',
      status: 'PROPOSED',
      payment: null,
      document: {
        uuid: 'd1',
        number: 'C-12',
        suppliername: 'Client SA',
        solde: '12.50',
        totalttc: '12.50',
        currency: 'EUR',
      },
    },
  ],
};
const ACCOUNT: BankBalanceRecord = {
  id: 'a1',
  name: 'London account',
  iban: 'GB29NWBK60161331926819',
  bankBalance: '5000.00',
  bankDate: '2026-11-24',
  currency: 'GBP',
  unreconciledLines: { count: 1, total: '-1021.91' },
  paymentsInProgress: { count: 1, total: '1021.91' },
  bookBalance: '5000.00',
};

vi.mock('./bankApi', () => ({
  bankApi: {
    lines: async () => ({ rows: [LINE], total: 1 }),
    balances: async () => [ACCOUNT],
  },
}));
afterEach(cleanup);

const render = (ui: React.ReactNode) =>
  renderWithFakeApi(ui, {
    path: '/bank',
    permissions: ['VIEW_PAYMENTS'],
    i18nProvider: everyTextI18nProvider(),
  });

describe('bank pages', () => {
  it('show a line and its candidates each in its own currency', async () => {
    render(<ReconciliationPage />);
    const line = await screen.findByTestId('bank-line', {}, { timeout: 3000 });
    expect(within(line).getByText('-£1,021.91')).toBeTruthy();
    expect(within(line).getByText(/Thames Paper Ltd · .* · £1,021\.91 ·/)).toBeTruthy();
    expect(within(line).getByText(/Client SA · C-12 · €12\.50/)).toBeTruthy();
    expect(within(line).queryByText(/€1,021\.91/)).toBeNull();
  });

  it("show an account's balances in its currency", async () => {
    render(<BalancesPage />);
    const card = await screen.findByTestId('bank-balance', {}, { timeout: 3000 });
    expect(within(card).getAllByText('£5,000.00')).toHaveLength(2);
    expect(within(card).getByText('-£1,021.91')).toBeTruthy();
    expect(within(card).getByText('£1,021.91')).toBeTruthy();
    expect(within(card).queryByText(/€/)).toBeNull();
  });
});
