// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatApiDate } from '../../session/dateRange';
import { supplierModel } from '../../domain/suppliers/supplier.model';
import type { PaperdeskDataProvider } from '../../providers/data';
import { aCompany, aUser, fakeAuthProvider, fakeDataProvider } from '../../test/fixtures';
import { renderWithSession } from '../../test/renderWithAdmin';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { PayDialog } from './PayDialog';

const i18n = everyTextI18nProvider();
const LINES = [
  { invoiceuuid: '0b6d3a4e-6f1c-4d7e-9a55-3f0c2b1a9e01', number: 'F-1', payable: '120.00', amount: '120.00' },
  { invoiceuuid: '0b6d3a4e-6f1c-4d7e-9a55-3f0c2b1a9e02', number: 'A-2', payable: '-40.00', amount: '-40.00' },
];
afterEach(cleanup);

const SUPPLIER = '0b6d3a4e-6f1c-4d7e-9a55-3f0c2b1a9e51';
const TRANSFER = '0b6d3a4e-6f1c-4d7e-9a55-3f0c2b1a9e61';
const CHEQUE = '0b6d3a4e-6f1c-4d7e-9a55-3f0c2b1a9e62';

/** A user who may prepare and execute payments, unless `permissions` says otherwise. */
function setup(
  supplier?: string,
  supplierRead: Promise<unknown> = Promise.resolve(),
  permissions = ['CREATE_PAYMENTS', 'EXECUTE_PAYMENTS'],
  supplierType = TRANSFER,
) {
  const onSubmit = vi.fn(async (_body: unknown) => undefined);
  const onSubmitBatch = vi.fn(async (_body: unknown) => undefined);
  const onClose = vi.fn();
  const getOne = vi.fn(async (_resource: string, params: { id: unknown }) => ({
    ...(await supplierRead.then(() => ({}))),
    data: {
      id: params.id,
      uuid: params.id,
      name: 'ACME',
      paymenttypeuuid: supplierType,
      email: 'billing@acme.test',
      includeattachments: false,
      emailtemplate: 'Paid {invoices}: {total}',
    },
  }));
  const call = (async (path: string) =>
    path === '/paymenttypes'
      ? [
          { uuid: TRANSFER, name: 'Transfer', kind: 'TRANSFER' },
          { uuid: CHEQUE, name: 'Cheque', kind: 'CHEQUE' },
        ]
      : []) as PaperdeskDataProvider['call'];
  renderWithSession(
    <PayDialog
      open
      title="Pay ACME"
      lines={LINES}
      supplier={supplier}
      onClose={onClose}
      onSubmit={onSubmit}
      onSubmitBatch={onSubmitBatch}
    />,
    {
      dataProvider: fakeDataProvider({ getOne: getOne as unknown as PaperdeskDataProvider['getOne'], call }),
      authProvider: fakeAuthProvider(() => aUser({ permissions })),
      i18n,
    },
  );
  return { onSubmit, onSubmitBatch, onClose, getOne };
}

