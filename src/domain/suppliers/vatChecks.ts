/**
 * Check digits of intra-EU VAT numbers, by country prefix, over the national part (after the prefix) once its
 * format holds (identifierTables.ts). A country without a known check passes on its format alone.
 */
import { mod97 } from '../bankDetails/bankAccount';

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

/** The key of a French VAT number from the SIREN: (12 + 3 × (SIREN mod 97)) mod 97. */
export const frenchVatKey = (siren: string) => (12 + 3 * (Number(siren) % 97)) % 97;

/** ISO 7064 mod 11,10 (German USt-IdNr.): the last digit completes the chain. */
function mod11_10(digits: string): boolean {
  let check = 5;
  for (const d of digits) check = ((((check || 10) * 2) % 11) + Number(d)) % 10;
  return check === 1;
}

/** Dutch BSN / RSIN "elfproef": weights 9…2 and −1 for the last digit, sum a multiple of 11. */
function elfproef(digits: string): boolean {
  const sum = [...digits].reduce((s, d, i) => s + (i === 8 ? -1 : 9 - i) * Number(d), 0);
  return sum % 11 === 0;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';
/** Spanish NIF: a DNI (8 digits + letter), an NIE (X/Y/Z + 7 digits + letter), K/L/M numbers, or a company CIF. */
function spanishNif(n: string): boolean {
  const head = n[0];
  const middle = n.slice(1, 8);
  if (/^\d/.test(head)) return DNI_LETTERS[Number(n.slice(0, 8)) % 23] === n[8];
  if ('XYZ'.includes(head)) return DNI_LETTERS[Number('XYZ'.indexOf(head) + middle) % 23] === n[8];
  if ('KLM'.includes(head)) return DNI_LETTERS[Number(middle) % 23] === n[8];
  if (!'ABCDEFGHJNPQRSUVW'.includes(head)) return false;
  // the Luhn digit that completes the seven digits, or its letter
  const digit = [...'0123456789'].find((d) => luhnValid(middle + d))!;
  return n[8] === digit || n[8] === CIF_LETTERS[Number(digit)];
}

/** The national part's check, by country prefix. */
export const VAT_CHECKS: Record<string, (national: string) => boolean> = {
  // a key in letters (new-style numbers) has no public rule: its format suffices
  FR: (n) => !/^\d{11}$/.test(n) || Number(n.slice(0, 2)) === frenchVatKey(n.slice(2)),
  DE: mod11_10,
  IT: (n) => Number(n.slice(0, 7)) > 0 && luhnValid(n),
  BE: (n) => (Number(n.slice(0, 8)) + Number(n.slice(8))) % 97 === 0,
  // the RSIN / BSN elfproef, or (sole traders since 2020) mod 97 over the whole number with its prefix
  NL: (n) => Number(n.slice(10)) > 0 && (elfproef(n.slice(0, 9)) || mod97(`NL${n}`) === 1),
  ES: spanishNif,
};
