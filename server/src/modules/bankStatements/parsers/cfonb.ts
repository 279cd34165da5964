/**
 * CFONB 120 (the French banks' "relevé de compte" on 120-character lines): 01 previous balance, 04 operation,
 * 05 its complements, 07 new balance; a file may hold several accounts and days. Amounts are 14 digits whose
 * last character carries the sign and the last digit ({ A-I positive 0-9, } J-R negative 0-9), with the
 * number of decimals in column 20. Read line by line; a refusal names the line.
 */
import { ibanFromRib } from '../../../../../src/domain/bankDetails/rib';
import { isoDay, StatementError, type ParsedLine, type ParsedStatement } from './statement';

const POSITIVE = '{ABCDEFGHI';
const NEGATIVE = '}JKLMNOPQR';

/** The signed amount of a 14-character CFONB field with `decimals` decimals, exact. */
export function cfonbAmount(field: string, decimals: number, line: number): string {
  const last = field.slice(-1);
  const body = field.slice(0, -1);
  let digit = POSITIVE.indexOf(last);
  let negative = false;
  if (digit < 0) {
    digit = NEGATIVE.indexOf(last);
    negative = true;
  }
  if (digit < 0 || !/^[0-9 ]{13}$/.test(body))
    throw new StatementError(line, `the amount "${field}" is not a CFONB amount`);
  const digits = `${body.replace(/ /g, '0')}${digit}`;
  const units = BigInt(digits);
  // to cents: the file's decimals (0-3) scaled to 2
  let cents = decimals <= 2 ? units * 10n ** BigInt(2 - decimals) : units / 10n ** BigInt(decimals - 2);
  if (decimals > 2 && units % 10n ** BigInt(decimals - 2) !== 0n)
    throw new StatementError(line, 'the amount has more than 2 decimals');
  if (negative) cents = -cents;
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

function cfonbDay(raw: string, line: number, what: string): string {
  const m = /^(\d\d)(\d\d)(\d\d)$/.exec(raw);
  // two-digit years: 00-79 are 20xx
  const d = m && isoDay(Number(m[3]) + (Number(m[3]) < 80 ? 2000 : 1900), Number(m[2]), Number(m[1]));
  if (!d) throw new StatementError(line, `${what} "${raw}" is not a date (ddmmyy)`);
  return d;
}

export function parseCfonb(text: string): ParsedStatement[] {
  const statements: ParsedStatement[] = [];
  let current: ParsedStatement | null = null;
  let last: ParsedLine | null = null;
  const rows = text.split(/\r?\n/);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const line = i + 1;
    if (!row.trim()) continue;
    if (row.length !== 120) throw new StatementError(line, `a CFONB line has 120 characters, this one ${row.length}`);
    const code = row.slice(0, 2);
    const decimals = Number(row.slice(19, 20));
    if (!/^\d$/.test(row.slice(19, 20)) || decimals > 3)
      throw new StatementError(line, 'the number of decimals (column 20) is not 0 to 3');
    const currency = row.slice(16, 19).trim() || 'EUR';
    if (code === '01') {
      if (current) throw new StatementError(line, 'a new statement starts before the previous one ended (07)');
      const bank = row.slice(2, 7);
      const branch = row.slice(11, 16);
      const account = row.slice(21, 32);
      const iban = ibanFromRib(bank, branch, account);
      if (!iban) throw new StatementError(line, 'the bank, branch and account codes are not a RIB');
      const date = cfonbDay(row.slice(34, 40), line, 'the balance date');
      current = {
        format: 'cfonb120',
        iban,
        currency,
        reference: `${iban}-${date}`,
        fromDate: date,
        toDate: date,
        openingBalance: cfonbAmount(row.slice(90, 104), decimals, line),
        closingBalance: null,
        lines: [],
      };
      last = null;
    } else if (code === '04') {
      if (!current) throw new StatementError(line, 'an operation (04) outside a statement (01 … 07)');
      const label = row.slice(48, 79).trim();
      const ref = row.slice(104, 120).trim();
      last = {
        fileLine: line,
        bookingDate: cfonbDay(row.slice(34, 40), line, 'the booking date'),
        valueDate: cfonbDay(row.slice(42, 48), line, 'the value date'),
        amount: cfonbAmount(row.slice(90, 104), decimals, line),
        currency,
        bankRef: [row.slice(81, 88).trim(), ref].filter(Boolean).join('/'),
        endToEndId: '',
        counterpartyName: '',
        counterpartyIban: '',
        remittance: [label, ref].filter(Boolean).join(' '),
      };
      current.lines.push(last);
    } else if (code === '05') {
      if (!last) throw new StatementError(line, 'a complement (05) without its operation (04)');
      const qualifier = row.slice(45, 48);
      const value = row.slice(48, 118).trim();
      // the SEPA complements: NPY/NBE the other party's name, RCN the end-to-end id, LIB/REF texts
      if (qualifier === 'RCN') last.endToEndId = row.slice(48, 83).trim();
      else if (qualifier === 'NPY' || qualifier === 'NBE') last.counterpartyName ||= value;
      if (value) last.remittance = `${last.remittance} ${value}`.trim();
    } else if (code === '07') {
      if (!current) throw new StatementError(line, 'a new balance (07) without its statement (01)');
      current.closingBalance = cfonbAmount(row.slice(90, 104), decimals, line);
      current.toDate = cfonbDay(row.slice(34, 40), line, 'the balance date');
      statements.push(current);
      current = null;
      last = null;
    } else {
      throw new StatementError(line, `unknown record code "${code}" (01, 04, 05 or 07)`);
    }
  }
  if (current) throw new StatementError(rows.length, 'the last statement has no new balance (07)');
  if (!statements.length) throw new StatementError(1, 'the file holds no CFONB statement');
  return statements;
}
