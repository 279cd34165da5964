/**
 * ISO 20022 bank-to-customer cash management: camt.053 (statement), camt.052 (intraday report), camt.054
 * (debit/credit notification), any version. The file is checked whole (XMLValidator names the line of a
 * broken tag), then read a block at a time: each statement's header, then each entry (<Ntry>) on its own, so a
 * large file is never one object tree and every refusal names the line of its entry.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { normalizeBankCode } from '../../../../../src/domain/bankDetails/bankAccount';
import {
  decimalAmount,
  negate,
  StatementError,
  type ParsedLine,
  type ParsedStatement,
  type StatementFormat,
} from './statement';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['Bal', 'TxDtls', 'Ustrd', 'Strd', 'Ntry'].includes(name),
});

type Node = Record<string, unknown> | string | undefined;
/** The text of a path in a parsed node (first of arrays), '' when absent. */
function text(node: Node, ...path: string[]): string {
  let cur: unknown = node;
  for (const key of path) {
    if (Array.isArray(cur)) cur = cur[0];
    if (!cur || typeof cur !== 'object') return '';
    cur = (cur as Record<string, unknown>)[key];
  }
  if (Array.isArray(cur)) cur = cur[0];
  if (cur && typeof cur === 'object') cur = (cur as Record<string, unknown>)['#text'];
  return cur === undefined || cur === null ? '' : String(cur).trim();
}
const child = (node: Node, key: string): Node => (node && typeof node === 'object' ? (node[key] as Node) : undefined);
const list = (node: Node, key: string): Record<string, unknown>[] => {
  const v = child(node, key);
  return Array.isArray(v) ? v : v && typeof v === 'object' ? [v] : [];
};

const KINDS: Record<string, { format: StatementFormat; block: string }> = {
  BkToCstmrStmt: { format: 'camt.053', block: 'Stmt' },
  BkToCstmrAcctRpt: { format: 'camt.052', block: 'Rpt' },
  BkToCstmrDbtCdtNtfctn: { format: 'camt.054', block: 'Ntfctn' },
};

/** Offsets of each <tag>...</tag> (any namespace prefix) in a text, from `from` to `to`. */
function blocks(xml: string, tag: string, from = 0, to = xml.length): Array<[number, number]> {
  const open = new RegExp(`<(?:[\\w.-]+:)?${tag}[\\s>]`, 'g');
  const close = new RegExp(`</(?:[\\w.-]+:)?${tag}\\s*>`, 'g');
  const out: Array<[number, number]> = [];
  open.lastIndex = from;
  for (let m = open.exec(xml); m && m.index < to; m = open.exec(xml)) {
    close.lastIndex = m.index;
    const c = close.exec(xml);
    if (!c || c.index > to) break;
    out.push([m.index, c.index + c[0].length]);
    open.lastIndex = c.index + c[0].length;
  }
  return out;
}

/** Counts lines incrementally as offsets grow (a large file is walked once). */
function lineCounter(xml: string) {
  let pos = 0;
  let line = 1;
  return (offset: number) => {
    for (; pos < offset; pos++) if (xml.charCodeAt(pos) === 10) line++;
    return line;
  };
}

const day = (node: Node) => (text(node, 'Dt') || text(node, 'DtTm')).slice(0, 10) || null;

function amountOf(node: Node, line: number): string {
  const raw = text(node, 'Amt');
  const amount = decimalAmount(raw);
  if (amount === undefined) throw new StatementError(line, `the amount "${raw}" is not a decimal amount`);
  const ind = text(node, 'CdtDbtInd');
  if (ind !== 'CRDT' && ind !== 'DBIT') throw new StatementError(line, 'CdtDbtInd must be CRDT or DBIT');
  return ind === 'DBIT' ? negate(amount) : amount;
}

