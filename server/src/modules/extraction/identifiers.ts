/**
 * Company identifiers found in a document's text (SIREN, SIRET, VAT number, GLN, DUNS, IBAN, e-mail), by the
 * product's one identifier rule (src/domain/suppliers/identifiers.ts): a number counts only when its form and
 * check digits are those of what it is; a label says which kinds it may be, never forces one.
 */

import {
  emailProblem,
  ibanProblem,
  luhnValid,
  readIdentifier,
  sirenOf,
  sirenProblem,
  siretProblem,
  vatProblem,
  type IdentifierType,
} from '../../../../src/domain/suppliers/identifiers';

export type IdType = Exclude<IdentifierType, 'OTHER'>;
export { sirenOf };

export interface FoundId {
  type: IdType;
  value: string;
  index: number;
  /** Line number (0-based) of the text. */
  line: number;
}

// One set of identifier rules for the whole product: the ones that validate suppliers' identifiers.
export const luhn = luhnValid;
export const isSiren = (v: string) => !sirenProblem(v);
export const isSiret = (v: string) => !siretProblem(v);
export const isVat = (v: string) => !vatProblem(normalizeId('VAT', v));
export const isIban = (v: string) => !ibanProblem(normalizeId('IBAN', v));
export const isEmail = (v: string) => !emailProblem(v.trim().toLowerCase());

/** Canonical form for comparison: upper case without spaces, dots or dashes (e-mails: lower case). */
export function normalizeId(type: string, v: string): string {
  if (type === 'EMAIL') return v.trim().toLowerCase();
  return v.toUpperCase().replace(/[\s.\-/]/g, '');
}

/** Labels of registration numbers and the kinds each may name (RCS and SIREN/SIRET labels: the SIRENE's). */
const LABELLED = /\b(SIRE[NT]|RCS|R\.C\.S\.|GLN|D-?U-?N-?S)\b[^0-9\n]{0,25}((?:\d[ .-]?){9,14})/;
const SIRENE_HINTS: IdentifierType[] = ['SIRET', 'SIREN'];
const GLN_HINTS: IdentifierType[] = ['GLN'];
const DUNS_HINTS: IdentifierType[] = ['DUNS'];

/** Identifiers found in a text, each with its line. Checksums must hold (SIREN/SIRET only after a label). */
export function findIdentifiers(text: string): FoundId[] {
  const out: FoundId[] = [];
  const lines = text.split('\n');
  const seen = new Set<string>();
  const add = (type: IdType, value: string, index: number, line: number) => {
    const key = `${type}:${value}:${line}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ type, value, index, line });
  };
  lines.forEach((line, li) => {
    let m: RegExpExecArray | null;
    // IBAN: country, check digits, then groups of up to 4 separated by single spaces
    const ibanRe = /\b([A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?)\b/g;
    while ((m = ibanRe.exec(line))) {
      // the last group may have swallowed the next word: shrink until valid
      let cand = m[1];
      while (cand.length >= 15 && !isIban(cand)) cand = cand.slice(0, -1).trimEnd();
      if (isIban(cand)) add('IBAN', normalizeId('IBAN', cand), m.index, li);
    }
    // VAT: country code + number, with optional spaces/dots
    const vatRe = /\b(ATU|CHE|[A-Z]{2})[ .-]?((?:[0-9A-Z][ .-]?){8,12}(?:MWST|TVA|IVA)?)(?![0-9A-Z])/g;
    while ((m = vatRe.exec(line))) {
      const raw = (m[1] + m[2]).replace(/[ .-]/g, '');
      for (let len = raw.length; len >= 10; len--) {
        const v = raw.slice(0, len);
        if (isVat(v) && !isIban(v)) {
          add('VAT', v, m.index, li);
          break;
        }
      }
    }
    // numbers after a label naming what they may be: a SIREN label over 14 digits reads a SIRET (form decides)
    const labelled = new RegExp(LABELLED.source, 'gi');
    while ((m = labelled.exec(line))) {
      const label = m[1].toUpperCase().replace(/[^A-Z]/g, '');
      const digits = m[2].replace(/[ .-]/g, '');
      const hints = label === 'GLN' ? GLN_HINTS : label === 'DUNS' ? DUNS_HINTS : SIRENE_HINTS;
      // the longest reading first: 14 digits then 13 then 9 (a group may run into the next number)
      const id = [14, 13, 9]
        .map((n) => (digits.length >= n ? readIdentifier(digits.slice(0, n), hints) : undefined))
        .find(Boolean);
      if (id) add(id.type as IdType, id.value, m.index, li);
    }
    const emailRe = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
    while ((m = emailRe.exec(line))) add('EMAIL', m[0].toLowerCase(), m.index, li);
  });
  return out;
}

/** Web domains of a text, not those of e-mail addresses (lower case, without www.). */
export function findDomains(text: string): string[] {
  const out = new Set<string>();
  const re =
    /(?<![@\w.-])(?:https?:\/\/)?(?:www\.)?([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|fr|de|nl|be|ch|at|it|es|co\.uk|uk|net|org|eu|io|in|info|biz|lu|re))\b/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.add(m[1].toLowerCase());
  return [...out];
}
