/**
 * OFX bank statements, both variants: OFX 1.x (SGML: a header of KEY:VALUE lines, leaf tags left unclosed) and
 * OFX 2.x (XML). Read with one scan of the tags, which takes both (a leaf's value runs to the next tag), one
 * statement per <STMTRS>, one line per <STMTTRN>; a refusal names the line of the transaction.
 */
import { isValidIban, normalizeBankCode } from '../../../../../src/domain/bankDetails/bankAccount';
import { ibanFromRib } from '../../../../../src/domain/bankDetails/rib';
import { decimalAmount, isoDay, lineAt, StatementError, type ParsedLine, type ParsedStatement } from './statement';

/** The value of a leaf tag within a block: text up to the next tag, entities decoded. */
function leaf(block: string, tag: string): string {
  const m = new RegExp(`<${tag}>([^<]*)`, 'i').exec(block);
  return m
    ? m[1]
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&')
        .trim()
    : '';
}

/** Each <tag>…</tag> block of a text, with its offset. */
function blocksOf(text: string, tag: string, from = 0, to = text.length): Array<{ at: number; body: string }> {
  const re = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'gi');
  re.lastIndex = from;
  const out: Array<{ at: number; body: string }> = [];
  // `at`: where the body starts (after the opening tag)
  for (let m = re.exec(text); m && m.index < to; m = re.exec(text))
    out.push({ at: m.index + tag.length + 2, body: m[1] });
  return out;
}

/** OFX dates: yyyymmdd[hhmmss[.xxx]][[gmt offset:tz]] — the day is what counts. */
function ofxDay(raw: string, line: number, what: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(raw);
  const d = m && isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  if (!d) throw new StatementError(line, `${what} "${raw}" is not a date (yyyymmdd)`);
  return d;
}

/** The account's IBAN: ACCTID when it is one, else the French RIB of BANKID, BRANCHID and ACCTID. */
function accountIban(acct: string): string {
  const id = normalizeBankCode(leaf(acct, 'ACCTID'));
  if (isValidIban(id)) return id;
  const bank = leaf(acct, 'BANKID');
  const branch = leaf(acct, 'BRANCHID');
  // a French ACCTID may carry its 2-digit RIB key after the 11 characters of the account
  const rib = ibanFromRib(bank, branch, id.slice(0, 11), id.length === 13 ? id.slice(11) : undefined);
  return rib ?? normalizeBankCode(`${bank}${branch}${id}`);
}

export function parseOfx(text: string): ParsedStatement[] {
  if (!/<OFX>/i.test(text)) throw new StatementError(1, 'no <OFX> element');
  const statements: ParsedStatement[] = [];
  for (const stmt of blocksOf(text, 'STMTRS')) {
    const stmtLine = lineAt(text, stmt.at);
    const acct = blocksOf(stmt.body, 'BANKACCTFROM')[0]?.body;
    if (!acct) throw new StatementError(stmtLine, 'the statement has no <BANKACCTFROM>');
    const currency = leaf(stmt.body, 'CURDEF') || 'EUR';
    const lines: ParsedLine[] = [];
    for (const trn of blocksOf(stmt.body, 'STMTTRN')) {
      const line = lineAt(text, stmt.at + trn.at);
      const rawAmount = leaf(trn.body, 'TRNAMT');
      const amount = decimalAmount(rawAmount);
      if (amount === undefined) throw new StatementError(line, `TRNAMT "${rawAmount}" is not a decimal amount`);
      const fitid = leaf(trn.body, 'FITID');
      lines.push({
        fileLine: line,
        bookingDate: ofxDay(leaf(trn.body, 'DTPOSTED'), line, 'DTPOSTED'),
        valueDate: leaf(trn.body, 'DTAVAIL') ? ofxDay(leaf(trn.body, 'DTAVAIL'), line, 'DTAVAIL') : null,
        amount,
        currency: leaf(trn.body, 'CURRENCY') || currency,
        bankRef: fitid,
        endToEndId: '',
        counterpartyName: leaf(trn.body, 'NAME') || leaf(trn.body, 'PAYEEID'),
        counterpartyIban: '',
        remittance: [leaf(trn.body, 'MEMO'), leaf(trn.body, 'REFNUM'), leaf(trn.body, 'CHECKNUM')]
          .filter(Boolean)
          .join(' '),
      });
    }
    const list = blocksOf(stmt.body, 'BANKTRANLIST')[0]?.body ?? '';
    const ledger = blocksOf(stmt.body, 'LEDGERBAL')[0]?.body ?? '';
    const closing = ledger ? decimalAmount(leaf(ledger, 'BALAMT')) : undefined;
    if (ledger && closing === undefined) throw new StatementError(stmtLine, 'LEDGERBAL has no decimal BALAMT');
    statements.push({
      format: 'ofx',
      iban: accountIban(acct),
      currency,
      reference: leaf(text, 'TRNUID'),
      fromDate: leaf(list, 'DTSTART') ? ofxDay(leaf(list, 'DTSTART'), stmtLine, 'DTSTART') : null,
      toDate: leaf(list, 'DTEND') ? ofxDay(leaf(list, 'DTEND'), stmtLine, 'DTEND') : null,
      openingBalance: null,
      closingBalance: closing ?? null,
      lines,
    });
  }
  if (!statements.length) throw new StatementError(1, 'the file holds no bank statement (<STMTRS>)');
  return statements;
}
