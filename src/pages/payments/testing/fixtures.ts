import type { BalanceLine, BalanceSummary, InvoiceToPay, PaymentRecord } from '../../../domain/payments/payment.model';

export const ORIGIN_TYPE = '00000000-0000-4000-8000-00000000000a';
export const EDF = '00000000-0000-4000-8000-0000000000e1';
export const ORANGE = '00000000-0000-4000-8000-0000000000e2';
/** A valid uuid numbered n (documents, payments). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const anInvoice = (n: number, patch: Partial<InvoiceToPay> = {}): InvoiceToPay => ({
  supplieruuid: EDF,
  suppliername: 'EDF',
  brancheuuid: 'm',
  invoiceuuid: uuid(n),
  invoiceNumber: `F-${n}`,
  date: '2026-01-15',
  duedate: '2026-02-15',
  solde: '120.00',
  totalttc: '120.00',
  tva: '20.00',
  currency: 'EUR',
  type: 'INVOICE',
  status: 2,
  ...patch,
});

export const aPayment = (patch: Partial<PaymentRecord> = {}): PaymentRecord => ({
  uuid: uuid(900),
  name: 'VIR-1',
  description: '',
  paymenttype: null,
  paymentdate: '2026-02-01',
  creationdate: '2026-02-01T10:00:00.000Z',
  paymentstatus: 1,
  supplier: EDF,
  suppliername: 'EDF',
  branche: 'm',
  origintype: ORIGIN_TYPE,
  currency: 'EUR',
  total: '50.00',
  invoices: [{ uuid: uuid(901), invoiceuuid: uuid(1), invoicenumber: 'F-1', amount: '50.00' }],
  preparedby: null,
  preparedbyuuid: null,
  doneby: null,
  reconciled: false,
  donedate: null,
  ...patch,
});

export const aBalance = (
  supplieruuid: string,
  suppliername: string,
  solde: string,
  currency = 'EUR',
): BalanceSummary => ({
  supplieruuid,
  suppliername,
  currency,
  solde,
});

export const aLine = (n: number, patch: Partial<BalanceLine>): BalanceLine => ({
  uuid: uuid(n),
  date: '2026-01-15',
  creationdate: '2026-01-15T08:00:00.000Z',
  supplieruuid: EDF,
  suppliername: 'EDF',
  number: `F-${n}`,
  status: 2,
  debit: '0.00',
  credit: '0.00',
  invoicesolde: null,
  invoiceuuid: null,
  type: 'INVOICE',
  currency: 'EUR',
  balance: '0.00',
  ...patch,
});
