/**
 * The bank file (SEPA transfer) of invoices: refused, naming the first invoice in the way, while one carries
 * an IBAN that is not its supplier's and nobody confirmed which is right, or while its supplier is paid to one
 * of the group's own accounts, or while its supplier's bank details are new or changed and no second person
 * confirmed them (409 naming the supplier). (A missing or invalid IBAN is refused by the transfer itself: payments/sepa.ts.)
 */
import { formatIban } from '../../../../src/domain/bankDetails/bankAccount';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../errors';
import { bankStatuses } from './statuses';

export async function assertTransferable(db: DbOrTx, accountId: string, invoiceIds: string[]) {
  const statuses = await bankStatuses(db, accountId, invoiceIds);
  for (const id of invoiceIds) {
    const s = statuses.get(id);
    if (!s) continue;
    const invoice = s.document.number || s.document.uuid;
    const supplier = s.supplier?.name ?? '—';
    if (s.flags.includes('mismatch')) {
      const params = {
        invoice,
        supplier,
        invoiceIban: formatIban(s.invoiceIban),
        supplierIban: formatIban(s.supplierIban),
      };
      throw new AppError(
        'IBAN_MISMATCH',
        `Invoice ${invoice} carries the IBAN ${params.invoiceIban} while ${supplier} is paid to ${params.supplierIban}: confirm which is right on its review first`,
        { key: 'error.bank.mismatch', params, value: { invoice: id } },
      );
    }
    if (s.flags.includes('newiban')) {
      throw new AppError(
        'BANK_DETAILS_UNCONFIRMED',
        `Invoice ${invoice}: the bank details of ${supplier} are new or changed; someone else must confirm them before a bank file pays it`,
        {
          key: 'error.bank.newiban',
          params: { invoice, supplier },
          value: { invoice: id, supplier: s.supplier?.uuid },
        },
      );
    }
    if (s.flags.includes('owniban')) {
      throw new AppError(
        'INVALID_STATE',
        `Invoice ${invoice}: the IBAN of ${supplier} is one of your own accounts; correct it in the document source`,
        { key: 'error.bank.owniban', params: { invoice, supplier }, value: { invoice: id } },
      );
    }
  }
}
