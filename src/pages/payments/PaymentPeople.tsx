import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentRecord } from '../../domain/payments/payment.model';
import { useDocumentFormat } from '../shared/useDocumentFormat';

export type PaymentPeopleOf = Pick<PaymentRecord, 'preparedby' | 'creationdate' | 'doneby' | 'donedate'> &
  Partial<Pick<PaymentRecord, 'reconciled'>>;

/**
 * Who prepared a payment (recorded it) and who executed it (marked it done), and when: two short lines. Done by no
 * one with a bank line confirming it, the bank shows it made.
 */
export function PaymentPeople({ payment: p }: { payment: PaymentPeopleOf }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  return (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.3 }}>
      <div>{translate('payments.preparedBy', { name: p.preparedby ?? '—', date: fmt.moment(p.creationdate) })}</div>
      <div>
        {!p.donedate
          ? translate('payments.notExecuted')
          : !p.doneby && p.reconciled
            ? translate('payments.doneByBank', { date: fmt.moment(p.donedate) })
            : translate('payments.doneBy', { name: p.doneby ?? '—', date: fmt.moment(p.donedate) })}
      </div>
    </Typography>
  );
}
