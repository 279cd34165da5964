/**
 * Document states and validation rules (spec §4, §5), shared by the server (enforcement) and the
 * review screen (inline messages). Amounts are decimal strings compared exactly at 2 decimals.
 */
import { fromCents, isAmount, toCents } from '../money';

export const DOCUMENT_STATUS = { RECOGNITION: 0, SAVED: 1, VALIDATED: 2, PARTIALLY_PAYED: 3, PAYED: 4 } as const;
export type DocumentStatus = (typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS];
export const STATUS_NAMES = ['RECOGNITION', 'SAVED', 'VALIDATED', 'PARTIALLY_PAYED', 'PAYED'] as const;

/** Validation is possible only from SAVED or VALIDATED. */
export const canValidate = (status: number) => status === DOCUMENT_STATUS.SAVED || status === DOCUMENT_STATUS.VALIDATED;
/** No change once VALIDATED, PARTIALLY_PAYED or PAYED (labels stay editable). */
export const canModify = (status: number) => status === DOCUMENT_STATUS.SAVED || status === DOCUMENT_STATUS.RECOGNITION;
/** Paid documents cannot be deleted. */
export const canDelete = (status: number) =>
  status !== DOCUMENT_STATUS.PARTIALLY_PAYED && status !== DOCUMENT_STATUS.PAYED;

export const DOCUMENT_CATEGORIES = ['INVOICE', 'CREDIT', 'UNKNOWN'] as const;
export type Category = (typeof DOCUMENT_CATEGORIES)[number];
/** Type: INVOICE gives an invoice, CREDIT a credit; anything else is unknown. */
export const categoryOf = (type: unknown): Category => {
  const t = String(type ?? '')
    .trim()
    .toUpperCase();
  return t === 'INVOICE' ? 'INVOICE' : t === 'CREDIT' ? 'CREDIT' : 'UNKNOWN';
};

export interface Amounts {
  ht?: unknown;
  tva?: unknown;
  ttc?: unknown;
}

/** INVOICE: no amount negative; CREDIT: no amount positive; HT + TVA = TTC at 2 decimals. */
export function amountsConsistent(category: Category, a: Amounts): boolean {
  if (!isAmount(a.ht) || !isAmount(a.tva) || !isAmount(a.ttc)) return false;
  const [ht, tva, ttc] = [toCents(a.ht), toCents(a.tva), toCents(a.ttc)];
  if (category === 'INVOICE' && (ht < 0n || tva < 0n || ttc < 0n)) return false;
  if (category === 'CREDIT' && (ht > 0n || tva > 0n || ttc > 0n)) return false;
  return ht + tva === ttc;
}

/** VAT % = VAT / HT * 100, rounded half up to 2 decimals; 0 when HT is 0. */
export function vatPercent(ht: unknown, tva: unknown): string {
  if (!isAmount(ht) || !isAmount(tva)) return '0.00';
  const h = toCents(ht);
  if (h === 0n) return '0.00';
  // percent in hundredths = tva * 10000 / ht, rounded half up (away from zero).
  const num = toCents(tva) * 10000n;
  const neg = num < 0n !== h < 0n;
  const [n, d] = [num < 0n ? -num : num, h < 0n ? -h : h];
  const q = (n * 2n + d) / (2n * d);
  return fromCents(neg ? -q : q);
}

export interface ValidityInput {
  brancheuuid?: string | null;
  documentgroupuuid?: string | null;
  supplieruuid?: string | null;
  suppliername?: string | null;
  /** Invoice number. */
  id?: string | null;
  date?: string | null;
  /** The supplier is generic (divers). */
  genericSupplier?: boolean;
  /** The group is of type INVOICES. */
  invoiceGroup?: boolean;
  ht?: unknown;
  tva?: unknown;
  ttc?: unknown;
  dueDate?: string | null;
  type?: unknown;
}

/** The validity rules of §5, as i18n keys of what is wrong (empty = valid). */
export function validityErrors(d: ValidityInput): string[] {
  const errors: string[] = [];
  const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
  if (blank(d.brancheuuid)) errors.push('document.error.branch');
  if (blank(d.documentgroupuuid)) errors.push('document.error.group');
  if (blank(d.supplieruuid)) errors.push('document.error.supplier');
  if (blank(d.id)) errors.push('document.error.number');
  if (blank(d.date)) errors.push('document.error.date');
  if (d.genericSupplier && blank(d.suppliername)) errors.push('document.error.suppliername');
  if (d.invoiceGroup) {
    if (!isAmount(d.ht)) errors.push('document.error.ht');
    if (!isAmount(d.tva)) errors.push('document.error.tva');
    if (!isAmount(d.ttc)) errors.push('document.error.ttc');
    if (blank(d.dueDate)) errors.push('document.error.duedate');
    const category = categoryOf(d.type);
    if (category === 'UNKNOWN') errors.push('document.error.type');
    else if (isAmount(d.ht) && isAmount(d.tva) && isAmount(d.ttc) && !amountsConsistent(category, d))
      errors.push('document.error.amounts');
  }
  return errors;
}

/** Invalid for payment (§5): HT missing; supplier missing while PAYED; generic without name; VAT/total missing; inconsistent. */
export function paymentErrors(d: ValidityInput & { status?: number }): string[] {
  const errors: string[] = [];
  if (!isAmount(d.ht)) errors.push('document.error.ht');
  if (d.status === DOCUMENT_STATUS.PAYED && !d.supplieruuid) errors.push('document.error.supplier');
  if (d.genericSupplier && !String(d.suppliername ?? '').trim()) errors.push('document.error.suppliername');
  if (!isAmount(d.tva)) errors.push('document.error.tva');
  if (!isAmount(d.ttc)) errors.push('document.error.ttc');
  if (isAmount(d.ht) && isAmount(d.tva) && isAmount(d.ttc) && !amountsConsistent(categoryOf(d.type), d))
    errors.push('document.error.amounts');
  return errors;
}

/** Red highlighting (§5): TTC differs from HT + TVA, the file has a message, or the type is not known. */
export function highlight(d: Amounts & { message?: string | null; type?: unknown }) {
  const sumWrong =
    isAmount(d.ht) && isAmount(d.tva) && isAmount(d.ttc) && toCents(d.ht) + toCents(d.tva) !== toCents(d.ttc);
  return { amounts: sumWrong, message: Boolean(d.message?.trim()), type: categoryOf(d.type) === 'UNKNOWN' };
}

/** Same supplier and invoice number; the stricter check also compares the value of the type-1 keyword (TTC). */
export function isDuplicate(
  a: { supplieruuid?: string | null; invoiceNumber?: string | null; ttc?: unknown },
  b: { supplieruuid?: string | null; invoiceNumber?: string | null; ttc?: unknown },
  strict = false,
): boolean {
  if (!a.supplieruuid || !a.invoiceNumber || a.supplieruuid !== b.supplieruuid) return false;
  if (
    a.invoiceNumber.trim().toLowerCase() !==
    String(b.invoiceNumber ?? '')
      .trim()
      .toLowerCase()
  )
    return false;
  if (!strict) return true;
  return isAmount(a.ttc) && isAmount(b.ttc)
    ? toCents(a.ttc) === toCents(b.ttc)
    : String(a.ttc ?? '') === String(b.ttc ?? '');
}
