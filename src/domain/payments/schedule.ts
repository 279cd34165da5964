/** When a supplier's invoice is planned to be paid (its `paymentdateenum` and `paymentdatexdays`, spec §3). */
import { PAYMENT_DATE, paymentDateMode } from '../suppliers/constants';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const endOfMonth = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
};

/** The planned payment day (yyyy-MM-dd); without a due date, the due-date based modes fall back to today. */
export function plannedPaymentDate(mode: unknown, xdays: number, dueDate: string | null, today: string): string {
  const m = paymentDateMode(mode);
  if (m === PAYMENT_DATE.IMMEDIATELY || !dueDate) return today;
  const days = Math.max(0, xdays);
  switch (m) {
    case PAYMENT_DATE.END_OF_MONTH:
      return endOfMonth(dueDate);
    case PAYMENT_DATE.X_DAYS_AFTER_DUE_DATE:
      return addDays(dueDate, days);
    case PAYMENT_DATE.X_DAYS_END_OF_MONTH:
      return endOfMonth(addDays(dueDate, days));
    default:
      return dueDate;
  }
}
