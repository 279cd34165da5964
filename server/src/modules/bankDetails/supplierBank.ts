/**
 * The bank-detail guard: a new or changed IBAN/BIC on a document source waits for a second person with the
 * right to change document sources before any bank file pays it. Every change is recorded (before and after)
 * in the audit trail and in supplier_bank_changes; the confirmation too.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { bankDetailsOf, type SupplierBank } from '../../../../src/domain/bankDetails/bankStatus';
import type { DbOrTx } from '../../../db/client';
import { supplierBankChanges, suppliers } from '../../../db/schema';
import { actorOf, recordAudit } from '../../audit/record';
import { AppError, notFound } from '../../errors';

/** The sources among these whose bank details wait for a second person. */
export async function pendingBankSuppliers(db: DbOrTx, supplierIds: string[]): Promise<Set<string>> {
  if (!supplierIds.length) return new Set();
  const rows = await db
    .selectDistinct({ id: supplierBankChanges.supplierId })
    .from(supplierBankChanges)
    .where(and(inArray(supplierBankChanges.supplierId, supplierIds), isNull(supplierBankChanges.confirmedAt)));
  return new Set(rows.map((r) => r.id));
}

async function loadSource(db: DbOrTx, accountId: string, id: string) {
  const [source] = await db
    .select({ uuid: suppliers.uuid, name: suppliers.name, identifiers: suppliers.identifiers })
    .from(suppliers)
    .where(and(eq(suppliers.uuid, id), eq(suppliers.companyId, accountId)));
  if (!source) throw notFound('Document source');
  return source;
}

const pendingOf = (db: DbOrTx, id: string) =>
  db
    .select()
    .from(supplierBankChanges)
    .where(and(eq(supplierBankChanges.supplierId, id), isNull(supplierBankChanges.confirmedAt)))
    .orderBy(asc(supplierBankChanges.changedAt), asc(supplierBankChanges.id));

export async function supplierBank(req: FastifyRequest, id: string): Promise<SupplierBank> {
  const db = req.server.db;
  const source = await loadSource(db, req.scope.accountId, id);
  const pending = await pendingOf(db, id);
  const first = pending[0];
  return {
    supplier: { uuid: source.uuid, name: source.name },
    bankDetails: bankDetailsOf(source.identifiers),
    pending: first
      ? {
          before: first.before,
          changedBy: first.changedBy,
          changedByName: first.changedByName,
          changedAt: first.changedAt.toISOString(),
        }
      : null,
    canConfirm: Boolean(first) && !pending.some((c) => c.changedBy === req.principal.userId),
  };
}

/**
 * A second person confirms a source's new bank details: refused (409) when nothing waits, and when the user
 * made one of the waiting changes. Two confirmations at once: one wins, the other finds nothing waiting.
 */
export async function confirmBankDetails(req: FastifyRequest, id: string): Promise<SupplierBank> {
  const db = req.server.db;
  const actor = actorOf(req);
  const source = await loadSource(db, req.scope.accountId, id);
  await db.transaction(async (tx) => {
    // the source's row is the lock: a change and a confirmation of it never interleave
    const [locked] = await tx
      .select({ identifiers: suppliers.identifiers })
      .from(suppliers)
      .where(eq(suppliers.uuid, id))
      .for('update');
    const pending = await pendingOf(tx, id);
    if (!pending.length)
      throw new AppError('INVALID_STATE', `The bank details of ${source.name} wait for no confirmation`, {
        key: 'error.bank.nothingtoconfirm',
        params: { supplier: source.name },
      });
    if (pending.some((c) => c.changedBy === actor.userId))
      throw new AppError(
        'FORBIDDEN',
        `You changed the bank details of ${source.name}: someone else with the right to change document sources must confirm them`,
        { key: 'error.bank.ownchange', params: { supplier: source.name } },
      );
    await tx
      .update(supplierBankChanges)
      .set({ confirmedBy: actor.userId, confirmedByName: actor.userName, confirmedAt: new Date() })
      .where(
        inArray(
          supplierBankChanges.id,
          pending.map((c) => c.id),
        ),
      );
    await recordAudit(tx, actor, {
      entity: 'suppliers',
      entityId: id,
      action: 'BANK_DETAILS_CONFIRM',
      changes: { bankDetails: { before: pending[0].before, after: bankDetailsOf(locked.identifiers) } },
    });
  });
  return supplierBank(req, id);
}
