/**
 * Bank details, the one rule for the whole product: an IBAN (ISO 13616: country, length from the country
 * table, mod 97 check digits) and a BIC (ISO 9362: bank, country, place, branch). Company settings, document
 * sources, the review, invoices to pay and the SEPA file all check with these. Pure and isomorphic.
 */
import { BIC_COUNTRIES, IBAN_LENGTHS, IBAN_TERRITORIES } from './countries';

/** Why an IBAN or a BIC is refused: its shape, its country, its length for the country, its check digits. */
export type BankProblem = 'format' | 'country' | 'length' | 'checksum';
export type BankField = 'IBAN' | 'BIC';

/** A refusal as the forms and the API carry it: an i18n key naming the field, with its figures. */
export interface BankIssue {
  problem: BankProblem;
  message: string;
  args?: Record<string, string | number>;
}

/** The stored form: spaces, dots, dashes and slashes removed, upper-case (so `fr76 3000 …` is `FR763000…`). */
export const normalizeBankCode = (value: string): string =>
  String(value ?? '')
    .normalize('NFKC')
    .replace(/[\s.\-/]+/g, '')
    .toUpperCase();

/** ISO 7064 mod 97-10 of an alphanumeric string (letters count A = 10 … Z = 35). */
export function mod97(s: string): number {
  let rest = 0;
  for (const ch of s) {
    const n = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of n) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

/** The i18n key of a refused IBAN or BIC, e.g. `error.ibanlength`, `error.biccountry`. */
export function bankErrorKey(field: BankField, problem: BankProblem | 'required'): string {
  if (problem === 'required') return 'error.identifierrequired';
  const base = `error.${field.toLowerCase()}`;
  // a BIC has no check digits nor a length per country: its shape and its country only
  if (problem === 'format' || (field === 'BIC' && problem !== 'country')) return base;
  return `${base}${problem}`;
}

const issue = (field: BankField, problem: BankProblem, args?: BankIssue['args']): BankIssue => ({
  problem,
  message: bankErrorKey(field, problem),
  ...(args ? { args } : {}),
});

/** What is wrong with a (normalised) IBAN, or undefined when it is valid. */
export function ibanIssue(v: string): BankIssue | undefined {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(v)) return issue('IBAN', 'format');
  const country = v.slice(0, 2);
  const expected = IBAN_LENGTHS[country];
  if (!expected) return issue('IBAN', 'country', { country });
  if (v.length !== expected) return issue('IBAN', 'length', { country, expected, actual: v.length });
  return mod97(v.slice(4) + v.slice(0, 4)) === 1 ? undefined : issue('IBAN', 'checksum');
}

/** ISO 9362: 4 letters (bank), 2 letters (country), 2 letters or digits (place; its second never O), 3 for a branch. */
const BIC_FORM = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

/** What is wrong with a (normalised) BIC, or undefined when it is valid. */
export function bicIssue(v: string): BankIssue | undefined {
  if (!BIC_FORM.test(v)) return issue('BIC', 'format');
  const country = v.slice(4, 6);
  return BIC_COUNTRIES.has(country) ? undefined : issue('BIC', 'country', { country });
}

export const ibanProblem = (v: string): BankProblem | undefined => ibanIssue(v)?.problem;
export const bicProblem = (v: string): BankProblem | undefined => bicIssue(v)?.problem;
export const isValidIban = (v: string) => !ibanIssue(normalizeBankCode(v));
export const isValidBic = (v: string) => !bicIssue(normalizeBankCode(v));

/** A BIC of the IBAN's bank: the same country, or a territory banking with that country's IBANs. */
export function bicFitsIban(bic: string, iban: string): boolean {
  const b = bic.slice(4, 6),
    i = iban.slice(0, 2);
  return b === i || (IBAN_TERRITORIES[i] ?? []).includes(b);
}

/** The refusal of a BIC that belongs to another country than the IBAN's. */
export const bicMismatch = (bic: string, iban: string): BankIssue => ({
  problem: 'country',
  message: 'error.bicmismatch',
  args: { bic: bic.slice(4, 6), iban: iban.slice(0, 2) },
});

/** An IBAN as printed, in groups of four: `FR76 3000 6000 0112 3456 7890 189`. */
export const formatIban = (v: string) => normalizeBankCode(v).replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The company settings' pair (both optional): each field's refusal, the BIC's country checked against
 * the IBAN's once both are valid.
 */
export function bankPairIssues(iban: string, bic: string): Partial<Record<'iban' | 'bic', BankIssue>> {
  const out: Partial<Record<'iban' | 'bic', BankIssue>> = {};
  const ibanBad = iban ? ibanIssue(iban) : undefined;
  const bicBad = bic ? bicIssue(bic) : undefined;
  if (ibanBad) out.iban = ibanBad;
  if (bicBad) out.bic = bicBad;
  else if (bic && iban && !ibanBad && !bicFitsIban(bic, iban)) out.bic = bicMismatch(bic, iban);
  return out;
}
