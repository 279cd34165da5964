/**
 * POST /exports: a balance statement, the payments or the validated invoices of a period, as CSV or XLSX,
 * recorded and queued in one transaction (job.ts builds it). Who may export what: the statement needs
 * Export soldes, payments View payments, invoices View documents, the audit trail an administrator (as the Audit page).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { can, isAdmin, isSuperAdmin } from '../../../../../src/domain/access';
import { isIsoDay } from '../../../../../src/domain/dates';
import { uuid } from '../../../../../src/domain/ids';
import type { Db } from '../../../../db/client';
import { companies, exportsTable, suppliers } from '../../../../db/schema';
import { AppError, notFound } from '../../../errors';
import { assertBranchAllowed } from '../../tenancy/companies';
import { enqueue } from '../../jobs/queue';
import { TABLE_EXPORT_JOB, type TableExportPayload } from '../job';
import { EXPORT_LOCALES } from '../locale';
import { auditFilterSchema, auditScopeOf } from '../../audit/filter';
import { EXPORT_FORMATS, EXPORT_KINDS, exportFileName, exportTable, type ExportParams } from '../sources';

/** Exports longer than this also go out by e-mail (when a mail server is configured): the user may not wait for them. */
export const exportSettings = { mailAboveLines: 1000 };

const day = z.string().refine(isIsoDay, 'error.date');
export const exportRequestSchema = z
  .object({
    kind: z.enum(EXPORT_KINDS),
    format: z.enum(EXPORT_FORMATS),
    locale: z.enum(EXPORT_LOCALES).default('en'),
    fromDate: day.optional(),
    toDate: day.optional(),
    /** Statement: the branch (company) and supplier; payments and invoices: an optional supplier. */
    branch: uuid.optional(),
    supplier: uuid.optional(),
    originType: uuid.optional(),
    overview: z.boolean().optional(),
    /** The audit trail: the Audit page's filters but its period (fromDate, toDate). */
    audit: auditFilterSchema.omit({ from: true, to: true }).optional(),
  })
  .strict()
  .refine((r) => !r.fromDate || !r.toDate || r.fromDate <= r.toDate, {
    message: 'error.export.period',
    path: ['toDate'],
  })
  .refine((r) => r.kind !== 'statement' || r.supplier, { message: 'error.export.supplier', path: ['supplier'] });
export type ExportRequest = z.output<typeof exportRequestSchema>;

const KIND_ACCESS = {
  statement: ['VIEW_SOLDES', 'EXPORT_SOLDES'],
  payments: ['VIEW_PAYMENTS'],
  invoices: ['VIEW_DOCUMENTS'],
  unreconciled: ['VIEW_PAYMENTS'],
  audit: [],
} as const;

/** The companies whose rows an export holds: the active one, or in Overview Mode the master and its branches. */
async function companiesOf(req: FastifyRequest, overview: boolean | undefined): Promise<string[]> {
  if (!overview) return [req.scope.companyId];
  if (!can(req.principal, 'OVERVIEW_MODE') || !req.scope.isMasterCompany)
    throw new AppError('FORBIDDEN', 'Overview Mode is not allowed', { key: 'error.overview' });
  const branches = await req.server.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.masterId, req.scope.accountId));
  return [req.scope.accountId, ...branches.map((b) => b.id)];
}

async function supplierName(db: Db, accountId: string, id: string): Promise<string> {
  const [s] = await db
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.uuid, id), eq(suppliers.companyId, accountId)));
  if (!s) throw notFound('Document source');
  return s.name;
}

/** Records and queues the export; `mail`: it is long enough to be mailed too. */
export async function requestExport(req: FastifyRequest, body: ExportRequest) {
  const { db } = req.server;
  const missing = KIND_ACCESS[body.kind].find((perm) => !can(req.principal, perm));
  if (missing)
    throw new AppError('FORBIDDEN', `You do not have the permission ${missing}`, {
      key: 'error.permission.missing',
      params: { permission: missing },
    });
  if (body.kind === 'audit' && !isAdmin(req.principal))
    throw new AppError('FORBIDDEN', 'Only an administrator exports the audit trail', { key: 'error.code.FORBIDDEN' });
  let companyIds: string[];
  if (body.kind === 'statement') {
    const branch = body.branch ?? req.scope.companyId;
    await assertBranchAllowed(req, branch);
    companyIds = [branch];
  } else {
    companyIds = await companiesOf(req, body.overview);
  }
  const p = req.principal;
  const params: ExportParams = {
    kind: body.kind,
    format: body.format,
    locale: body.locale,
    companyIds,
    supplierId: body.supplier,
    fromDate: body.fromDate,
    toDate: body.toDate,
    originType: body.originType,
    supplierName: body.supplier ? await supplierName(db, req.scope.accountId, body.supplier) : undefined,
    audit: body.kind === 'audit' ? { ...auditScopeOf(req), filter: body.audit ?? {} } : undefined,
    access: isSuperAdmin(p)
      ? { originTypes: [], groups: [] }
      : { originTypes: p.originTypesAccess, groups: p.documentGroupsAccess },
  };
  const lines = await exportTable(db, params).count();
  const payload: TableExportPayload = { exportId: '', params, mail: lines > exportSettings.mailAboveLines };
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(exportsTable)
      .values({
        companyId: req.scope.companyId,
        userId: p.userId,
        documentCount: 0,
        kind: body.kind,
        format: body.format,
        fileName: exportFileName(params),
      })
      .returning();
    await enqueue(
      tx,
      TABLE_EXPORT_JOB,
      { ...payload, exportId: created.uuid },
      { companyId: req.scope.companyId, subject: created.uuid },
    );
    return created;
  });
  req.server.jobs.kick();
  return { row, mail: payload.mail };
}
