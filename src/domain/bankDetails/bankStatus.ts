/**
 * Whether an invoice can go into a bank transfer file, from the IBAN the invoice carries, its document source's
 * identifiers and the company group's own IBANs: the one rule the review, invoices to pay, the pay dialog and
 * the server's transfer check read. Pure and isomorphic.
 */
import { z } from 'zod';
import { bicFitsIban, bicIssue, bicMismatch, ibanIssue, normalizeBankCode, type BankIssue } from './bankAccount';

type Identifier = { type: string; value: string };

/**
 * What keeps an invoice out of a transfer: its source has no IBAN (or no source record), an invalid one, one
 * of the group's own accounts, the invoice carries another IBAN nobody confirmed, or the source's bank details
 * are new or changed and no second person has confirmed them yet (newiban).
 */
export const BANK_FLAGS = ['noiban', 'badiban', 'owniban', 'mismatch', 'newiban'] as const;
export type BankFlag = (typeof BANK_FLAGS)[number];

/** SUPPLIER: the source's IBAN was confirmed right; INVOICE: the invoice's IBAN was taken into the source. */
export const CONFIRM_CHOICES = ['SUPPLIER', 'INVOICE'] as const;
export type ConfirmChoice = (typeof CONFIRM_CHOICES)[number];

const confirmationAnswer = z.object({
  choice: z.enum(CONFIRM_CHOICES),
  invoiceIban: z.string(),
  supplierIban: z.string(),
  /** Who confirmed (their name), and when (ISO). */
  by: z.string(),
  at: z.string(),
});
export type BankConfirmation = z.infer<typeof confirmationAnswer>;

const bankStatusAnswer = z.object({
  /** The IBAN the invoice carries, '' when none was read. */
  invoiceIban: z.string(),
  /** The account a transfer pays: the source's first IBAN, '' when none. */
  supplierIban: z.string(),
  /** Empty: the invoice may be paid by transfer. */
  flags: z.array(z.enum(BANK_FLAGS)),
  /** The confirmation in force for this pair of IBANs, if any. */
  confirmation: confirmationAnswer.nullable(),
});
export type BankStatus = z.infer<typeof bankStatusAnswer>;

/** GET /documents/{id}/bankdetails: the status with the document and the source it names. */
export const documentBankAnswer = bankStatusAnswer.extend({
  document: z.object({ uuid: z.string(), number: z.string() }),
  supplier: z.object({ uuid: z.string(), name: z.string() }).nullable(),
});
export type DocumentBank = z.infer<typeof documentBankAnswer>;

const identifierAnswer = z.object({ type: z.string(), value: z.string() });

/** GET /suppliers/{id}/bankdetails: a source's bank details and the change that waits for a second person. */
export const supplierBankAnswer = z.object({
  supplier: z.object({ uuid: z.string(), name: z.string() }),
  bankDetails: z.array(identifierAnswer),
  /** The oldest change nobody confirmed yet (the bank details before it, who made it and when). */
  pending: z
    .object({
      before: z.array(identifierAnswer),
      changedBy: z.string().nullable(),
      changedByName: z.string(),
      changedAt: z.string(),
    })
    .nullable(),
  /** Whether the signed-in user may confirm it (they made none of the pending changes). */
  canConfirm: z.boolean(),
});
export type SupplierBank = z.infer<typeof supplierBankAnswer>;

/**
 * A source's bank details: its IBAN and BIC identifiers, normalised, in their order (the first IBAN is the one
 * paid). Any difference between two of these is a change a second person must confirm.
 */
export const bankDetailsOf = (identifiers: readonly Identifier[]) =>
  identifiers
    .filter((i) => i.type === 'IBAN' || i.type === 'BIC')
    .map((i) => ({ type: i.type, value: normalizeBankCode(i.value) }));

export const sameBankDetails = (a: readonly Identifier[], b: readonly Identifier[]) =>
  JSON.stringify(bankDetailsOf(a)) === JSON.stringify(bankDetailsOf(b));

/** The account a transfer to this source pays: its first IBAN identifier, normalised ('' when none). */
export const payeeIbanOf = (identifiers: readonly Identifier[]) =>
  normalizeBankCode(identifiers.find((i) => i.type === 'IBAN')?.value ?? '');

/** The IBANs of a company group (its companies' own accounts), normalised, the blanks dropped. */
export const ownIbanSet = (ibans: readonly string[]) =>
  new Set(ibans.map(normalizeBankCode).filter(Boolean)) as ReadonlySet<string>;

/** A source's BIC identifiers that belong to no country of its IBANs (checked once the IBANs and the BIC are valid). */
export function bicMismatches(identifiers: readonly Identifier[]): Array<{ index: number; issue: BankIssue }> {
  const ibans = identifiers.filter((i) => i.type === 'IBAN' && !ibanIssue(i.value)).map((i) => i.value);
  if (!ibans.length) return [];
  return identifiers.flatMap((i, index) =>
    i.type === 'BIC' && !bicIssue(i.value) && !ibans.some((iban) => bicFitsIban(i.value, iban))
      ? [{ index, issue: bicMismatch(i.value, ibans[0]) }]
      : [],
  );
}

/** The status of one invoice for a transfer; `confirmations` newest first (any pair of IBANs). */
export function bankStatus(input: {
  invoiceIban: string;
  /** `bankPending`: its bank details changed and nobody else has confirmed them yet. */
  supplier: { identifiers: readonly Identifier[]; bankPending?: boolean } | null;
  ownIbans: ReadonlySet<string>;
  confirmations?: readonly BankConfirmation[];
}): BankStatus {
  const invoiceIban = normalizeBankCode(input.invoiceIban);
  const supplierIban = input.supplier ? payeeIbanOf(input.supplier.identifiers) : '';
  const flags: BankFlag[] = [];
  if (!supplierIban) flags.push('noiban');
  else if (ibanIssue(supplierIban)) flags.push('badiban');
  else if (input.ownIbans.has(supplierIban)) flags.push('owniban');
  const confirmation =
    (input.confirmations ?? []).find((c) => c.invoiceIban === invoiceIban && c.supplierIban === supplierIban) ?? null;
  const confirmed = confirmation?.choice === 'SUPPLIER' && !flags.length;
  if (invoiceIban && supplierIban && invoiceIban !== supplierIban && !confirmed) flags.push('mismatch');
  if (supplierIban && input.supplier?.bankPending) flags.push('newiban');
  return { invoiceIban, supplierIban, flags, confirmation };
}

/** The flag to show first: a mismatch names both IBANs, so it comes before the others. */
export const mainFlag = (s: Pick<BankStatus, 'flags'>): BankFlag | undefined =>
  s.flags.includes('mismatch') ? 'mismatch' : s.flags[0];

/**
 * A source's identifiers once the invoice's IBAN is taken into it: it replaces the account transfers paid
 * (the first IBAN), or is added when the source had none; the same IBAN is never listed twice.
 */
export function withPayeeIban<T extends Identifier>(identifiers: readonly T[], iban: string): Identifier[] {
  const v = normalizeBankCode(iban);
  const rest: Identifier[] = identifiers.filter((i) => !(i.type === 'IBAN' && normalizeBankCode(i.value) === v));
  const first = rest.findIndex((i) => i.type === 'IBAN');
  const payee = { type: 'IBAN', value: v };
  return first < 0 ? [...rest, payee] : rest.map((i, k) => (k === first ? payee : i));
}
