import type { InvoiceToPay } from '../../domain/payments/payment.model';
import type { PayLine } from './PayDialog';

/** The chosen invoices by invoiceuuid, with their rows (they may come from several pages). */
export type InvoiceSelection = ReadonlyMap<string, InvoiceToPay>;

/** One payment pays documents of one supplier in one branch (spec §4), in one currency: the payee of an invoice. */
export const payeeOf = (i: Pick<InvoiceToPay, 'brancheuuid' | 'supplieruuid' | 'currency'>) =>
  `${i.brancheuuid}|${i.supplieruuid ?? ''}|${i.currency}`;

export interface Payee {
  key: string;
  suppliername: string;
  count: number;
}

/** The payees of a selection, in the order they were first chosen. */
export function payeesOf(selection: InvoiceSelection): Payee[] {
  const payees = new Map<string, Payee>();
  for (const i of selection.values()) {
    const key = payeeOf(i);
    const name = i.currency === 'EUR' ? i.suppliername : `${i.suppliername} (${i.currency})`;
    const payee = payees.get(key) ?? { key, suppliername: name, count: 0 };
    payee.count += 1;
    payees.set(key, payee);
  }
  return [...payees.values()];
}

/** The selection with the row toggled. */
export function toggled(selection: InvoiceSelection, row: InvoiceToPay): Map<string, InvoiceToPay> {
  const next = new Map(selection);
  if (next.has(row.invoiceuuid)) next.delete(row.invoiceuuid);
  else next.set(row.invoiceuuid, row);
  return next;
}

/** The selection with every row of the page added, or, when all of them were chosen already, removed. */
export function toggledPage(selection: InvoiceSelection, page: InvoiceToPay[]): Map<string, InvoiceToPay> {
  const next = new Map(selection);
  const all = page.length > 0 && page.every((r) => next.has(r.invoiceuuid));
  for (const r of page)
    if (all) next.delete(r.invoiceuuid);
    else next.set(r.invoiceuuid, r);
  return next;
}

/** Only the invoices of one payee. */
export function onlyPayee(selection: InvoiceSelection, key: string): Map<string, InvoiceToPay> {
  return new Map([...selection].filter(([, i]) => payeeOf(i) === key));
}

/** The dialog's lines: each invoice paid in full by default. */
export const payLinesOf = (selection: InvoiceSelection): PayLine[] =>
  [...selection.values()].map((i) => ({
    invoiceuuid: i.invoiceuuid,
    number: i.invoiceNumber,
    payable: i.solde,
    amount: i.solde,
    currency: i.currency,
    problems: i.problems,
    bank: i.bank,
  }));
