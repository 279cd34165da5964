// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../providers/data/http';
import { anInvoice, EDF, ORANGE, ORIGIN_TYPE, uuid } from './testing/fixtures';
import { pageOf, renderPaymentsTab } from './testing/renderPaymentsTab';
import { InvoicesToPayTab } from './InvoicesToPayTab';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** 60 invoices of EDF; the second one of Orange. */
const INVOICES = Array.from({ length: 60 }, (_, i) =>
  i === 1
    ? anInvoice(2, { supplieruuid: ORANGE, suppliername: 'Orange', invoiceNumber: 'O-2', solde: '30.00' })
    : anInvoice(i + 1),
);
const LIST = 'GET /invoicestopay';
const api = (extra: Record<string, unknown> = {}) => ({ [LIST]: (req: ApiRequest) => pageOf(INVOICES, req), ...extra });
const table = () => screen.findByRole('table', { name: 'Invoices to pay' });

describe('invoices to pay', () => {
  it('asks the server for one page, earliest due first, and pages on', async () => {
    const { queries } = renderPaymentsTab(<InvoicesToPayTab originType={ORIGIN_TYPE} />, { api: api() });
    await within(await table()).findAllByText('F-1');
    expect(queries(LIST)[0]).toEqual({
      filter: JSON.stringify({ originType: ORIGIN_TYPE }),
      range: '[0,24]',
      sort: '["duedate","ASC"]',
    });
    expect(screen.getByText('60 invoices to pay')).toBeTruthy();
    expect(within(await table()).getAllByRole('row')).toHaveLength(26);
    expect(within(await table()).queryByText('F-26')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await within(await table()).findAllByText('F-26');
    expect(queries(LIST).at(-1)?.range).toBe('[25,49]');
  });

  it('sorts, searches and filters by supplier on the server', async () => {
    const { queries } = renderPaymentsTab(<InvoicesToPayTab originType={ORIGIN_TYPE} />, {
      api: api({ 'GET /suppliers': [{ uuid: ORANGE, name: 'Orange' }] }),
    });
    const t = await table();
    await within(t).findAllByText('F-1');
    fireEvent.click(within(t).getByText('Left to pay'));
    await waitFor(() => expect(queries(LIST).at(-1)?.sort).toBe('["solde","ASC"]'));
    fireEvent.click(within(t).getByText('Left to pay'));
    await waitFor(() => expect(queries(LIST).at(-1)?.sort).toBe('["solde","DESC"]'));
    fireEvent.change(screen.getByLabelText('Search a number or a supplier'), { target: { value: 'O-2' } });
    await waitFor(() =>
      expect(JSON.parse(String(queries(LIST).at(-1)?.filter))).toEqual({ originType: ORIGIN_TYPE, q: 'O-2' }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Supplier / customer' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Orange' }));
    await waitFor(() =>
      expect(JSON.parse(String(queries(LIST).at(-1)?.filter))).toEqual({
        originType: ORIGIN_TYPE,
        q: 'O-2',
        supplieruuid: ORANGE,
      }),
    );
    expect(queries(LIST).at(-1)?.range).toBe('[0,24]');
  });

  it('keeps invoices chosen on several pages and pays them in one payment', async () => {
    const { calls, queries } = renderPaymentsTab(<InvoicesToPayTab originType={ORIGIN_TYPE} />, {
      permissions: ['CREATE_PAYMENTS'],
      api: api({
        'POST /payments': { paySuccess: true, payment: {} },
        [`GET /suppliers/${EDF}`]: { uuid: EDF, name: 'EDF', email: '', emailtemplate: '' },
      }),
    });
    const t = await table();
    await within(t).findAllByText('F-1');
    fireEvent.click(within(t).getByLabelText('Select F-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await within(t).findAllByText('F-26');
    fireEvent.click(within(t).getByLabelText('Select F-26'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    const before = queries(LIST).length;
    fireEvent.click(screen.getByRole('button', { name: 'Pay 2 documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay EDF' });
    expect(within(dialog).getByLabelText('Amount paid on F-1')).toBeTruthy();
    expect(within(dialog).getByLabelText('Amount paid on F-26')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /payments')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /payments')?.req.body).toMatchObject({
      invoices: [
        { invoiceuuid: uuid(1), amount: '120.00' },
        { invoiceuuid: uuid(26), amount: '120.00' },
      ],
    });
    await waitFor(() => expect(queries(LIST).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
  });

  it('pays invoices of two suppliers in one action, one payment each, and keeps those of one when asked', async () => {
    const { calls } = renderPaymentsTab(<InvoicesToPayTab originType={ORIGIN_TYPE} />, {
      permissions: ['CREATE_PAYMENTS', 'EXECUTE_PAYMENTS'],
      api: api({ 'POST /payments/batch': { paySuccess: true, payments: [{ uuid: 'p1' }, { uuid: 'p2' }] } }),
    });
    const t = await table();
    await within(t).findAllByText('O-2');
    fireEvent.click(within(t).getByLabelText('Select F-1'));
    fireEvent.click(within(t).getByLabelText('Select O-2'));
    fireEvent.click(within(t).getByLabelText('Select F-3'));
    expect(screen.getByText('2 suppliers selected: one payment is recorded for each')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay 3 documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay 2 suppliers' });
    expect(within(dialog).getByText('Orange: €30.00')).toBeTruthy();
    expect(within(dialog).getByText('EDF: €240.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the payments' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /payments/batch')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /payments/batch')?.req.body).toMatchObject({
      transfer: false,
      paymentstatus: 1,
      invoices: [
        { invoiceuuid: uuid(1), amount: '120.00' },
        { invoiceuuid: uuid(2), amount: '30.00' },
        { invoiceuuid: uuid(3), amount: '120.00' },
      ],
    });
    await waitFor(() => expect(screen.queryByText('3 selected')).toBeNull());
    // keeping the documents of one supplier only
    fireEvent.click(within(t).getByLabelText('Select F-1'));
    fireEvent.click(within(t).getByLabelText('Select O-2'));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep only Orange (1)' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(screen.queryByText(/suppliers selected/)).toBeNull();
  });

  it('selects a whole page at once, and offers no selection without the right to pay', async () => {
    renderPaymentsTab(<InvoicesToPayTab originType={ORIGIN_TYPE} />, { permissions: ['CREATE_PAYMENTS'], api: api() });
    const t = await table();
    await within(t).findAllByText('F-1');
    fireEvent.click(within(t).getByLabelText('Select the invoices of this page'));
    expect(screen.getByText('25 selected')).toBeTruthy();
    cleanup();
    renderPaymentsTab(<InvoicesToPayTab originType={ORIGIN_TYPE} />, { api: api() });
    await within(await table()).findAllByText('F-1');
    expect(screen.queryByLabelText('Select F-1')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});
