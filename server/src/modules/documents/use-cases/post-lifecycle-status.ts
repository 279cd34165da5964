/**
 * POST /documents/{id}/lifecycle: the buyer's action from the review (205 approve, 206 approve in part with its
 * amount, 207 dispute, 208 suspend, 210 refuse with its reason and requested action), or, from the platform's
 * connector (an API key), a status it received (212 collected, 213 rejected, ...). Written through
 * recordLifecycleStatus, which queues the CDAR message of an outgoing status in the same transaction; the document's
 * new status is audited there too (action LIFECYCLE, with the reason, text and amount given).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_STATUS } from '../../../../../src/domain/documents/rules';
import {
  BUYER_CODES,
  isClosedCode,
  LIFECYCLE,
  RECEIVED_CODES,
  type LifecyclePost,
} from '../../../../../src/domain/lifecycle/lifecycle';
import { toCents } from '../../../../../src/domain/money';
import { documents } from '../../../../db/schema';
import { AppError, notFound } from '../../../errors';
import { actorOf, recordAudit } from '../../../audit/record';
import { recordLifecycleStatus } from '../../lifecycle/record-status';
import { documentFilter } from '../access';
import { isPlatformCaller } from '../platformCaller';

const has = (list: readonly number[], code: number) => list.includes(code);

export async function postLifecycleStatus(req: FastifyRequest, id: string, body: LifecyclePost) {
  const platform = isPlatformCaller(req.principal);
  if (has(RECEIVED_CODES, body.code) && !platform)
    throw new AppError('FORBIDDEN', `Status ${body.code} is received from the platform, not set by a user`, {
      key: 'error.lifecycle.received',
      params: { status: body.code },
    });
  if (has(BUYER_CODES, body.code) && platform)
    throw new AppError('FORBIDDEN', `Status ${body.code} is the buyer's own action`, {
      key: 'error.lifecycle.buyer',
      params: { status: body.code },
    });
  if (!has(RECEIVED_CODES, body.code) && !has(BUYER_CODES, body.code))
    throw new AppError(
      'VALIDATION',
      `Status ${body.code} is written by Paperdesk itself (import, validation, payment)`,
      {
        fields: { code: 'error.lifecycle.code' },
      },
    );
  const filter = await documentFilter(req);
  const status = await req.server.db.transaction(async (tx) => {
    const [doc] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.uuid, id), filter))
      .for('update');
    if (!doc) throw notFound('Document');
    if (has(BUYER_CODES, body.code)) {
      if (doc.status === DOCUMENT_STATUS.RECOGNITION)
        throw new AppError(
          'INVALID_STATE',
          'The document is being recognised; try again when recognition has finished',
          { key: 'error.document.recognising' },
        );
      if (isClosedCode(doc.lifecycleCode))
        throw new AppError(
          'INVALID_STATE',
          `Invoice ${doc.invoiceNumber || doc.uuid} was refused or rejected: its lifecycle is closed`,
          {
            key: 'error.lifecycle.closed',
          },
        );
      if (doc.status === DOCUMENT_STATUS.PARTIALLY_PAYED || doc.status === DOCUMENT_STATUS.PAYED)
        throw new AppError('INVALID_STATE', `Invoice ${doc.invoiceNumber || doc.uuid} is already paid`, {
          key: 'error.lifecycle.paid',
        });
      if (body.code === LIFECYCLE.PARTIALLY_APPROVED && doc.totalttc !== null) {
        const total = toCents(doc.totalttc);
        if (toCents(String(body.amount)) > (total < 0n ? -total : total))
          throw new AppError('VALIDATION', 'The approved amount is more than the invoice total', {
            fields: { amount: 'error.lifecycle.amountabovetotal' },
          });
      }
    }
    const written = await recordLifecycleStatus(tx, doc, {
      code: body.code,
      direction: platform ? 'IN' : 'OUT',
      origin: platform ? 'PLATFORM' : 'USER',
      userId: platform ? null : req.principal.userId,
      reason: body.reason || undefined,
      text: body.text || undefined,
      action: body.action || undefined,
      amount: body.code === LIFECYCLE.PARTIALLY_APPROVED ? String(body.amount) : null,
    });
    // the status with what the user gave for it (a reason, a requested action, a text, an approved amount)
    const given = Object.fromEntries(
      Object.entries({ reason: body.reason, action: body.action, text: body.text, amount: written.amount }).filter(
        ([, v]) => v !== undefined && v !== null && v !== '',
      ),
    );
    await recordAudit(tx, actorOf(req), {
      entity: 'documents',
      entityId: doc.uuid,
      action: 'LIFECYCLE',
      changes: {
        lifecycleCode: { before: doc.lifecycleCode, after: body.code },
        ...(Object.keys(given).length ? { lifecycle: { before: null, after: given } } : {}),
      },
    });
    return written;
  });
  req.server.jobs.kick();
  return status;
}
