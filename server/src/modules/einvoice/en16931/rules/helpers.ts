/** What the rule files share: a rule's shape, amounts in cents, and the declarations most rules are made of. */
import { isAmount, toCents } from '../../../../../../src/domain/money';
import type { Finding, RuleText } from '../../../../../../src/domain/einvoice/en16931Messages';
import type { AllowanceCharge, InvoiceModel, Line } from '../model';

export type StoredFinding = Finding & RuleText;
/** A finding's figures; `term` names the business term a finding is about when the rule's own is not it. */
export type Args = Record<string, string>;
export interface Rule extends RuleText {
  id: string;
  /** The findings' figures (one per failure), or true when it fails once without figures. */
  check: (inv: InvoiceModel) => Args[] | boolean;
}

const DEC = /^[-+]?\d+(?:\.\d+)?$/;
/** Cents of an amount written with at most 2 decimals (more: its exact value rounded, for the sums). */
export const cents = (v: string | undefined): bigint | null =>
  v !== undefined && DEC.test(v) && isAmount(v) ? toCents(v) : null;
export const show = (c: bigint) => {
  const neg = c < 0n;
  const a = neg ? -c : c;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
};
export const sum = (vals: Array<string | undefined>) => vals.reduce<bigint>((s, v) => s + (cents(v) ?? 0n), 0n);
export const rateOf = (v: string | undefined) => (v !== undefined && DEC.test(v) ? Number(v) : null);
export const lineArg = (l: Line, i: number): Args => ({ line: l.id ?? String(i + 1) });

export const required = (id: string, term: string, get: (i: InvoiceModel) => unknown): Rule => ({
  id,
  kind: 'missing',
  term,
  check: (i) => get(i) === undefined || get(i) === '' || get(i) === false,
});
export const eachLine = (id: string, term: string, get: (l: Line) => unknown): Rule => ({
  id,
  kind: 'missing',
  term,
  check: (i) => i.lines.flatMap((l, n) => (get(l) ? [] : [lineArg(l, n)])),
});
/** A term each line allowance (or charge) must have: one finding per line that has one without. */
export const eachLineAllowance = (
  id: string,
  term: string,
  charge: boolean,
  has: (a: AllowanceCharge) => unknown,
): Rule => ({
  id,
  kind: 'missing',
  term,
  check: (i) =>
    i.lines.flatMap((l, n) => (l.allowancesCharges.some((a) => a.charge === charge && !has(a)) ? [lineArg(l, n)] : [])),
});
/** An amount that, when given, must equal the calculation (exact at 2 decimals). */
export const equals = (
  id: string,
  term: string,
  actual: (i: InvoiceModel) => string | undefined,
  expected: (i: InvoiceModel) => bigint | null,
  requiredWhen?: (i: InvoiceModel) => boolean,
): Rule => ({
  id,
  kind: 'sum',
  term,
  check: (i) => {
    const e = expected(i);
    const a = cents(actual(i));
    if (e === null) return [];
    if (a === null) return requiredWhen?.(i) && e !== 0n ? [{ expected: show(e), actual: '-' }] : [];
    return a === e ? [] : [{ expected: show(e), actual: show(a) }];
  },
});
export const decimals = (id: string, term: string, get: (i: InvoiceModel) => Array<string | undefined>): Rule => ({
  id,
  kind: 'decimals',
  term,
  check: (i) =>
    get(i)
      .filter((v): v is string => v !== undefined && /\.\d{3,}$/.test(v))
      .map((v) => ({ actual: v })),
});

export const allowances = (i: InvoiceModel) => i.allowancesCharges.filter((a) => !a.charge);
export const charges = (i: InvoiceModel) => i.allowancesCharges.filter((a) => a.charge);
/** The line allowances (charge false) or charges (true) of every line. */
export const lineAllowances = (i: InvoiceModel, charge: boolean) =>
  i.lines.flatMap((l) => l.allowancesCharges.filter((a) => a.charge === charge));
/** BT-63 under the VAT scheme (a model without its representative group: the identifier as read). */
export const representativeVatId = (i: InvoiceModel) =>
  i.taxRepresentative ? i.taxRepresentative.vatId : i.taxRepresentativeVatId;
