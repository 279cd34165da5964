/**
 * The IBAN an invoice asks to be paid to, read at recognition: its e-invoice's payee account (CII
 * PayeePartyCreditorFinancialAccount, UBL PayeeFinancialAccount), else an IBAN printed on it outside the
 * buyer's block (text layer or OCR). Never one of the group's own accounts (a direct debit prints ours).
 */
import { isValidIban, normalizeBankCode } from '../../../../src/domain/bankDetails/bankAccount';
import type { DbOrTx } from '../../../db/client';
import { sellerFacts } from './seller';
import type { ReadResult } from './types';
import { groupIbans } from '../../crud/entities/groupIbans';

export function payeeIbanOfRead(
  read: Pick<ReadResult, 'kind' | 'text' | 'xml'>,
  companyItems: string[],
  own: ReadonlySet<string> | Map<string, string>,
): string {
  const ibans = (ids: { type: string; value: string }[] | undefined) =>
    (ids ?? []).filter((i) => i.type === 'IBAN').map((i) => normalizeBankCode(i.value));
  let found = ibans(read.xml?.seller.ids);
  if (!found.length && read.kind !== 'xml') found = ibans(sellerFacts({ text: read.text }, companyItems)?.identifiers);
  return found.find((v) => isValidIban(v) && !own.has(v)) ?? '';
}

/** The payee IBAN of a document being recognised, its group's own accounts read from the database. */
export async function payeeIbanOf(
  db: DbOrTx,
  accountId: string,
  read: Pick<ReadResult, 'kind' | 'text' | 'xml'>,
  companyItems: string[],
) {
  return payeeIbanOfRead(read, companyItems, await groupIbans(db, accountId));
}
