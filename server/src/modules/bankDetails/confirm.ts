/**
 * A user's answer to an invoice whose IBAN is not its supplier's: the supplier's IBAN is right (SUPPLIER), or
 * the invoice's is taken into the document source (INVOICE), through the same checks as saving the source
 * (a valid IBAN, not one of the group's own accounts, no other source of its origin type holding it). Each
 * answer is recorded with who gave it and when.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can } from '../../../../src/domain/access';
import { withPayeeIban, type ConfirmChoice, type DocumentBank } from '../../../../src/domain/bankDetails/bankStatus';
import { DOCUMENT_STATUS } from '../../../../src/domain/documents/rules';
import { supplierModel } from '../../../../src/domain/suppliers/supplier.model';
import type { SupplierIdentifier } from '../../../db/configSchema';
import { ibanConfirmations, suppliers } from '../../../db/schema';
import { suppliersCrud } from '../../crud/entities/suppliers.crud';
import { AppError, forbidden } from '../../errors';
import { loadDocument } from '../documents/access';
import { bankStatuses } from './statuses';
import { recordBankChange } from '../../crud/entities/bankChanges';
import { actorOf } from '../../audit/record';

const refusal = (key: string, message: string) => new AppError('INVALID_STATE', message, { key });

export async function confirmIban(req: FastifyRequest, id: string, choice: ConfirmChoice): Promise<DocumentBank> {
  const db = req.server.db;
  const doc = await loadDocument(req, id);
  if (choice === 'INVOICE' && !can(req.principal, 'UPDATE_DOCUMENT_SOURCES'))
    throw forbidden(
      'Taking the invoice’s IBAN into the document source needs the right to change document sources',
      'error.bank.takeright',
    );
  if (doc.status === DOCUMENT_STATUS.RECOGNITION)
    throw new AppError('INVALID_STATE', 'The document is being recognised; try again when recognition has finished', {
      key: 'error.document.recognising',
    });
  const status = (await bankStatuses(db, doc.accountId, [doc.uuid])).get(doc.uuid)!;
  if (!status.supplier) throw refusal('error.bank.nosource', 'Link the document to its document source first');
  if (!status.invoiceIban) throw refusal('error.bank.noinvoiceiban', 'This invoice carries no IBAN');
  const p = req.principal;
  const by = { confirmedBy: p.userId, confirmedByName: [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email };
  const record = { documentId: doc.uuid, accountId: doc.accountId, invoiceIban: status.invoiceIban, choice, ...by };

  if (choice === 'SUPPLIER') {
    if (status.flags.some((f) => f !== 'mismatch' && f !== 'newiban'))
      throw refusal(
        'error.bank.cannotkeep',
        'The IBAN of the document source is missing, not valid or one of your own accounts: it cannot be confirmed',
      );
    await db.insert(ibanConfirmations).values({ ...record, supplierIban: status.supplierIban });
  } else {
    const [source] = await db
      .select()
      .from(suppliers)
      .where(and(eq(suppliers.uuid, status.supplier.uuid), eq(suppliers.companyId, doc.accountId)));
    const existing = suppliersCrud.hooks!.toResponse!(source as unknown as Record<string, unknown>);
    const parsed = supplierModel.schema.parse({
      ...existing,
      identifiers: withPayeeIban(source.identifiers, status.invoiceIban),
    }) as Record<string, unknown>;
    const data = await suppliersCrud.hooks!.prepare!({ req, companyId: doc.accountId, db }, parsed, existing);
    await db.transaction(async (tx) => {
      await tx
        .update(suppliers)
        .set({ identifiers: data.identifiers as SupplierIdentifier[] })
        .where(eq(suppliers.uuid, source.uuid));
      await tx.insert(ibanConfirmations).values({ ...record, supplierIban: status.invoiceIban });
      await recordBankChange(
        tx,
        actorOf(req),
        source.uuid,
        source.identifiers,
        data.identifiers as SupplierIdentifier[],
      );
    });
  }
  return (await bankStatuses(db, doc.accountId, [doc.uuid])).get(doc.uuid)!;
}
