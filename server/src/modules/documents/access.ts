import { and, eq, inArray, isNull, or, type Column, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can, isSuperAdmin } from '../../../../src/domain/access';
import { isUuid } from '../../../../src/domain/ids';
import { companies, documents } from '../../../db/schema';
import { AppError, notFound } from '../../errors';

/**
 * Which documents a request may touch: those of the active company (or, in Overview Mode, the master's
 * own and every branch's of the account, spec §4), within the user's origin-type and document-group
 * access. Every document call goes through here.
 */
export async function documentFilter(req: FastifyRequest, opts: { overview?: boolean } = {}): Promise<SQL> {
  return scopeFilter(
    req,
    { company: documents.companyId, originType: documents.originType, group: documents.documentgroupuuid },
    opts,
  );
}

/**
 * The same rule on any table keyed like documents (company, origin type, document group): the dashboard
 * figures (figuresSchema.ts) are read through it.
 */
export async function scopeFilter(
  req: FastifyRequest,
  columns: { company: Column; originType: Column; group: Column },
  opts: { overview?: boolean } = {},
): Promise<SQL> {
  const p = req.principal;
  let companyFilter: SQL;
  if (opts.overview) {
    if (!can(p, 'OVERVIEW_MODE') || !req.scope.isMasterCompany)
      throw new AppError('FORBIDDEN', 'Overview Mode is not allowed', { key: 'error.overview' });
    const branches = await req.server.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.masterId, req.scope.accountId));
    companyFilter = inArray(columns.company, [req.scope.accountId, ...branches.map((b) => b.id)]);
  } else {
    companyFilter = eq(columns.company, req.scope.companyId);
  }
  return and(companyFilter, categoryAccess(p, { originType: columns.originType, group: columns.group }))!;
}

/** The named documents, all visible to the request (documentFilter), or 404 for the whole batch. */
export async function visibleDocuments(req: FastifyRequest, ids: string[]) {
  const rows = await req.server.db
    .select()
    .from(documents)
    .where(and(inArray(documents.uuid, ids), await documentFilter(req)));
  if (rows.length !== new Set(ids).size) throw notFound('Document');
  return rows;
}

/**
 * The user's origin-type and document-group access on any table carrying those columns (documents,
 * payments). Empty access lists mean all; rows without an origin type or group stay visible (uncategorised).
 */
export function categoryAccess(
  p: FastifyRequest['principal'],
  columns: { originType: Column; group?: Column },
): SQL | undefined {
  if (isSuperAdmin(p)) return undefined;
  const parts: SQL[] = [];
  if (p.originTypesAccess.length)
    parts.push(or(isNull(columns.originType), inArray(columns.originType, p.originTypesAccess))!);
  if (columns.group && p.documentGroupsAccess.length)
    parts.push(or(isNull(columns.group), inArray(columns.group, p.documentGroupsAccess))!);
  return parts.length ? and(...parts) : undefined;
}

/** A target origin type or group the user may not use is refused like an unknown one. */
export function assertCategorisationAllowed(
  req: Pick<FastifyRequest, 'principal'>,
  target: { originType?: string | null; documentgroupuuid?: string | null },
) {
  const p = req.principal;
  if (isSuperAdmin(p)) return;
  if (target.originType && p.originTypesAccess.length && !p.originTypesAccess.includes(target.originType))
    throw notFound('Origin type');
  if (
    target.documentgroupuuid &&
    p.documentGroupsAccess.length &&
    !p.documentGroupsAccess.includes(target.documentgroupuuid)
  )
    throw notFound('Document group');
}

/** Kept for the modules that still import it from here (mail, payments); the rule lives in src/domain/ids.ts. */

/** Loads one document the request may see, or 404 (another company's id looks unknown). */
export async function loadDocument(req: FastifyRequest, id: string) {
  if (!isUuid(id)) throw notFound('Document');
  const [doc] = await req.server.db
    .select()
    .from(documents)
    .where(and(eq(documents.uuid, id), await documentFilter(req)));
  if (!doc) throw notFound('Document');
  return doc;
}
