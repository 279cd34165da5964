/**
 * The bank status of documents (src/domain/bankDetails/bankStatus.ts) from what is stored: the IBAN each
 * document carries, its source's identifiers, the group's own accounts and the confirmations recorded. A
 * bounded number of reads by key, whatever the number of documents (a page at most).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  bankStatus,
  ownIbanSet,
  type BankConfirmation,
  type ConfirmChoice,
  type DocumentBank,
} from '../../../../src/domain/bankDetails/bankStatus';
import type { DbOrTx } from '../../../db/client';
import { documents, ibanConfirmations, suppliers } from '../../../db/schema';
import { groupIbans } from '../../crud/entities/groupIbans';
import { pendingBankSuppliers } from './supplierBank';

/** The confirmations of documents, newest first. */
export async function confirmationsOf(db: DbOrTx, ids: string[]): Promise<Map<string, BankConfirmation[]>> {
  const rows = ids.length
    ? await db
        .select()
        .from(ibanConfirmations)
        .where(inArray(ibanConfirmations.documentId, ids))
        .orderBy(desc(ibanConfirmations.confirmedAt), desc(ibanConfirmations.id))
    : [];
  const out = new Map<string, BankConfirmation[]>();
  for (const r of rows) {
    const list = out.get(r.documentId) ?? [];
    list.push({
      choice: r.choice as ConfirmChoice,
      invoiceIban: r.invoiceIban,
      supplierIban: r.supplierIban,
      by: r.confirmedByName,
      at: r.confirmedAt.toISOString(),
    });
    out.set(r.documentId, list);
  }
  return out;
}

/** The status of each named document of the account (documents of other accounts are left out). */
export async function bankStatuses(db: DbOrTx, accountId: string, ids: string[]): Promise<Map<string, DocumentBank>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const docs = await db
    .select({
      uuid: documents.uuid,
      number: documents.invoiceNumber,
      supplieruuid: documents.supplieruuid,
      suppliername: documents.suppliername,
      payeeIban: documents.payeeIban,
    })
    .from(documents)
    .where(and(inArray(documents.uuid, unique), eq(documents.accountId, accountId)));
  const supplierIds = [...new Set(docs.map((d) => d.supplieruuid).filter((s): s is string => Boolean(s)))];
  const sources = supplierIds.length
    ? await db
        .select({ uuid: suppliers.uuid, name: suppliers.name, identifiers: suppliers.identifiers })
        .from(suppliers)
        .where(and(inArray(suppliers.uuid, supplierIds), eq(suppliers.companyId, accountId)))
    : [];
  const byId = new Map(sources.map((s) => [s.uuid, s]));
  const pending = await pendingBankSuppliers(db, supplierIds);
  const own = ownIbanSet([...(await groupIbans(db, accountId)).keys()]);
  const confirmations = await confirmationsOf(
    db,
    docs.map((d) => d.uuid),
  );
  return new Map(
    docs.map((d) => {
      const source = d.supplieruuid ? byId.get(d.supplieruuid) : undefined;
      const status = bankStatus({
        invoiceIban: d.payeeIban,
        supplier: source ? { identifiers: source.identifiers, bankPending: pending.has(source.uuid) } : null,
        ownIbans: own,
        confirmations: confirmations.get(d.uuid),
      });
      return [
        d.uuid,
        {
          ...status,
          document: { uuid: d.uuid, number: d.number },
          supplier: source ? { uuid: source.uuid, name: source.name } : null,
        },
      ];
    }),
  );
}
