import { originTypePath } from '../../domain/originTypes/originType.model';

/** The payment pages of a supplier or customer origin type (spec §2), one page on four routes. */
export const PAYMENT_TABS = {
  topay: 'payments/invoicestopay/list',
  payed: 'payed',
  payments: 'payments/list',
  soldes: 'payments/soldes',
} as const;
export type PaymentTab = keyof typeof PAYMENT_TABS;

export const paymentPath = (originTypeName: string, tab: PaymentTab) =>
  `/invoices/${originTypePath(originTypeName)}/${PAYMENT_TABS[tab]}`;
export const PAYMENT_ROUTES = Object.values(PAYMENT_TABS).map((p) => `/invoices/:originPath/${p}`);

/** Which tab a path shows. */
export function tabOf(pathname: string): PaymentTab {
  const found = (Object.entries(PAYMENT_TABS) as Array<[PaymentTab, string]>).find(([, p]) =>
    pathname.endsWith(`/${p}`),
  );
  return found?.[0] ?? 'topay';
}
