import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StatementError } from './statement';
import { parseStatementFile } from './index';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/statements/${name}`, import.meta.url));
const refusal = (bytes: Buffer | string) => {
  try {
    parseStatementFile(Buffer.from(bytes));
  } catch (err) {
    if (err instanceof StatementError) return { line: err.line, reason: err.reason, status: err.status };
    throw err;
  }
  throw new Error('no refusal');
};

describe('camt.053 (genkgo/camt sample)', () => {
  it('reads the account, balances and the entry with exact amounts', () => {
    const [s] = parseStatementFile(fixture('camt053-genkgo-minimal.xml'));
    expect(s).toMatchObject({
      format: 'camt.053',
      iban: 'NL26VAYB8060476890',
      currency: 'EUR',
      reference: '253EURNL26VAYB8060476890',
      openingBalance: '18.15',
      closingBalance: '-27.00',
    });
    expect(s.lines).toEqual([
      {
        fileLine: 90,
        bookingDate: '2014-12-31',
        valueDate: '2015-01-02',
        amount: '8.85',
        currency: 'EUR',
        bankRef: '',
        endToEndId: '',
        counterpartyName: 'NAME NAME',
        counterpartyIban: 'NL56AGDH9619008421',
        remittance: '4654654654654654',
      },
    ]);
  });

  it('reads camt.052 and camt.054 the same way, and debits negative', () => {
    const base = fixture('camt053-genkgo-minimal.xml').toString();
    const debit = base.replace(
      '<CdtDbtInd>CRDT</CdtDbtInd>\n                <RvslInd>',
      '<CdtDbtInd>DBIT</CdtDbtInd>\n                <RvslInd>',
    );
    const n054 = debit
      .replace(/camt\.053\.001\.02/, 'camt.054.001.02')
      .replace(/BkToCstmrStmt/g, 'BkToCstmrDbtCdtNtfctn')
      .replace(/<(\/?)Stmt>/g, '<$1Ntfctn>');
    const [s] = parseStatementFile(Buffer.from(n054));
    expect(s.format).toBe('camt.054');
    expect(s.lines[0]).toMatchObject({ amount: '-8.85', counterpartyName: 'Company Name' });
    const n052 = base.replace(/BkToCstmrStmt/g, 'BkToCstmrAcctRpt').replace(/<(\/?)Stmt>/g, '<$1Rpt>');
    expect(parseStatementFile(Buffer.from(n052))[0].format).toBe('camt.052');
  });

  it('refuses a broken file naming its line', () => {
    const base = fixture('camt053-genkgo-minimal.xml').toString();
    expect(refusal(base.replace('<Amt Ccy="EUR">8.85</Amt>', '<Amt Ccy="EUR">8,8.5</Amt>'))).toMatchObject({
      line: 90,
      status: 400,
    });
    expect(refusal(base.replace('</BookgDt>', '</BokgDt>')).line).toBe(97);
    expect(
      refusal(
        base.replace(
          '<CdtDbtInd>CRDT</CdtDbtInd>\n                <RvslInd>',
          '<CdtDbtInd>X</CdtDbtInd>\n                <RvslInd>',
        ),
      ),
    ).toMatchObject({ line: 90 });
  });
});

describe('OFX (ofxparse sample, SGML)', () => {
  it('reads each transaction with its FITID and the ledger balance', () => {
    const [s] = parseStatementFile(fixture('ofxparse-bank_medium.ofx'));
    expect(s).toMatchObject({ format: 'ofx', currency: 'CAD', closingBalance: '382.34', fromDate: '2009-04-01' });
    expect(s.iban).toBe('16000010012300000012345678');
    expect(s.lines.map((l) => [l.bookingDate, l.amount, l.bankRef, l.fileLine])).toEqual([
      ['2009-04-01', '-6.60', '0000123456782009040100001', 15],
      ['2009-04-02', '-316.67', '0000123456782009040200004', 16],
      ['2009-04-03', '-22.00', '0000123456782009040300005', 17],
    ]);
    expect(s.lines[1].counterpartyName).toBe("Joe's Bald Hairstyles");
  });

  it('reads the XML variant and a French account as its IBAN; refuses a bad amount naming its line', () => {
    const xml = fixture('ofxparse-bank_medium.ofx')
      .toString()
      .replace(/^[\s\S]*?<OFX>/, '<?xml version="1.0"?><?OFX OFXHEADER="200" VERSION="220"?>\n<OFX>')
      .replace(
        '<BANKID>160000100<ACCTID>12300 000012345678',
        '<BANKID>30006</BANKID><BRANCHID>00001</BRANCHID><ACCTID>12345678901</ACCTID>',
      )
      .replace(/<TRNAMT>([^<]*)/g, '<TRNAMT>$1</TRNAMT>');
    const [s] = parseStatementFile(Buffer.from(xml));
    expect(s.iban).toBe('FR7630006000011234567890189');
    expect(s.lines).toHaveLength(3);
    expect(refusal(xml.replace('-316.67', '-316.6.7'))).toMatchObject({ line: 7 });
  });
});

describe('CFONB 120 (pennylane-hq/cfonb sample)', () => {
  it('reads both accounts, signed amounts from the last character, balances that add up', () => {
    const [a, b] = parseStatementFile(fixture('cfonb-pennylane-example.txt'));
    expect(a).toMatchObject({ format: 'cfonb120', openingBalance: '-190.40', closingBalance: '-241.21' });
    expect(a.lines.map((l) => l.amount)).toEqual(['-32.21', '-10.70', '-7.90']);
    expect(a.lines[0]).toMatchObject({ bookingDate: '2019-05-16', endToEndId: 'OTHER REFERENCE', fileLine: 3 });
    expect(a.lines[0].counterpartyName).toBe('INTERNET SFR');
    expect(b.lines.map((l) => l.amount)).toEqual(['97.49', '-12.10', '-7.90']);
    expect(b.closingBalance).toBe('-163.72');
    expect(a.iban).toBe('FR7615589000009876543210088');
  });

  it('refuses a short line, an unknown record or a bad amount naming the line', () => {
    const rows = fixture('cfonb-pennylane-example.txt').toString().split('\n');
    const at = (i: number, row: string) => rows.map((r, j) => (j === i ? row : r)).join('\n');
    expect(refusal(at(2, rows[2].slice(0, 100)))).toMatchObject({ line: 3 });
    expect(refusal(at(2, `09${rows[2].slice(2)}`))).toMatchObject({ line: 3 });
    expect(refusal(at(2, `${rows[2].slice(0, 103)}X${rows[2].slice(104)}`))).toMatchObject({ line: 3 });
  });
});

it('refuses what is no statement', () => {
  expect(refusal('hello')).toMatchObject({ line: 1, status: 400 });
});
