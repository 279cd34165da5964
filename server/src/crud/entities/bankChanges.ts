/**
 * The bank-detail guard's record of a change: a new or changed IBAN/BIC on a document source waits for a
 * second person (modules/bankDetails/supplierBank.ts confirms it), and goes into the audit trail before/after.
 */
import { bankDetailsOf, sameBankDetails } from '../../../../src/domain/bankDetails/bankStatus';
import type { DbOrTx } from '../../../db/client';
import { supplierBankChanges } from '../../../db/schema';
import { recordAudit, type AuditActor } from '../../audit/record';

type Identifier = { type: string; value: string };

/**
 * Inside the transaction of a write to a source: when its bank details differ from before (a source created
 * with some counts as a change), the change waits for confirmation and goes into the audit trail.
 */
export async function recordBankChange(
  tx: DbOrTx,
  actor: AuditActor,
  supplierId: string,
  before: readonly Identifier[],
  after: readonly Identifier[],
) {
  if (sameBankDetails(before, after)) return;
  const was = bankDetailsOf(before);
  const now = bankDetailsOf(after);
  await tx.insert(supplierBankChanges).values({
    supplierId,
    accountId: actor.accountId,
    before: was,
    after: now,
    changedBy: actor.userId,
    changedByName: actor.userName,
  });
  await recordAudit(tx, actor, {
    entity: 'suppliers',
    entityId: supplierId,
    action: 'BANK_DETAILS_CHANGE',
    changes: { bankDetails: { before: was, after: now } },
  });
}
