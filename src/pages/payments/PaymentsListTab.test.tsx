// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../providers/data/http';
import { defaultApiDateRange } from '../../session/dateRange';
import { useSession } from '../../session/SessionContext';
import { anInvoice, aPayment, EDF, ORIGIN_TYPE, uuid } from './testing/fixtures';
import { pageOf, renderPaymentsTab } from './testing/renderPaymentsTab';
import { PaymentsListTab } from './PaymentsListTab';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const PAYMENTS = [
  aPayment(),
  ...Array.from({ length: 29 }, (_, i) => aPayment({ uuid: uuid(1000 + i), name: `VIR-${i + 2}` })),
];
const LIST = 'GET /payments';
const api = (extra: Record<string, unknown> = {}) => ({ [LIST]: (req: ApiRequest) => pageOf(PAYMENTS, req), ...extra });
/** The top bar's date range, reduced to its part that matters here. */
function NewRange() {
  const { setDateRange } = useSession();
  return (
    <button type="button" onClick={() => setDateRange({ fromDate: '2025-01-01', toDate: '2025-12-31' })}>
      2025
    </button>
  );
}
const table = () => screen.findByRole('table', { name: 'Payments' });

describe('payments list', () => {
  it("asks the server for a page of the origin type's payments in the date range, latest first", async () => {
    const { queries } = renderPaymentsTab(<PaymentsListTab originType={ORIGIN_TYPE} />, { api: api() });
    const t = await table();
    await within(t).findByText('VIR-1');
    const { fromDate, toDate } = defaultApiDateRange();
    expect(queries(LIST)[0]).toEqual({
      filter: JSON.stringify({ originType: ORIGIN_TYPE, fromDate, toDate }),
      range: '[0,24]',
      sort: '["paymentdate","DESC"]',
    });
    expect(screen.getByText('30 payments')).toBeTruthy();
    expect(within(t).queryByText('VIR-26')).toBeNull();
    fireEvent.click(within(t).getByText('Supplier / customer'));
    await waitFor(() => expect(queries(LIST).at(-1)?.sort).toBe('["suppliername","ASC"]'));
    expect(within(t).queryByRole('button', { name: 'Total' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search a reference or a supplier'), { target: { value: 'VIR-7' } });
    await waitFor(() => expect(JSON.parse(String(queries(LIST).at(-1)?.filter)).q).toBe('VIR-7'));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(queries(LIST).at(-1)?.range).toBe('[25,49]'));
  });

  it('names who prepared and who executed each payment, and offers executing only to who may', async () => {
    const rows = [
      aPayment({ paymentstatus: 0, preparedby: 'Paul Preparer' }),
      aPayment({
        uuid: uuid(950),
        name: 'VIR-2',
        preparedby: 'Paul Preparer',
        doneby: 'Ada Admin',
        donedate: '2026-02-03T09:00:00.000Z',
      }),
    ];
    const list = { [LIST]: (req: ApiRequest) => pageOf(rows, req) };
    renderPaymentsTab(<PaymentsListTab originType={ORIGIN_TYPE} />, {
      permissions: ['UPDATE_PAYMENTS'],
      api: list,
    });
    let t = await table();
    await within(t).findByText('VIR-1');
    expect(within(t).getAllByText(/^Prepared by Paul Preparer on /)).toHaveLength(2);
    expect(within(t).getByText(/^Executed by Ada Admin on /)).toBeTruthy();
    expect(within(t).getByText('Not executed yet')).toBeTruthy();
    expect(within(t).queryByLabelText('Mark VIR-1 done')).toBeNull();
    expect(within(t).queryByLabelText('Download the SEPA transfer file of VIR-1')).toBeNull();
    cleanup();
    renderPaymentsTab(<PaymentsListTab originType={ORIGIN_TYPE} />, { permissions: ['EXECUTE_PAYMENTS'], api: list });
    t = await table();
    expect(await within(t).findByLabelText('Mark VIR-1 done')).toBeTruthy();
    expect(within(t).getByLabelText('Download the SEPA transfer file of VIR-1')).toBeTruthy();
  });

  it('with four-eyes payments, offers executing a payment to everyone with the right but who prepared it', async () => {
    const rows = [
      aPayment({ paymentstatus: 0, preparedby: 'Paul Preparer', preparedbyuuid: 'u1' }),
      aPayment({ uuid: uuid(951), name: 'VIR-3', paymentstatus: 0, preparedby: 'Ada Admin', preparedbyuuid: 'u2' }),
    ];
    renderPaymentsTab(<PaymentsListTab originType={ORIGIN_TYPE} />, {
      permissions: ['EXECUTE_PAYMENTS'],
      api: { [LIST]: (req: ApiRequest) => pageOf(rows, req) },
      company: { paymentfoureyes: true },
    });
    const t = await table();
    expect(await within(t).findByLabelText('Mark VIR-3 done')).toBeTruthy();
    expect(within(t).getByLabelText('Download the SEPA transfer file of VIR-3')).toBeTruthy();
    expect(within(t).queryByLabelText('Mark VIR-1 done')).toBeNull();
    expect(within(t).queryByLabelText('Download the SEPA transfer file of VIR-1')).toBeNull();
  });

  it('deletes a payment once confirmed, then reads the page again', async () => {
    const { calls, queries } = renderPaymentsTab(<PaymentsListTab originType={ORIGIN_TYPE} />, {
      permissions: ['DELETE_PAYMENTS'],
      api: api({ [`DELETE /payments/${uuid(900)}`]: { success: true } }),
    });
    const t = await table();
    await within(t).findByText('VIR-1');
    expect(within(t).queryByLabelText('Edit VIR-1')).toBeNull();
    const before = queries(LIST).length;
    fireEvent.click(within(t).getByLabelText('Delete VIR-1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.key === `DELETE /payments/${uuid(900)}`)).toBe(true));
    await waitFor(() => expect(queries(LIST).length).toBeGreaterThan(before));
    expect(await screen.findByText('Payment deleted')).toBeTruthy();
  });

  it("edits a payment up to what is left on its documents plus what it paid, read for the payment's documents only", async () => {
    const { calls, queries } = renderPaymentsTab(<PaymentsListTab originType={ORIGIN_TYPE} />, {
      permissions: ['UPDATE_PAYMENTS'],
      api: api({
        [`POST /documents/${EDF}`]: [anInvoice(1, { solde: '70.00' })],
        [`PUT /payments/${uuid(900)}`]: aPayment({ total: '120.00' }),
      }),
    });
    const t = await table();
    await within(t).findByText('VIR-1');
    fireEvent.click(within(t).getByLabelText('Edit VIR-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the payment' });
    expect(calls.find((c) => c.key === `POST /documents/${EDF}`)?.req.body).toEqual([uuid(1)]);
    expect(within(dialog).getByText('€120.00')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Amount paid on F-1'), { target: { value: '120.01' } });
    expect(await within(dialog).findByText('More than what is left to pay')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Amount paid on F-1'), { target: { value: '120' } });
    const before = queries(LIST).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(calls.some((c) => c.key === `PUT /payments/${uuid(900)}`)).toBe(true));
    expect(calls.find((c) => c.key === `PUT /payments/${uuid(900)}`)?.req.body).toMatchObject({
      name: 'VIR-1',
      invoices: [{ invoiceuuid: uuid(1), amount: '120.00' }],
    });
    await waitFor(() => expect(queries(LIST).length).toBeGreaterThan(before));
    expect(calls.some((c) => c.key === 'GET /invoicestopay')).toBe(false);
  });

  it("follows the top bar's date range, from the first page", async () => {
    const { queries } = renderPaymentsTab(
      <>
        <NewRange />
        <PaymentsListTab originType={ORIGIN_TYPE} />
      </>,
      { api: api() },
    );
    await within(await table()).findByText('VIR-1');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(queries(LIST).at(-1)?.range).toBe('[25,49]'));
    fireEvent.click(screen.getByRole('button', { name: '2025' }));
    await waitFor(() =>
      expect(queries(LIST).at(-1)).toEqual({
        filter: JSON.stringify({ originType: ORIGIN_TYPE, fromDate: '2025-01-01', toDate: '2025-12-31' }),
        range: '[0,24]',
        sort: '["paymentdate","DESC"]',
      }),
    );
  });
});
