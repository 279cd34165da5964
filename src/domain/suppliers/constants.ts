/** Business constants of document sources (spec §3, §5, §9). */

/** `visible`: 0 none (shown), 1 invisible (hidden from pickers), 2 archived. */
export const SUPPLIER_VISIBILITY = { NONE: 0, INVISIBLE: 1, ARCHIVED: 2 } as const;
export const VISIBILITY_VALUES = [0, 1, 2] as const;

/** `duedateenum`: how an invoice's due date is obtained. */
export const DUE_DATE = {
  /** Payable on receipt: the invoice date. */
  INVOICE_DATE: 0,
  /** The due date read on the invoice (default). */
  ON_INVOICE: 1,
  /** End of the invoice's month. */
  END_OF_MONTH: 2,
  /** Invoice date + `duedatexdays` days. */
  INVOICE_DATE_PLUS_X_DAYS: 3,
} as const;
export const DUE_DATE_VALUES = [0, 1, 2, 3] as const;

/** `paymentdateenum`: when the invoice is planned to be paid. */
export const PAYMENT_DATE = {
  IMMEDIATELY: 0,
  /** On the due date (default). */
  ON_DUE_DATE: 1,
  /** End of the due date's month. */
  END_OF_MONTH: 2,
  /** `paymentdatexdays` days after the due date. */
  X_DAYS_AFTER_DUE_DATE: 3,
  /** `paymentdatexdays` days after the due date, then end of that month. */
  X_DAYS_END_OF_MONTH: 4,
} as const;
export const PAYMENT_DATE_VALUES = [0, 1, 2, 3, 4] as const;

/** Unknown due-date or payment-date enum values default to 1 (spec §5). */
export const DEFAULT_DATE_ENUM = 1;
export const dueDateMode = (n: unknown): number =>
  (DUE_DATE_VALUES as readonly unknown[]).includes(n) ? (n as number) : DEFAULT_DATE_ENUM;
export const paymentDateMode = (n: unknown): number =>
  (PAYMENT_DATE_VALUES as readonly unknown[]).includes(n) ? (n as number) : DEFAULT_DATE_ENUM;
/** The modes whose number of days matters. */
export const dueDateNeedsDays = (mode: number) => mode === DUE_DATE.INVOICE_DATE_PLUS_X_DAYS;
export const paymentDateNeedsDays = (mode: number) =>
  mode === PAYMENT_DATE.X_DAYS_AFTER_DUE_DATE || mode === PAYMENT_DATE.X_DAYS_END_OF_MONTH;
/** "Not set" for x-days and page numbers. */
export const UNSET = -1;
export const MAX_X_DAYS = 365;

export const OCR_ALGORITHMS = ['PDF', 'AKI'] as const;
export const EMBED_MODES = ['FILE', 'OCRRESULT'] as const;

/** Placeholders of the payment e-mail template. */
export const TEMPLATE_PLACEHOLDERS = {
  INVOICES: '{invoices}',
  TOTAL: '{total}',
  DATE: '{date}',
  COMPANY: '{company}',
} as const;
export const TEMPLATE_PLACEHOLDER_LIST = Object.values(TEMPLATE_PLACEHOLDERS);
/** Placeholders in a template that are not known. */
export const unknownPlaceholders = (template: string) =>
  [...template.matchAll(/\{[^{}\s]*\}/g)]
    .map((m) => m[0])
    .filter((p) => !(TEMPLATE_PLACEHOLDER_LIST as string[]).includes(p));

export const DEFAULT_EMAIL_TEMPLATE =
  `Bonjour,\n\nVeuillez trouver ci-joint le règlement des factures ${TEMPLATE_PLACEHOLDERS.INVOICES} pour un montant total de ` +
  `${TEMPLATE_PLACEHOLDERS.TOTAL}, effectué le ${TEMPLATE_PLACEHOLDERS.DATE}.\n\nCordialement,\n${TEMPLATE_PLACEHOLDERS.COMPANY}`;

/** Fills a template's placeholders. */
export const fillTemplate = (
  template: string,
  values: { invoices: string; total: string; date: string; company: string },
) =>
  template
    .replaceAll(TEMPLATE_PLACEHOLDERS.INVOICES, values.invoices)
    .replaceAll(TEMPLATE_PLACEHOLDERS.TOTAL, values.total)
    .replaceAll(TEMPLATE_PLACEHOLDERS.DATE, values.date)
    .replaceAll(TEMPLATE_PLACEHOLDERS.COMPANY, values.company);

/** `excludedbranches`: company uuids joined by semicolons. */
export const splitBranches = (s: string | null | undefined) => [
  ...new Set(
    (s ?? '')
      .split(';')
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean),
  ),
];
export const joinBranches = (ids: readonly string[]) =>
  [...new Set(ids.map((x) => x.trim().toLowerCase()).filter(Boolean))].join(';');
