/**
 * What a recognition's end sets off, in its transaction: an e-invoice (its XML read) is marked as such, gets
 * its EN 16931 findings and the lifecycle's 204 (taken over) the first time; the company's webhooks hear that
 * the document was recognised.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { documents } from '../../../db/schema';
import { LIFECYCLE } from '../../../../src/domain/lifecycle/lifecycle';
import type { ReadResult } from '../extraction';
import { recordLifecycleStatus } from '../lifecycle/record-status';
import { queueWebhookEvent } from '../lifecycle/webhookEvents';
import { checkEn16931 } from '../einvoice/en16931';

export async function afterRecognition(tx: DbOrTx, id: string, read: ReadResult) {
  const [doc] = await tx.select().from(documents).where(eq(documents.uuid, id)).for('update');
  if (!doc) return;
  if (read.xmlSource) {
    const findings = checkEn16931(read.xmlSource);
    await tx.update(documents).set({ einvoice: true, en16931: findings }).where(eq(documents.uuid, id));
    if (doc.lifecycleCode === null)
      await recordLifecycleStatus(tx, { ...doc, einvoice: true }, { code: LIFECYCLE.TAKEN_OVER, origin: 'SYSTEM' });
  }
  await queueWebhookEvent(tx, doc.companyId, 'document.recognised', {
    document: doc.uuid,
    number: doc.invoiceNumber,
    supplier: doc.suppliername,
    totalttc: doc.totalttc,
    einvoice: Boolean(read.xmlSource),
  });
}
