/**
 * The one place a lifecycle status is written (recordLifecycleStatus): the history row, the document's latest
 * code, and, for a status we send (OUT) of an e-invoice, its CDAR message in the outbox with the job that
 * delivers it — all in the caller's transaction, so a status and its message commit together or not at all.
 * Import (204), validation (205), the review's actions (206/207/208/210), payments (211), the platform's
 * statuses (212/213) and approval circuits all come through here.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { companies, documentLifecycle, documents, lifecycleOutbox, suppliers } from '../../../db/schema';
import { enqueue } from '../jobs/queue';
import { buildCdar } from './cdar';
import { LIFECYCLE_DELIVERY_JOB } from './jobKinds';
import { queueWebhookEvent, type WebhookEvent } from './webhookEvents';

type DocRow = typeof documents.$inferSelect;
export type LifecycleDoc = Pick<
  DocRow,
  'uuid' | 'companyId' | 'einvoice' | 'invoiceNumber' | 'date' | 'suppliername' | 'supplieruuid' | 'currency'
>;

export interface LifecycleStatusInput {
  code: number;
  /** OUT (default): our status, sent to the platform; IN: received from it. */
  direction?: 'IN' | 'OUT';
  origin: 'USER' | 'SYSTEM' | 'PLATFORM';
  userId?: string | null;
  reason?: string;
  text?: string;
  action?: string;
  amount?: string | null;
}

/** Which webhook event a status raises, if any. */
const EVENT_OF: Record<number, WebhookEvent> = {
  205: 'document.validated',
  210: 'document.refused',
  211: 'document.paid',
};

async function siren(tx: DbOrTx, supplierId: string | null) {
  if (!supplierId) return undefined;
  const [s] = await tx
    .select({ identifiers: suppliers.identifiers })
    .from(suppliers)
    .where(eq(suppliers.uuid, supplierId));
  const ids = (s?.identifiers ?? []) as Array<{ type: string; value: string }>;
  return (
    ids.find((i) => i.type === 'SIREN')?.value ?? ids.find((i) => i.type === 'SIRET')?.value.slice(0, 9) ?? undefined
  );
}

export async function recordLifecycleStatus(tx: DbOrTx, doc: LifecycleDoc, input: LifecycleStatusInput) {
  const direction = input.direction ?? 'OUT';
  const [status] = await tx
    .insert(documentLifecycle)
    .values({
      companyId: doc.companyId,
      documentId: doc.uuid,
      code: input.code,
      direction,
      origin: input.origin,
      userId: input.userId ?? null,
      reasonCode: input.reason ?? '',
      reasonText: input.text ?? '',
      action: input.action ?? '',
      amount: input.amount || null,
    })
    .returning();
  await tx.update(documents).set({ lifecycleCode: input.code }).where(eq(documents.uuid, doc.uuid));
  if (direction === 'OUT' && doc.einvoice) {
    const [company] = await tx.select().from(companies).where(eq(companies.id, doc.companyId));
    const [row] = await tx
      .insert(lifecycleOutbox)
      .values({ companyId: doc.companyId, statusId: status.uuid, body: '' })
      .returning({ uuid: lifecycleOutbox.uuid });
    const body = buildCdar({
      messageId: row.uuid,
      issuedAt: status.createdAt,
      code: input.code,
      reasonCode: input.reason,
      reasonText: input.text,
      action: input.action,
      amount: input.amount,
      currency: doc.currency,
      invoice: {
        number: doc.invoiceNumber,
        date: doc.date,
        sellerName: doc.suppliername,
        sellerSiren: await siren(tx, doc.supplieruuid),
      },
      buyer: { name: company?.name ?? '', siren: company?.siren || undefined },
    });
    await tx.update(lifecycleOutbox).set({ body }).where(eq(lifecycleOutbox.uuid, row.uuid));
    await enqueue(tx, LIFECYCLE_DELIVERY_JOB, { outboxId: row.uuid }, { companyId: doc.companyId, subject: doc.uuid });
  }
  const event = direction === 'IN' ? 'status.received' : EVENT_OF[input.code];
  if (event)
    await queueWebhookEvent(tx, doc.companyId, event, {
      document: doc.uuid,
      number: doc.invoiceNumber,
      status: {
        code: input.code,
        direction,
        reason: input.reason ?? '',
        action: input.action ?? '',
        amount: input.amount ?? null,
      },
    });
  return status;
}
