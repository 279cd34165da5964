/**
 * The international credit transfer of recorded payments in any currency (ISO 20022 pain.001.001.09, the
 * format banks take for cross-border and non-euro transfers): one transaction per payment with its currency,
 * the creditor's IBAN, its bank's BIC and its postal address (country from the BIC), charges shared. A payment
 * whose supplier lacks one of them refuses the whole file with a message naming it (SepaRefusal, translated).
 */
import { bicFitsIban, isValidBic } from '../../../../src/domain/bankDetails/bankAccount';
import { sumMoney } from '../../../../src/domain/money';
import type { DbOrTx } from '../../../db/client';
import type { PaymentRecord } from '../../../../src/domain/payments/payment.model';
import { sepaText, SepaRefusal, transferParties } from './sepa';

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

type Parties = Awaited<ReturnType<typeof transferParties>>;

/** The accounts of an international transfer: the SEPA checks, plus each creditor's BIC and postal address. */
export async function internationalParties(db: DbOrTx, accountId: string, records: PaymentRecord[]) {
  const parties = await transferParties(db, accountId, records);
  for (const { creditor, source } of parties) {
    if (!creditor.bic || !isValidBic(creditor.bic) || !bicFitsIban(creditor.bic, creditor.iban))
      throw new SepaRefusal(
        `${creditor.name} has no BIC for its IBAN: an international transfer needs its bank's BIC in the document source's identifiers`,
        'error.transfer.nobic',
        { supplier: creditor.name },
      );
    if (!source?.address.trim())
      throw new SepaRefusal(
        `${creditor.name} has no address: an international transfer needs the creditor's address in the document source`,
        'error.transfer.noaddress',
        { supplier: creditor.name },
      );
  }
  return parties;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const el = (name: string, body: string, attrs = '') => `<${name}${attrs}>${body}</${name}>`;
const text = (name: string, value: string, max: number) => el(name, escape(sepaText(value, max)));
const agent = (bic: string) => el('FinInstnId', bic ? el('BICFI', bic) : el('Othr', el('Id', 'NOTPROVIDED')));
/** Up to two address lines of 70 characters from the source's free-text address (its first line, then the rest). */
function addressLines(address: string) {
  const parts = address
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return [parts[0], parts.slice(1).join(', ')]
    .filter(Boolean)
    .map((l) => text('AdrLine', l, 70))
    .join('');
}

/** A message id of at most 35 characters: PI, the moment, and randomness. */
const messageId = (now: Date) =>
  `PI${now.toISOString().replace(/\D/g, '').slice(0, 14)}${crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** The pain.001.001.09 document: one payment block per paying account, execution day and currency. */
export function internationalXml(parties: Parties, initiator: string, now = new Date()) {
  const id = messageId(now);
  const blocks = new Map<string, Parties>();
  for (const p of parties) {
    const key = `${p.debtor.iban}|${p.payment.paymentdate}|${p.payment.currency}`;
    blocks.set(key, [...(blocks.get(key) ?? []), p]);
  }
  const infos = [...blocks.values()].map((group, i) => {
    const { debtor, payment } = group[0];
    const txs = group.map(({ payment: p, creditor, source }) =>
      el(
        'CdtTrfTxInf',
        el('PmtId', el('InstrId', `${id}.${i + 1}`.slice(0, 35)) + el('EndToEndId', p.uuid.replace(/-/g, ''))) +
          el('Amt', el('InstdAmt', p.total, ` Ccy="${p.currency}"`)) +
          el('CdtrAgt', agent(creditor.bic)) +
          el(
            'Cdtr',
            text('Nm', creditor.name, 140) +
              el('PstlAdr', el('Ctry', creditor.bic.slice(4, 6)) + addressLines(source?.address ?? '')),
          ) +
          el('CdtrAcct', el('Id', el('IBAN', creditor.iban))) +
          el('RmtInf', text('Ustrd', p.invoices.map((l) => l.invoicenumber).join(', ') || p.name, 140)),
      ),
    );
    return el(
      'PmtInf',
      el('PmtInfId', `${id}.${i + 1}`.slice(0, 35)) +
        el('PmtMtd', 'TRF') +
        el('NbOfTxs', String(group.length)) +
        el('CtrlSum', sumMoney(group.map((g) => g.payment.total))) +
        el('ReqdExctnDt', el('Dt', payment.paymentdate)) +
        el('Dbtr', text('Nm', debtor.name, 140)) +
        el('DbtrAcct', el('Id', el('IBAN', debtor.iban))) +
        el('DbtrAgt', agent(debtor.bic)) +
        el('ChrgBr', 'SHAR') +
        txs.join(''),
    );
  });
  const header = el(
    'GrpHdr',
    el('MsgId', id) +
      el('CreDtTm', now.toISOString().slice(0, 19)) +
      // no group control sum: it would add amounts of different currencies (each block has its own)
      el('NbOfTxs', String(parties.length)) +
      el('InitgPty', text('Nm', initiator, 140)),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>${el('Document', el('CstmrCdtTrfInitn', header + infos.join('')), ` xmlns="${NAMESPACE}"`)}`;
  return { xml, messageId: id };
}
