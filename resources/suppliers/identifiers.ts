/**
 * Company identifiers a document source is recognised by (extraction matches suppliers on them):
 * normalisation and format checks. Pure and isomorphic.
 */
import { bankErrorKey, bicIssue, bicProblem, ibanIssue, ibanProblem } from '../bankDetails/bankAccount';
import { VAT_PATTERNS } from './identifierTables';

export { ibanProblem, mod97 } from '../bankDetails/bankAccount';

export const IDENTIFIER_TYPES = ['SIREN', 'SIRET', 'VAT', 'IBAN', 'BIC', 'EMAIL', 'OTHER'] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];

/** Why a value is refused: `format` (shape), `length` (an IBAN's for its country), `checksum` (check digits or key), `country` (unknown prefix). */
export type IdentifierProblem = 'required' | 'format' | 'length' | 'checksum' | 'country';

/** The stored form: spaces (and for codes, dots and dashes) removed, upper-case; e-mails lower-case. */
export function normalizeIdentifier(type: IdentifierType, value: string): string {
  const v = String(value ?? '').normalize('NFKC');
  switch (type) {
    case 'EMAIL':
      return v.trim().toLowerCase();
    case 'OTHER':
      return v.replace(/\s+/g, '').toUpperCase();
    default:
      return v.replace(/[\s.\-/]+/g, '').toUpperCase();
  }
}

/** Luhn (mod 10) check over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** La Poste's SIREN: its establishments' SIRETs use a digit sum that is a multiple of 5. */
export const LA_POSTE_SIREN = '356000000';
export const LA_POSTE_HEAD_OFFICE = '35600000000048';

export function sirenProblem(v: string): IdentifierProblem | undefined {
  if (!/^\d{9}$/.test(v)) return 'format';
  return luhnValid(v) ? undefined : 'checksum';
}

export function siretProblem(v: string): IdentifierProblem | undefined {
  if (!/^\d{14}$/.test(v)) return 'format';
  // La Poste's establishments (but not its head office, which follows Luhn): digit sum multiple of 5.
  if (v.startsWith(LA_POSTE_SIREN) && v !== LA_POSTE_HEAD_OFFICE) {
    const sum = [...v].reduce((s, d) => s + Number(d), 0);
    return sum % 5 === 0 ? undefined : 'checksum';
  }
  return luhnValid(v) ? undefined : 'checksum';
}

/** The key of a French VAT number from the SIREN: (12 + 3 × (SIREN mod 97)) mod 97. */
export const frenchVatKey = (siren: string) => (12 + 3 * (Number(siren) % 97)) % 97;

export function vatProblem(v: string): IdentifierProblem | undefined {
  const prefix = /^[A-Z]{2}/.exec(v)?.[0];
  if (!prefix) return 'format';
  const pattern = VAT_PATTERNS[prefix];
  if (!pattern) return 'country';
  const national = v.slice(2);
  if (!pattern.test(national)) return 'format';
  if (prefix === 'FR' && /^\d{11}$/.test(national)) {
    return Number(national.slice(0, 2)) === frenchVatKey(national.slice(2)) ? undefined : 'checksum';
  }
  return undefined;
}

const EMAIL =
  /^(?!\.)(?!.*\.\.)[a-z0-9!#$%&'*+/=?^_`{|}~.-]+(?<!\.)@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i;
export const emailProblem = (v: string): IdentifierProblem | undefined =>
  EMAIL.test(v) && v.length <= 254 ? undefined : 'format';

const CHECKS: Record<IdentifierType, (v: string) => IdentifierProblem | undefined> = {
  SIREN: sirenProblem,
  SIRET: siretProblem,
  IBAN: ibanProblem,
  BIC: bicProblem,
  VAT: vatProblem,
  EMAIL: emailProblem,
  OTHER: (v) => (v.length <= 100 ? undefined : 'format'),
};

/** What is wrong with a (normalised) identifier, or undefined when it is valid. */
export function identifierProblem(type: IdentifierType, normalized: string): IdentifierProblem | undefined {
  if (!normalized) return 'required';
  return CHECKS[type](normalized);
}

/** The i18n key of the message for a refused identifier, naming its type: e.g. `error.siret`, `error.vatkey`. */
export function identifierErrorKey(type: IdentifierType, problem: IdentifierProblem): string {
  if (problem === 'required') return 'error.identifierrequired';
  if (type === 'IBAN' || type === 'BIC') return bankErrorKey(type, problem);
  if (type === 'VAT' && problem === 'checksum') return 'error.vatkey';
  if (type === 'VAT' && problem === 'country') return `error.${type.toLowerCase()}country`;
  if (type === 'OTHER') return 'error.identifiertoolong';
  return `error.${type.toLowerCase()}`;
}

/** The figures of a refused identifier's message (an IBAN's expected length...), if it has any. */
export const identifierArgs = (type: IdentifierType, normalized: string) =>
  type === 'IBAN' ? ibanIssue(normalized)?.args : type === 'BIC' ? bicIssue(normalized)?.args : undefined;

/** Identity of an identifier for duplicate checks. */
export const identifierKey = (i: { type: string; value: string }) => `${i.type}:${i.value}`;
