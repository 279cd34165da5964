/**
 * A document's approvals (GET, and an approver's decision: POST {decision, comment}) and the user's "To approve"
 * list with its count for the menu.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentApprovalAnswer, pendingApprovalAnswer } from '../../../../src/domain/approvals/approvalAnswer';
import { countAnswer } from '../../../../src/domain/wire';
import { APPROVAL_DECISIONS } from '../../../../src/domain/approvals/approvalRule';
import { idParams } from '../../../../src/domain/ids';
import { approvalRequests, documents } from '../../../db/schema';
import { answerPage, COUNT, countOf, parseListRequest } from '../../crud/listQuery';
import { loadDocument } from '../documents/access';
import { pendingColumns, pendingOrder, waitingFor } from './pending';
import { presentApproval } from './present';
import { decideApproval } from './use-cases/decide-approval';

const decisionBody = z.object({
  decision: z.enum(APPROVAL_DECISIONS, 'error.invalidvalue'),
  comment: z.string().trim().max(2000).default(''),
  version: z.string().max(40).optional(),
});

export async function approvalsRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/documents/:id/approvals',
    { config: { access: 'VIEW_DOCUMENTS' }, schema: { params: idParams, response: { 200: documentApprovalAnswer } } },
    async (req) => {
      return presentApproval(api.db, req, await loadDocument(req, req.params.id));
    },
  );

  typed.post(
    '/documents/:id/approvals',
    {
      config: { access: 'VIEW_DOCUMENTS' },
      schema: { params: idParams, body: decisionBody, response: { 200: documentApprovalAnswer } },
    },
    async (req) => {
      await decideApproval(req, req.params.id, req.body);
      return presentApproval(api.db, req, await loadDocument(req, req.params.id));
    },
  );

  const fromRequests = () =>
    api.db
      .select(pendingColumns)
      .from(approvalRequests)
      .innerJoin(documents, eq(documents.uuid, approvalRequests.documentId));

  const pending = {
    config: { access: 'VIEW_DOCUMENTS' },
    schema: { response: { 200: z.array(pendingApprovalAnswer) } },
  } as const;
  typed.get('/approvals', pending, async (req, reply) => {
    const list = parseListRequest(req.query);
    const where = waitingFor(req);
    return answerPage(
      reply,
      'approvals',
      list,
      fromRequests()
        .where(where)
        .orderBy(...pendingOrder)
        .limit(list.limit)
        .offset(list.offset),
      () => countOf(api.db.select({ n: COUNT }).from(approvalRequests).where(where)),
    );
  });

  const count = { config: { access: 'VIEW_DOCUMENTS' }, schema: { response: { 200: countAnswer } } } as const;
  typed.get('/approvals/count', count, async (req) => ({
    count: await countOf(api.db.select({ n: COUNT }).from(approvalRequests).where(waitingFor(req))),
  }));
}
