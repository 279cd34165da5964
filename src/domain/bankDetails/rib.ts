/**
 * A French RIB (bank code, branch code, account number) as its IBAN: the RIB key (mod 97 of the three numbers,
 * letters of the account read as digits) and the IBAN's check digits (ISO 13616). CFONB statements and some
 * OFX files name the account this way. Pure and isomorphic.
 */
import { mod97, normalizeBankCode } from './bankAccount';

const RIB_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A=1 … I=9, J=1 … R=9, S=2 … Z=9 (the RIB's own table). */
const ribDigit = (ch: string) => {
  const i = RIB_LETTERS.indexOf(ch);
  if (i < 0) return ch;
  return String(i < 9 ? i + 1 : i < 18 ? i - 8 : i - 16);
};

export function ribKey(bank: string, branch: string, account: string): string {
  const digits = [...account.toUpperCase()].map(ribDigit).join('');
  const rest = (89n * BigInt(bank) + 15n * BigInt(branch) + 3n * BigInt(digits)) % 97n;
  return String(97n - rest).padStart(2, '0');
}

/** The FR IBAN of a RIB; undefined when the parts are not 5 digits, 5 digits and 11 letters or digits. */
export function ibanFromRib(bank: string, branch: string, account: string, key?: string): string | undefined {
  const b = bank.trim(),
    g = branch.trim(),
    a = normalizeBankCode(account);
  if (!/^\d{5}$/.test(b) || !/^\d{5}$/.test(g) || !/^[A-Z0-9]{11}$/.test(a)) return undefined;
  const bban = `${b}${g}${a}${key ?? ribKey(b, g, a)}`;
  const check = String(98 - mod97(`${bban}FR00`)).padStart(2, '0');
  return `FR${check}${bban}`;
}