function entryLine(entry: Node, line: number, currency: string): ParsedLine {
  const amount = amountOf(entry, line);
  const bookingDate = day(child(entry, 'BookgDt')) ?? day(child(entry, 'ValDt'));
  if (!bookingDate || !/^\d{4}-\d\d-\d\d$/.test(bookingDate))
    throw new StatementError(line, 'the entry has no booking date');
  const tx = list(child(entry, 'NtryDtls'), 'TxDtls')[0];
  const debit = amount.startsWith('-');
  const parties = child(tx, 'RltdPties');
  // the other party: the creditor of a debit, the debtor of a credit
  const other = debit ? 'Cdtr' : 'Dbtr';
  const e2e = text(tx, 'Refs', 'EndToEndId');
  const rmt = child(tx, 'RmtInf');
  const remittance = [
    ...list(rmt, 'Ustrd').map((u) => text({ u } as Node, 'u')),
    ...list(rmt, 'Strd').map((s) => text(s, 'CdtrRefInf', 'Ref')),
    text(entry, 'AddtlNtryInf'),
  ]
    .filter(Boolean)
    .join(' ');
  const ccy = text(child(entry, 'Amt') as Node, '@Ccy') || currency;
  return {
    fileLine: line,
    bookingDate,
    valueDate: day(child(entry, 'ValDt')),
    amount,
    currency: ccy,
    bankRef: text(entry, 'AcctSvcrRef') || text(tx, 'Refs', 'AcctSvcrRef'),
    endToEndId: e2e === 'NOTPROVIDED' ? '' : e2e,
    counterpartyName: text(parties, other, 'Nm') || text(parties, other, 'Pty', 'Nm'),
    counterpartyIban: normalizeBankCode(text(parties, `${other}Acct`, 'Id', 'IBAN')),
    remittance,
  };
}

function balances(header: Node, line: number) {
  let opening: string | null = null;
  let closing: string | null = null;
  for (const bal of list(header, 'Bal')) {
    const code = text(bal, 'Tp', 'CdOrPrtry', 'Cd');
    if (code === 'OPBD' || code === 'PRCD') opening ??= amountOf(bal, line);
    if (code === 'CLBD') closing = amountOf(bal, line);
  }
  return { opening, closing };
}

export function parseCamt(xml: string): ParsedStatement[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new StatementError(valid.err.line, valid.err.msg);
  const lineOf = lineCounter(xml);
  const root = Object.entries(KINDS).find(([tag]) => blocks(xml, tag).length);
  if (!root) throw new StatementError(1, 'not a camt.052, camt.053 or camt.054 document');
  const [tag, { format, block }] = root;
  const statements: ParsedStatement[] = [];
  for (const [start, end] of blocks(xml, block, blocks(xml, tag)[0][0])) {
    const entries = blocks(xml, 'Ntry', start, end);
    // the header: the block without its entries
    const headEnd = entries.length ? entries[0][0] : end;
    const tailStart = entries.length ? entries[entries.length - 1][1] : end;
    const headLine = lineOf(start);
    const head = (parser.parse(`<B>${xml.slice(start, headEnd)}${xml.slice(tailStart, end)}</B>`) as { B: Node }).B;
    const stmt = child(head, block);
    const iban = normalizeBankCode(text(stmt, 'Acct', 'Id', 'IBAN') || text(stmt, 'Acct', 'Id', 'Othr', 'Id'));
    if (!iban) throw new StatementError(headLine, 'the statement names no account IBAN');
    const currency = text(stmt, 'Acct', 'Ccy') || 'EUR';
    const { opening, closing } = balances(stmt, headLine);
    const lines: ParsedLine[] = [];
    for (const [s, e] of entries) {
      const line = lineOf(s);
      const parsed = parser.parse(xml.slice(s, e)) as { Ntry: Node[] };
      lines.push(entryLine(parsed.Ntry[0], line, currency));
    }
    statements.push({
      format,
      iban,
      currency,
      reference: text(stmt, 'Id') || text(stmt, 'ElctrncSeqNb'),
      fromDate: text(stmt, 'FrToDt', 'FrDtTm').slice(0, 10) || null,
      toDate: text(stmt, 'FrToDt', 'ToDtTm').slice(0, 10) || null,
      openingBalance: opening,
      closingBalance: closing,
      lines,
    });
  }
  if (!statements.length) throw new StatementError(1, `the document holds no <${block}>`);
  return statements;
}
