/**
 * Reading the audit trail (never writing it: entries are only appended by the change they record, and no
 * route updates or deletes one). GET /audit: administrators, paged, filtered by user, entity, action and
 * period; a document's and a document source's history for whoever may see them; the chain's check.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdmin } from '../../../../src/domain/access';
import { auditEntryAnswer, chainCheckAnswer, type AuditEntry } from '../../../../src/domain/audit/auditEntry.model';
import { idParams } from '../../../../src/domain/ids';
import { auditEntries, auditHeads } from '../../../db/schema';
import { verifyAccountChain } from '../../audit/chain';
import { answerPage, cappedCount, parseListRequest } from '../../crud/listQuery';
import { notFound } from '../../errors';
import { loadDocument } from '../documents/access';
import { loadSupplier } from '../documents/groupContext';
import { auditScopeOf, filterOf, visibleEntries } from './filter';

const adminOnly = (p: FastifyRequest['principal']) => isAdmin(p);

/** Which entries the request may read: the account's from its master company, else its own company's. */
const visible = (req: FastifyRequest): SQL => visibleEntries(auditScopeOf(req));

/** An entry as answered: without its account and link, its time as ISO text (what JSON makes of the Date). */
const present = ({ prevHash: _p, accountId: _a, createdAt, ...e }: typeof auditEntries.$inferSelect): AuditEntry => ({
  ...e,
  changes: e.changes as AuditEntry['changes'],
  createdAt: createdAt.toISOString(),
});
const entryPage = { 200: z.array(auditEntryAnswer) };

/**
 * Past this many entries a list's total is given as a lower bound ("10000+"): an exact count of the Audit page filtered
 * by one busy user reads every one of its entries (857,000 of a million: 80 ms), and no one pages that far.
 */
export const AUDIT_COUNT_CAP = 10_000;

/** A page of entries, newest first (the index on account, created); `count` when one cheaper than counting holds. */
async function page(
  req: FastifyRequest,
  reply: FastifyReply,
  where: SQL,
  resource: string,
  count = () =>
    cappedCount(
      req.server.db,
      req.server.db
        .select({ one: sql`1` })
        .from(auditEntries)
        .where(where)
        .$dynamic(),
      AUDIT_COUNT_CAP,
    ),
) {
  const list = parseListRequest(req.query);
  const rows = req.server.db
    .select()
    .from(auditEntries)
    .where(where)
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(list.limit)
    .offset(list.offset);
  return answerPage(
    reply,
    resource,
    list,
    rows.then((r) => r.map(present)),
    count,
  );
}

export async function auditModule(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.get('/audit', { config: { access: adminOnly }, schema: { response: entryPage } }, async (req, reply) => {
    const { filter } = parseListRequest(req.query);
    const filters = filterOf(filter);
    // the whole trail of the account: its length is its last link's position (entries are numbered from 1 and
    // never removed), read from the chain's head instead of counting a million rows
    const wholeChain = req.scope.isMasterCompany && !filters.length;
    const chainLength = async () => {
      const [head] = await api.db
        .select({ seq: auditHeads.seq })
        .from(auditHeads)
        .where(eq(auditHeads.accountId, req.scope.accountId));
      return head?.seq ?? 0;
    };
    return page(req, reply, and(visible(req), ...filters)!, 'audit', wholeChain ? chainLength : undefined);
  });

  /** The chain of the account holds, or the first entry where it breaks (the Audit page's action). */
  const verify = { config: { access: adminOnly }, schema: { response: { 200: chainCheckAnswer } } };
  typed.get('/audit/verify', verify, async (req) => {
    const broken = await verifyAccountChain(api.db, req.scope.accountId);
    return broken ? { valid: false as const, broken } : { valid: true as const };
  });

  typed.get(
    '/documents/:id/history',
    { config: { access: 'VIEW_DOCUMENTS' }, schema: { params: idParams, response: entryPage } },
    async (req, reply) => {
      const doc = await loadDocument(req, req.params.id);
      const where = and(
        eq(auditEntries.accountId, req.scope.accountId),
        eq(auditEntries.entity, 'documents'),
        eq(auditEntries.entityId, doc.uuid),
      )!;
      return page(req, reply, where, 'history');
    },
  );

  typed.get(
    '/suppliers/:id/history',
    { config: { access: 'VIEW_DOCUMENT_SOURCES' }, schema: { params: idParams, response: entryPage } },
    async (req, reply) => {
      const supplier = await loadSupplier(api.db, req.scope.accountId, req.params.id);
      if (!supplier) throw notFound('Document source');
      const where = and(
        eq(auditEntries.accountId, req.scope.accountId),
        // bank detail changes were recorded as 'supplier' before they joined the source's own history
        inArray(auditEntries.entity, ['suppliers', 'supplier']),
        eq(auditEntries.entityId, supplier.uuid),
      )!;
      return page(req, reply, where, 'history');
    },
  );
}
