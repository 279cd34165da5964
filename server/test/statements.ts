/**
 * Statement files for the tests and the bench, built as altered copies of the real samples in
 * fixtures/statements (their headers and record layouts kept, the account and entries ours).
 */
import { readFileSync } from 'node:fs';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/statements/${name}`, import.meta.url), 'utf8');

export interface Entry {
  amount: string;
  day: string;
  e2e?: string;
  iban?: string;
  name?: string;
  text?: string;
  ref?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The genkgo camt.053 sample for our IBAN, its entries replaced by these. */
export function camt053(iban: string, entries: Entry[], id = 'STMT-1'): Buffer {
  const base = fixture('camt053-genkgo-minimal.xml')
    .replace('<IBAN>NL26VAYB8060476890</IBAN>', `<IBAN>${iban}</IBAN>`)
    .replace('<Id>253EURNL26VAYB8060476890</Id>', `<Id>${id}</Id>`);
  const ntry = entries
    .map((e) => {
      const debit = e.amount.startsWith('-');
      const party = debit ? 'Cdtr' : 'Dbtr';
      return `            <Ntry>
                <Amt Ccy="EUR">${e.amount.replace('-', '')}</Amt>
                <CdtDbtInd>${debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
                <Sts>BOOK</Sts>
                <BookgDt><Dt>${e.day}</Dt></BookgDt>
                <ValDt><Dt>${e.day}</Dt></ValDt>
                ${e.ref ? `<AcctSvcrRef>${e.ref}</AcctSvcrRef>` : ''}
                <NtryDtls>
                    <TxDtls>
                        <Refs><EndToEndId>${e.e2e ?? 'NOTPROVIDED'}</EndToEndId></Refs>
                        <RltdPties>
                            <${party}><Nm>${esc(e.name ?? 'X')}</Nm></${party}>
                            ${e.iban ? `<${party}Acct><Id><IBAN>${e.iban}</IBAN></Id></${party}Acct>` : ''}
                        </RltdPties>
                        <RmtInf><Ustrd>${esc(e.text ?? '')}</Ustrd></RmtInf>
                    </TxDtls>
                </NtryDtls>
            </Ntry>`;
    })
    .join('\n');
  return Buffer.from(base.replace(/ {12}<Ntry>[\s\S]*<\/Ntry>/, ntry));
}

/** The ofxparse sample (SGML) for a French RIB, its transactions replaced by these. */
export function ofx(bank: string, branch: string, account: string, entries: Entry[]): Buffer {
  const trn = entries
    .map(
      (e, i) =>
        `<STMTTRN><TRNTYPE>${e.amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${e.day.replace(/-/g, '')}120000<TRNAMT>${e.amount}<FITID>${e.ref ?? `FIT${i}`}<NAME>${esc(e.name ?? 'X')}<MEMO>${esc([e.text, e.e2e].filter(Boolean).join(' '))}</STMTTRN>`,
    )
    .join('\n');
  return Buffer.from(
    fixture('ofxparse-bank_medium.ofx')
      .replace('<BANKID>160000100<ACCTID>12300 000012345678', `<BANKID>${bank}<BRANCHID>${branch}<ACCTID>${account}`)
      .replace('<CURDEF>CAD', '<CURDEF>EUR')
      .replace(/<STMTTRN>[\s\S]*<\/STMTTRN>/, trn),
  );
}

/** A CFONB amount field: 14 characters, the last one the sign and last digit. */
export function cfonbAmount(amount: string): string {
  const negative = amount.startsWith('-');
  const digits = amount.replace(/[-.]/g, '').padStart(14, '0');
  return digits.slice(0, 13) + (negative ? '}JKLMNOPQR' : '{ABCDEFGHI')[Number(digits[13])];
}
const ddmmyy = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(2, 4)}`;

/** The pennylane CFONB sample's records (01, 04, 05 RCN and LIB, 07) for a RIB, with these operations. */
export function cfonb(bank: string, branch: string, account: string, opening: string, entries: Entry[]): Buffer {
  const rows = fixture('cfonb-pennylane-example.txt').split('\n');
  const rib = (row: string) =>
    `${row.slice(0, 2)}${bank}${row.slice(7, 11)}${branch}${row.slice(16, 21)}${account}${row.slice(32)}`;
  const put = (row: string, at: number, value: string, width: number) =>
    row.slice(0, at) + value.padEnd(width).slice(0, width) + row.slice(at + width);
  const first = entries[0]?.day ?? '2026-11-24';
  let closing = BigInt(opening.replace(/[-.]/g, '')) * (opening.startsWith('-') ? -1n : 1n);
  const out = [put(put(rib(rows[0]), 34, ddmmyy(first), 6), 90, cfonbAmount(opening), 14)];
  for (const e of entries) {
    closing += BigInt(e.amount.replace(/[-.]/g, '')) * (e.amount.startsWith('-') ? -1n : 1n);
    let op = put(rib(rows[2]), 34, ddmmyy(e.day), 6);
    op = put(put(put(op, 42, ddmmyy(e.day), 6), 48, e.name ?? 'VIR SEPA', 31), 90, cfonbAmount(e.amount), 14);
    out.push(put(op, 104, e.ref ?? '', 16));
    if (e.e2e) out.push(put(put(rib(rows[4]), 45, 'RCN', 3), 48, e.e2e, 70));
    if (e.text) out.push(put(put(rib(rows[3]), 45, 'LIB', 3), 48, e.text, 70));
  }
  const abs = closing < 0n ? -closing : closing;
  const closingText = `${closing < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  out.push(put(put(rib(rows[13]), 34, ddmmyy(entries.at(-1)?.day ?? first), 6), 90, cfonbAmount(closingText), 14));
  return Buffer.from(out.join('\n') + '\n');
}
