/** A document's lifecycle: its status history (GET) and a new status (POST: the buyer's action, or the platform's). */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../../../src/domain/access';
import { idParams } from '../../../../src/domain/ids';
import {
  LIFECYCLE_CODES,
  lifecycleEntryAnswer,
  lifecyclePostedAnswer,
  lifecyclePostSchema,
  type LifecycleEntry,
} from '../../../../src/domain/lifecycle/lifecycle';
import { documentLifecycle, lifecycleOutbox, users } from '../../../db/schema';
import { loadDocument } from './access';
import { isPlatformCaller } from './platformCaller';
import { postLifecycleStatus } from './use-cases/post-lifecycle-status';

/** A history is short (a status per action); a bound all the same. */
const MAX_STATUSES = 500;

export async function lifecycleRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/documents/:id/lifecycle',
    {
      config: { access: 'VIEW_DOCUMENTS' },
      schema: { params: idParams, response: { 200: z.array(lifecycleEntryAnswer) } },
    },
    async (req): Promise<LifecycleEntry[]> => {
      const doc = await loadDocument(req, req.params.id);
      const rows = await req.server.db
        .select({ s: documentLifecycle, o: lifecycleOutbox, firstName: users.firstName, lastName: users.lastName })
        .from(documentLifecycle)
        .leftJoin(lifecycleOutbox, eq(lifecycleOutbox.statusId, documentLifecycle.uuid))
        .leftJoin(users, eq(users.id, documentLifecycle.userId))
        .where(and(eq(documentLifecycle.documentId, doc.uuid), eq(documentLifecycle.companyId, doc.companyId)))
        .orderBy(desc(documentLifecycle.createdAt), desc(documentLifecycle.code))
        .limit(MAX_STATUSES);
      return rows.map(({ s, o, firstName, lastName }) => ({
        uuid: s.uuid,
        code: s.code,
        labels: LIFECYCLE_CODES[s.code],
        direction: s.direction,
        origin: s.origin,
        reasonCode: s.reasonCode,
        reasonText: s.reasonText,
        action: s.action,
        amount: s.amount,
        user: [firstName, lastName].filter(Boolean).join(' '),
        createdAt: s.createdAt.toISOString(),
        delivery: o
          ? {
              state: o.state,
              attempts: o.attempts,
              lastError: o.lastError,
              deliveredAt: o.deliveredAt?.toISOString() ?? null,
            }
          : null,
      }));
    },
  );

  typed.post(
    '/documents/:id/lifecycle',
    {
      // a user with Update documents, or the platform's connector (an API key: platformCaller.ts)
      config: { access: (p) => can(p, 'UPDATE_DOCUMENTS') || isPlatformCaller(p), apiKey: 'lifecycle' },
      schema: { params: idParams, body: lifecyclePostSchema, response: { 201: lifecyclePostedAnswer } },
    },
    async (req, reply) => {
      const s = await postLifecycleStatus(req, req.params.id, req.body);
      return reply.status(201).send({ uuid: s.uuid, code: s.code, direction: s.direction, createdAt: s.createdAt });
    },
  );
}
