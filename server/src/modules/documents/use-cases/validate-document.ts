/**
 * Validating a document (spec §4, §5): whether it may be validated, the status change an update asks for,
 * and what follows a validation (the supplier's automatic payment, learning from the validated values).
 */
import type { FastifyRequest } from 'fastify';
import { canValidate, DOCUMENT_STATUS } from '../../../../../src/domain/documents/rules';
import { problemParts } from '../../../../../src/domain/documents/vatBreakdown';
import { isUuid } from '../../../../../src/domain/ids';
import type { DbOrTx } from '../../../../db/client';
import type { documents } from '../../../../db/schema';
import { AppError } from '../../../errors';
import { learnFromValidated } from '../../extraction/learningStore';
import { loadDocument } from '../access';
import { loadGroup } from '../groupContext';
import { validationProblems } from '../validity';
import { documentValidated } from '../validated';
import { isClosedCode, LIFECYCLE } from '../../../../../src/domain/lifecycle/lifecycle';
import { recordLifecycleStatus } from '../../lifecycle/record-status';

type DocRow = typeof documents.$inferSelect;

export interface ValidationQuestion {
  documentuuid: string;
  supplieruuid?: string | null;
  documentid?: string | null;
}

/** Whether the document may be validated or paid with the source and number being typed (unknown ids: no). */
export async function canValidateDocument(req: FastifyRequest, q: ValidationQuestion): Promise<boolean> {
  if (!isUuid(q.documentuuid)) return false;
  const doc = await loadDocument(req, q.documentuuid);
  if (![DOCUMENT_STATUS.SAVED, DOCUMENT_STATUS.VALIDATED, DOCUMENT_STATUS.PARTIALLY_PAYED].includes(doc.status as 1))
    return false;
  const merged = {
    ...doc,
    supplieruuid: q.supplieruuid ?? doc.supplieruuid,
    invoiceNumber: q.documentid ?? doc.invoiceNumber,
  };
  return (await validationProblems(req.server.db, merged)).length === 0;
}

/**
 * The one road to VALIDATED (spec §4, §5): refused unless the document is saved (or validated) and the rules hold
 * with `changes` applied; answers the columns that validate it. A validated invoice joins the to-pay list with its
 * whole amount to pay (`invoiceGroup`: its group is an invoice group, read from the group when not said). The update
 * route (update-document.ts) and a payment of a saved document (payments/ledger.ts) both validate through here, in
 * their transaction, and call afterValidation once it is committed. A refused (210) or rejected (213) invoice is
 * never validated; a first validation writes the lifecycle's 205 (approved) unless the buyer already approved it.
 */
export async function validateDocument(
  tx: DbOrTx,
  current: DocRow,
  changes: Partial<DocRow> = {},
  invoiceGroup?: boolean,
  actor: { userId: string | null } = { userId: null },
): Promise<Partial<DocRow>> {
  if (!canValidate(current.status))
    throw new AppError('INVALID_STATE', 'A document can be validated only when it is saved', {
      key: 'error.document.notsaved',
    });
  if (isClosedCode(current.lifecycleCode))
    throw new AppError(
      'INVALID_STATE',
      `Invoice ${current.invoiceNumber || current.uuid} was refused: it cannot be validated`,
      {
        key: 'error.lifecycle.closed',
      },
    );
  const next = { ...current, ...changes };
  const problems = await validationProblems(tx, next);
  if (problems.length) {
    // a problem naming a rate (document.error.vatline@5.5) gives its key, the rate as the field's figures
    const parts = problems.map(problemParts).map((p) => ({
      ...p,
      field: `${p.key.split('.').pop()}${p.args.rate ? `@${p.args.rate}` : ''}`,
    }));
    throw new AppError(
      'INVALID_STATE',
      `Document ${next.invoiceNumber || next.uuid} cannot be validated: ${problems.join(', ')}`,
      {
        fields: Object.fromEntries(parts.map((p) => [p.field, p.key])),
        fieldArgs: Object.fromEntries(parts.filter((p) => p.args.rate).map((p) => [p.field, p.args])),
      },
    );
  }
  const invoice =
    invoiceGroup ?? (await loadGroup(tx, next.accountId, next.documentgroupuuid))?.group.type === 'INVOICES';
  if (current.status !== DOCUMENT_STATUS.VALIDATED && current.lifecycleCode !== LIFECYCLE.APPROVED)
    await recordLifecycleStatus(tx, next, { code: LIFECYCLE.APPROVED, origin: 'SYSTEM', userId: actor.userId });
  return {
    status: DOCUMENT_STATUS.VALIDATED,
    ...(invoice && next.totalttc !== null ? { balance: next.totalttc } : {}),
  };
}

/** What a validation sets off once committed: what other modules do (the supplier's automatic payment), then learning. */
export async function afterValidation(req: FastifyRequest, doc: DocRow) {
  await documentValidated(req, doc);
  await learnFromValidated(req.server.db, doc);
}