/** Asks for the payment notice by e-mail to the supplier's address and records: what was sent. */
async function recordWithNotice(onSubmit: ReturnType<typeof setup>['onSubmit']) {
  fireEvent.click(screen.getByLabelText('E-mail a payment notice'));
  expect(await screen.findByText('billing@acme.test')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls[0][0];
}

describe('the pay dialog', () => {
  it('checks each amount against what is left to pay, live, and blocks the payment meanwhile', async () => {
    const { onSubmit } = setup();
    const invoice = await screen.findByLabelText('Amount paid on F-1');
    fireEvent.change(invoice, { target: { value: '120.01' } });
    expect(await screen.findByText('More than what is left to pay')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount paid on A-2'), { target: { value: '40' } });
    expect(await screen.findByText('Positive for an invoice, negative for a credit note')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Record the payment' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('records exact amounts: an invoice partly paid, a credit note offset', async () => {
    const { onSubmit, onClose } = setup();
    fireEvent.change(await screen.findByLabelText('Amount paid on F-1'), { target: { value: '100,10' } });
    expect(await screen.findByText(/Total: €60\.10/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      // the day shown in the interface's format travels as yyyy-MM-dd
      paymentdate: formatApiDate(new Date()),
      paymentstatus: 1,
      sendMail: false,
      invoices: [
        { invoiceuuid: LINES[0].invoiceuuid, amount: '100.10' },
        { invoiceuuid: LINES[1].invoiceuuid, amount: '-40.00' },
      ],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('lets a user who may only prepare payments record one in progress, without the bank file', async () => {
    const { onSubmit } = setup(undefined, undefined, ['CREATE_PAYMENTS']);
    await screen.findByLabelText('Amount paid on F-1');
    expect(screen.getByText(/needs the right to execute payments/)).toBeTruthy();
    expect(screen.queryByLabelText('Produce the SEPA transfer file')).toBeNull();
    expect(screen.queryByLabelText('Produce the international transfer file')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ paymentstatus: 0 });
  });

  it('offers the bank files to a user who may execute payments', async () => {
    setup();
    expect(await screen.findByLabelText('Produce the SEPA transfer file')).toBeTruthy();
    expect(screen.queryByText(/needs the right to execute payments/)).toBeNull();
  });

  it("puts a transfer type in place of the supplier's cheque type once the bank file is asked for", async () => {
    const { onSubmitBatch } = setup(SUPPLIER, undefined, undefined, CHEQUE);
    const type = await screen.findByRole('combobox', { name: 'Payment type' });
    await waitFor(() => expect(type.textContent).toBe('Cheque'));
    fireEvent.click(screen.getByLabelText('Produce the SEPA transfer file'));
    await waitFor(() => expect(type.textContent).toBe('Transfer'));
    fireEvent.mouseDown(type);
    expect((await screen.findByRole('option', { name: 'Cheque' })).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(onSubmitBatch).toHaveBeenCalled());
    expect(onSubmitBatch.mock.calls[0][0]).toMatchObject({ paymenttype: TRANSFER, transfer: true });
  });

  it('records in progress, without the bank file, with four-eyes payments: someone else executes it', async () => {
    const onSubmit = vi.fn(async (_body: unknown) => undefined);
    renderWithSession(
      <PayDialog open title="Pay" lines={LINES} onClose={vi.fn()} onSubmit={onSubmit} onSubmitBatch={vi.fn()} />,
      {
        dataProvider: fakeDataProvider({ getCompanyInfo: async () => aCompany({ paymentfoureyes: true }) }),
        authProvider: fakeAuthProvider(() => aUser({ permissions: ['CREATE_PAYMENTS', 'EXECUTE_PAYMENTS'] })),
        i18n,
      },
    );
    expect(await screen.findByText(/Four-eyes payments: someone else marks it done/)).toBeTruthy();
    expect(screen.queryByLabelText('Produce the SEPA transfer file')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ paymentstatus: 0 });
  });

  it('reads no supplier when none is paid', async () => {
    const { getOne } = setup();
    await screen.findByLabelText('Amount paid on F-1');
    expect(getOne).not.toHaveBeenCalled();
  });

  it('reads the one supplier paid for its payment type, e-mail and template', async () => {
    const { onSubmit, getOne } = setup(SUPPLIER);
    await waitFor(() =>
      expect(getOne).toHaveBeenCalledWith(supplierModel.name, expect.objectContaining({ id: SUPPLIER })),
    );
    expect(await screen.findByText('Transfer')).toBeTruthy();
    expect(await recordWithNotice(onSubmit)).toMatchObject({
      paymenttype: TRANSFER,
      sendMail: true,
      recipients: ['billing@acme.test'],
      includeAttachements: false,
    });
    // the notice the server's automatic one would be (src/domain/payments/notice.ts): the company's language, French by default
    const sent = onSubmit.mock.calls[0][0] as { mailContent: string; mailSubject: string };
    expect(sent.mailContent).toMatch(/^Paid F-1, A-2: 80,00\s€$/);
    expect(sent.mailSubject).toBe('Règlement des factures F-1, A-2 — Acme');
  });

  it('keeps what was typed when the supplier arrives after, and takes its payment type and e-mail', async () => {
    let arrive = () => {};
    const { onSubmit } = setup(
      SUPPLIER,
      new Promise<void>((resolve) => {
        arrive = resolve;
      }),
    );
    fireEvent.change(await screen.findByLabelText('Amount paid on F-1'), { target: { value: '100.10' } });
    arrive();
    expect(await screen.findByText('Transfer')).toBeTruthy();
    expect((screen.getByLabelText('Amount paid on F-1') as HTMLInputElement).value).toBe('100.10');
    expect(await recordWithNotice(onSubmit)).toMatchObject({
      paymenttype: TRANSFER,
      recipients: ['billing@acme.test'],
      invoices: [{ amount: '100.10' }, { amount: '-40.00' }],
    });
  });

  it('shows a foreign total in euros at the company’s own rate, labelled as such, and pays it in its currency', async () => {
    const gbp = [{ ...LINES[0], number: 'UK-1', payable: '1021.91', amount: '1021.91', currency: 'GBP' }];
    const onSubmit = vi.fn(async (_body: unknown) => undefined);
    renderWithSession(
      <PayDialog open title="Pay" lines={gbp} onClose={vi.fn()} onSubmit={onSubmit} onSubmitBatch={vi.fn()} />,
      {
        dataProvider: fakeDataProvider({ getCompanyInfo: async () => aCompany({ exchangerates: { GBP: '1.165' } }) }),
        authProvider: fakeAuthProvider(() => aUser({ permissions: ['CREATE_PAYMENTS', 'EXECUTE_PAYMENTS'] })),
        i18n,
      },
    );
    expect(await screen.findByText(/Total: £1,021\.91/)).toBeTruthy();
    const converted = await screen.findByTestId('converted-total');
    expect(converted.textContent).toBe('≈ €1,190.53 at your company’s rate (1 GBP = 1.165 €)');
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      invoices: [{ invoiceuuid: gbp[0].invoiceuuid, amount: '1021.91' }],
    });
  });
});
