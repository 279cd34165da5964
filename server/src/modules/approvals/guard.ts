/**
 * Only an approved invoice is paid: every payment path (payments/ledger.ts) and the bank file refuse (409
 * NOT_APPROVED, naming it) an invoice whose approval request is not APPROVED, or that a rule covers while no
 * request was opened yet.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { approvalRequests, documents } from '../../../db/schema';
import { AppError } from '../../errors';
import { ruleFor } from './rules';

type DocRow = typeof documents.$inferSelect;

export async function assertApproved(db: DbOrTx, docs: DocRow[]): Promise<void> {
  if (!docs.length) return;
  const requests = await db
    .select({ documentId: approvalRequests.documentId, state: approvalRequests.state })
    .from(approvalRequests)
    .where(
      inArray(
        approvalRequests.documentId,
        docs.map((d) => d.uuid),
      ),
    );
  const state = new Map(requests.map((r) => [r.documentId, r.state]));
  for (const doc of docs) {
    const s =
      state.get(doc.uuid) ??
      (doc.category !== 'CREDIT' && (await ruleFor(db, doc.accountId, doc)) ? 'PENDING' : undefined);
    if (!s || s === 'APPROVED') continue;
    const invoice = doc.invoiceNumber || doc.uuid;
    const refused = s === 'REFUSED';
    throw new AppError(
      'NOT_APPROVED',
      refused
        ? `Invoice ${invoice} was refused in approval and cannot be paid`
        : `Invoice ${invoice} is awaiting approval`,
      {
        key: refused ? 'error.approval.refused' : 'error.approval.pending',
        params: { invoice },
        value: { invoice: doc.uuid },
      },
    );
  }
}

/** The same check on invoices named by id (the bank file of recorded payments). */
export async function assertApprovedIds(db: DbOrTx, ids: string[]) {
  if (!ids.length) return;
  await assertApproved(
    db,
    await db
      .select()
      .from(documents)
      .where(inArray(documents.uuid, [...new Set(ids)])),
  );
}
