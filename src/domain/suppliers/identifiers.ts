/**
 * Company identifiers — SIREN, SIRET, intra-EU VAT number, GLN, DUNS, IBAN, e-mail — the one rule for the whole
 * product: what each one is (form and check digits), how it is stored, and what a value found on a document is
 * (a 14-digit SIRET under a "SIREN" label or scheme is a SIRET). Extraction, the review's new-source dialog and
 * the suppliers' validation all read it. Pure and isomorphic.
 */
import { bankErrorKey, bicIssue, bicProblem, ibanIssue, ibanProblem } from '../bankDetails/bankAccount';
import { VAT_PATTERNS } from './identifierTables';
import { frenchVatKey, luhnValid, VAT_CHECKS } from './vatChecks';

export { frenchVatKey, luhnValid };
export { ibanProblem, mod97 } from '../bankDetails/bankAccount';

export const IDENTIFIER_TYPES = ['SIREN', 'SIRET', 'VAT', 'IBAN', 'BIC', 'GLN', 'DUNS', 'EMAIL', 'OTHER'] as const;
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

export function vatProblem(v: string): IdentifierProblem | undefined {
  const prefix = /^[A-Z]{2}/.exec(v)?.[0];
  if (!prefix) return 'format';
  const pattern = VAT_PATTERNS[prefix];
  if (!pattern) return 'country';
  const national = v.slice(2);
  if (!pattern.test(national)) return 'format';
  const check = VAT_CHECKS[prefix];
  return !check || check(national) ? undefined : 'checksum';
}

/** GLN (GS1 Global Location Number): 13 digits, the last the GS1 check digit (weights 3 and 1 from the right). */
export function glnProblem(v: string): IdentifierProblem | undefined {
  if (!/^\d{13}$/.test(v)) return 'format';
  const sum = [...v.slice(0, 12)].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(v[12]) ? undefined : 'checksum';
}

/** DUNS (Dun & Bradstreet): 9 digits, no public check digit. */
export const dunsProblem = (v: string): IdentifierProblem | undefined => (/^\d{9}$/.test(v) ? undefined : 'format');

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
  GLN: glnProblem,
  DUNS: dunsProblem,
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

/** The order a value is tried against the kinds: the ones with a check digit first, DUNS (any 9 digits) last. */
const KIND_ORDER: readonly IdentifierType[] = ['SIRET', 'GLN', 'IBAN', 'VAT', 'SIREN', 'DUNS', 'EMAIL'];

/**
 * Every kind a value may be by its form and check digits, in KIND_ORDER. Forms tell most apart (a SIRET has 14
 * digits, a GLN 13); 9 digits passing Luhn may be a SIREN or a DUNS, which only the value's context tells.
 */
export function identifierKinds(raw: string): IdentifierType[] {
  return KIND_ORDER.filter((type) => {
    const v = normalizeIdentifier(type, raw);
    return v !== '' && !CHECKS[type](v);
  });
}

/**
 * What a value found under a label is: the first of the kinds its context allows (`hints`) that its form and
 * check digits pass, normalised; undefined when it passes none (never forced into a kind it is not).
 */
export function readIdentifier(
  raw: string,
  hints: readonly IdentifierType[],
): { type: IdentifierType; value: string } | undefined {
  const kinds = identifierKinds(raw);
  const type = hints.find((h) => kinds.includes(h));
  return type ? { type, value: normalizeIdentifier(type, raw) } : undefined;
}

/**
 * What a value an e-invoice gives under an identifier scheme is: a scheme naming one kind (VAT, GLN, DUNS) says
 * what it is; under SIRENE its form tells a SIRET (14 digits) from a SIREN (9). `valid` says whether its form and
 * check digits hold; undefined when the scheme names no company identifier or the value has none of its forms.
 */
export function declaredIdentifier(
  raw: string,
  scheme: string | undefined,
): { type: IdentifierType; value: string; valid: boolean } | undefined {
  const kinds = scheme === undefined ? ['SIRET' as const] : (SCHEME_KINDS[scheme] ?? []);
  const declared = scheme !== undefined && kinds.length === 1;
  for (const type of kinds) {
    const value = normalizeIdentifier(type, raw);
    const problem = value ? CHECKS[type](value) : 'required';
    if (!problem || problem === 'checksum' || (declared && value)) return { type, value, valid: !problem };
  }
  return undefined;
}

/**
 * The kinds an e-invoice identifier scheme may hold (ISO 6523 ICD codes and the UNTDID ones of CII): SIRENE
 * (0002) registers companies and establishments alike, so a 14-digit value under it is a SIRET. An identifier
 * without a scheme is read as a SIRET only (by its form); an unknown scheme's as none.
 */
const SCHEME_KINDS: Record<string, readonly IdentifierType[]> = {
  '0002': ['SIREN', 'SIRET'],
  '0009': ['SIRET', 'SIREN'],
  '0225': ['SIRET', 'SIREN'],
  '0088': ['GLN'],
  '0060': ['DUNS'],
  VA: ['VAT'],
  '9957': ['VAT'],
  EM: ['EMAIL'],
};

/** The SIREN a SIREN, SIRET or French VAT number carries; undefined for any other. */
export function sirenOf(type: string, raw: string): string | undefined {
  const v = normalizeIdentifier('SIREN', raw);
  if (type === 'SIREN' && !sirenProblem(v)) return v;
  if (type === 'SIRET' && !siretProblem(v)) return v.slice(0, 9);
  if (type === 'VAT' && /^FR[0-9A-Z]{2}\d{9}$/.test(v)) return v.slice(4);
  return undefined;
}

/** The SIRENs a list of identifiers proves (a SIREN, a SIRET's, a French VAT number's). */
export function sirensOf(ids: readonly { type: string; value: string }[]): Set<string> {
  const out = new Set<string>();
  for (const i of ids) {
    const siren = sirenOf(i.type.toUpperCase(), i.value);
    if (siren) out.add(siren);
  }
  return out;
}

/**
 * Whether two parties' legal identities contradict: both prove a SIREN and none is shared. Such parties are
 * different companies whatever IBAN, e-mail or name they share (a factor, a group's common account...).
 */
export function legalIdentitiesDiffer(
  a: readonly { type: string; value: string }[],
  b: readonly { type: string; value: string }[],
): boolean {
  const sa = sirensOf(a);
  if (!sa.size) return false;
  const sb = sirensOf(b);
  return sb.size > 0 && ![...sb].some((x) => sa.has(x));
}

/** The identifiers without a SIREN that one of their SIRETs already carries (it adds nothing). */
export function withoutCarriedSiren<T extends { type: string; value: string }>(ids: T[]): T[] {
  const carried = new Set(ids.filter((i) => i.type === 'SIRET').map((i) => sirenOf('SIRET', i.value)));
  return ids.filter((i) => i.type !== 'SIREN' || !carried.has(normalizeIdentifier('SIREN', i.value)));
}

/** The message key of what is wrong with an identifier as typed, or undefined when it is fine (or still empty). */
export function typedIdentifierError(type: IdentifierType, value: string): string | undefined {
  const normalized = normalizeIdentifier(type, value);
  const problem = normalized ? identifierProblem(type, normalized) : undefined;
  return problem && identifierErrorKey(type, problem);
}
