/**
 * A statement line's identity on its account, so the same entry imported twice (the same file, or two
 * statements that overlap) is kept once: the bank's own unique reference where the format has one (camt's
 * AcctSvcrRef, OFX's FITID), else a hash of its day, amount, references and texts, numbered when one file
 * holds the same entry several times (two equal fees the same day stay two lines).
 */
import { createHash } from 'node:crypto';
import type { ParsedLine, ParsedStatement } from './parsers';

const UNIQUE_REF_FORMATS = new Set(['camt.053', 'camt.052', 'camt.054', 'ofx']);

export function lineKeys(statement: ParsedStatement): string[] {
  const seen = new Map<string, number>();
  return statement.lines.map((l: ParsedLine) => {
    if (l.bankRef && UNIQUE_REF_FORMATS.has(statement.format)) return `ref:${l.bankRef}`;
    const base = createHash('sha256')
      .update(
        [l.bookingDate, l.valueDate ?? '', l.amount, l.bankRef, l.endToEndId, l.counterpartyIban, l.remittance].join(
          '\u001f',
        ),
      )
      .digest('hex')
      .slice(0, 40);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `h:${base}:${n}`;
  });
}
