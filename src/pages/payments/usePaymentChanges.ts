import { useMemo, useState } from 'react';
import { sumMoney } from '../../domain/money';
import type { PaymentInput, PaymentRecord } from '../../domain/payments/payment.model';
import { useConfirm } from '../../shell/feedback/ConfirmDialog';
import { useToast } from '../../shell/feedback/toast';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import type { PayLine } from './PayDialog';
import { usePaymentsApi } from './paymentsApi';

/**
 * Editing and deleting a payment; `onChanged` runs after either (the list reads its page again).
 * An edited payment may pay up to what is left on each document plus what it already paid on it.
 */
export function usePaymentChanges(onChanged: () => void) {
  const api = usePaymentsApi();
  const toast = useToast();
  const confirm = useConfirm();
  const fmt = useDocumentFormat();
  const [editing, setEditing] = useState<PaymentRecord | null>(null);
  const [left, setLeft] = useState<Map<string, string>>(new Map());

  const lines: PayLine[] = useMemo(
    () =>
      (editing?.invoices ?? []).map((l) => ({
        invoiceuuid: l.invoiceuuid,
        number: l.invoicenumber,
        amount: l.amount,
        payable: sumMoney([left.get(l.invoiceuuid) ?? '0', l.amount]),
      })),
    [editing, left],
  );

  // one object per edited payment (the dialog resets its fields when it changes)
  const initial = useMemo(
    () =>
      editing
        ? {
            name: editing.name,
            paymentdate: editing.paymentdate,
            paymenttype: editing.paymenttype,
            paymentstatus: editing.paymentstatus,
          }
        : undefined,
    [editing],
  );

  const edit = async (p: PaymentRecord) => {
    // what is left on the payment's documents now (a document paid in full is no longer payable: nothing left)
    const open = p.supplier
      ? await api
          .invoicesOf(
            p.supplier,
            p.invoices.map((l) => l.invoiceuuid),
          )
          .catch(() => [])
      : [];
    setLeft(new Map(open.map((i) => [i.invoiceuuid, i.solde])));
    setEditing(p);
  };

  const save = async (body: PaymentInput) => {
    await api.update(editing!.uuid, body);
    toast.success('payments.recorded');
    onChanged();
  };

  const remove = async (p: PaymentRecord) => {
    if (
      !(await confirm({ message: 'payments.confirmDelete', messageArgs: { name: p.name || fmt.day(p.paymentdate) } }))
    )
      return;
    try {
      await api.remove(p.uuid);
      toast.success('payments.deleted');
      onChanged();
    } catch (err) {
      toast.error(err);
    }
  };

  return { editing, lines, initial, edit, save, remove, close: () => setEditing(null) };
}
