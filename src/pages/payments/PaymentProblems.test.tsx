// @vitest-environment happy-dom
/** An invoice the server says cannot be paid (spec §5): marked in the invoices to pay, told and held in the pay dialog. */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ApiRequest } from '../../providers/data/http';
import { anInvoice, EDF, ORIGIN_TYPE } from './testing/fixtures';
import { pageOf, renderPaymentsTab } from './testing/renderPaymentsTab';
import { InvoicesToPayTab } from './InvoicesToPayTab';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const INVOICES = [
  anInvoice(1, { problems: [] }),
  anInvoice(2, { problems: ['document.error.amounts', 'document.error.supplier'] }),
];

it('marks an invoice that cannot be paid, and the dialog says why and records nothing', async () => {
  renderPaymentsTab(<InvoicesToPayTab originType={ORIGIN_TYPE} />, {
    permissions: ['CREATE_PAYMENTS'],
    api: {
      'GET /invoicestopay': (req: ApiRequest) => pageOf(INVOICES, req),
      [`GET /suppliers/${EDF}`]: { uuid: EDF, name: 'EDF', email: '', emailtemplate: '' },
    },
  });
  const table = await screen.findByRole('table', { name: 'Invoices to pay' });
  await within(table).findAllByText('F-1');
  // one row is marked (its number is shown twice: under the supplier at 420 px, in its column when wide)
  const marks = within(table).getAllByTestId('payment-problems');
  const f2 = within(table).getAllByRole('row')[2];
  expect(marks.map((m) => m.closest('tr'))).toEqual([f2, f2]);
  expect(new Set(marks.map((m) => m.getAttribute('aria-label')))).toEqual(
    new Set([
      'Cannot be paid: The amounts do not add up (excl. VAT + VAT = incl. VAT, signs by type). The document source is missing.',
    ]),
  );

  fireEvent.click(within(table).getByLabelText('Select F-1'));
  fireEvent.click(within(table).getByLabelText('Select F-2'));
  fireEvent.click(screen.getByRole('button', { name: 'Pay 2 documents' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay EDF' });
  expect(within(dialog).getByText('This invoice cannot be paid until it is corrected:')).toBeTruthy();
  expect(within(dialog).getByText(/^F-2: The amounts do not add up/)).toBeTruthy();
  const record = within(dialog).getByRole('button', { name: 'Record the payment' }) as HTMLButtonElement;
  expect(record.disabled).toBe(true);
});
