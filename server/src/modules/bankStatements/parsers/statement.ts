/**
 * What every statement parser answers: one or several account statements, each with its account (IBAN), its
 * balances and its lines; amounts are exact decimal strings (negative = debit), days are yyyy-mm-dd.
 */
import type { BankEntry } from '../../../../../src/domain/bankStatements/bankStatement.model';
import { AppError } from '../../../errors';

export type StatementFormat = 'camt.053' | 'camt.052' | 'camt.054' | 'ofx' | 'cfonb120';

export interface ParsedLine extends BankEntry {
  /** The line of the file where the entry starts (what a refusal names). */
  fileLine: number;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The account's IBAN, normalised (what finds the bank account). */
  iban: string;
  currency: string;
  reference: string;
  fromDate: string | null;
  toDate: string | null;
  openingBalance: string | null;
  closingBalance: string | null;
  lines: ParsedLine[];
}

/** A statement that cannot be read: 400 naming the line of the file and why. */
export class StatementError extends AppError {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super('VALIDATION', `The statement cannot be read at line ${line}: ${reason}`, {
      fields: { file: 'error.statement.line' },
      key: 'error.statement.line',
      params: { line, reason },
    });
  }
}

/** The 1-based line of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** An amount written with a point or a comma, as exact cents text; undefined when it is not one. */
export function decimalAmount(raw: string): string | undefined {
  const m = /^\s*([+-])?(\d{1,15})(?:[.,](\d{1,5}))?\s*$/.exec(raw);
  if (!m) return undefined;
  const [, sign, int, frac = ''] = m;
  // a statement's amounts carry at most the currency's decimals: more than 2 non-zero decimals is refused
  if (/[1-9]/.test(frac.slice(2))) return undefined;
  const cents = `${BigInt(int)}.${(frac + '00').slice(0, 2)}`;
  return sign === '-' && !/^0\.00$/.test(cents) ? `-${cents}` : cents;
}

export const negate = (amount: string) =>
  amount.startsWith('-') ? amount.slice(1) : amount === '0.00' ? amount : `-${amount}`;

/** A day that exists, yyyy-mm-dd. */
export function isoDay(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
