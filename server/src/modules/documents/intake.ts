import multipart from '@fastify/multipart';
import { and, desc, eq, sql } from 'drizzle-orm';
import { answerPage, COUNT, countOf, parseListRequest } from '../../crud/listQuery';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_STATUS } from '../../../../resources/documents/rules';
import { documents, jobs } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { AppError } from '../../errors';
import { toErrorBody } from '../../plugins/errorHandler';
import { enqueue } from '../jobs/queue';
import { documentFilter, loadDocument } from './access';
import { checkImportOptions, importFile, sanitizeFilename, type ImportOptions, type UploadedFile } from './import';
import { presentOne } from './present';
import { RECOGNITION_JOB } from './recognition';

const flag = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : ['true', '1', 'on', 'yes'].includes(v.toLowerCase());
const optionalUuid = (v: string | undefined, field: string) => {
  if (!v || v === 'null' || v === 'undefined') return null;
  if (!z.string().uuid().safeParse(v).success)
    throw new AppError('VALIDATION', `${field} is not a valid id`, { fields: { [field]: 'error.uuid' } });
  return v;
};

/** Reads the multipart form: the files (bytes, truncated flag) and the fields recognition, group, type. */
async function readForm(req: FastifyRequest): Promise<{ files: UploadedFile[]; options: ImportOptions }> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((err) => {
        if (err?.code === 'FST_REQ_FILE_TOO_LARGE') return null;
        throw err;
      });
      files.push({
        filename: sanitizeFilename(part.filename || 'document'),
        bytes: bytes ?? Buffer.alloc(0),
        truncated: bytes === null || part.file.truncated,
      });
    } else fields[part.fieldname] = String(part.value ?? '');
  }
  return {
    files,
    options: {
      recognition: flag(fields.recognition, true),
      group: optionalUuid(fields.group, 'group'),
      type: optionalUuid(fields.type, 'type'),
    },
  };
}

/** One file of a batch: stored (201), already stored (200, the stored document, `duplicate`), or refused with the reason. */
async function importOne(req: FastifyRequest, file: UploadedFile, options: ImportOptions) {
  const db = req.server.db;
  try {
    const doc = await importFile(req, file, options);
    return {
      filename: file.filename,
      ok: true,
      status: 201,
      document: await presentOne(db, doc.uuid, eq(documents.uuid, doc.uuid)),
    };
  } catch (err) {
    const { status, body } = toErrorBody(err);
    const storedId = err instanceof AppError && err.code === 'DUPLICATE' ? String(err.details?.value) : undefined;
    // shown only when this user may see it (the copy may be another branch's)
    const stored = storedId
      ? await presentOne(db, storedId, and(eq(documents.uuid, storedId), await documentFilter(req))!)
      : undefined;
    if (stored) return { filename: file.filename, ok: true, status: 200, duplicate: true, ...body, document: stored };
    return { filename: file.filename, ok: false, status, ...body };
  }
}

export async function intakeRoutes(api: FastifyInstance) {
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: api.config.MAX_UPLOAD_MB * 1024 * 1024, files: 500, fields: 20 },
      throwFileSizeLimit: true,
    });

    scope.post('/documents/importdocument', { config: { access: 'UPLOAD_DOCUMENTS' } }, async (req, reply) => {
      const { files, options } = await readForm(req);
      if (files.length !== 1)
        throw new AppError('VALIDATION', 'Send exactly one file in the field "file"', {
          fields: { file: 'error.required' },
        });
      await checkImportOptions(req, options);
      const doc = await importFile(req, files[0], options);
      return reply.status(201).send(await presentOne(req.server.db, doc.uuid, eq(documents.uuid, doc.uuid)));
    });

    /**
     * Several files: each is stored or refused on its own, and the answer says which, in order. A batch can be
     * sent again safely (its answer lost): a file already stored answers ok with the stored document.
     */
    scope.post('/documents/importdocuments', { config: { access: 'UPLOAD_DOCUMENTS' } }, async (req) => {
      const { files, options } = await readForm(req);
      if (!files.length)
        throw new AppError('VALIDATION', 'Send at least one file', { fields: { files: 'error.required' } });
      await checkImportOptions(req, options);
      const results = [];
      for (const file of files) results.push(await importOne(req, file, options));
      return results;
    });
  });

  /** Re-runs recognition with a chosen group and supplier; waits a bounded time for the result. */
  api.get('/documents/recognition/:id', { config: { access: 'UPDATE_DOCUMENTS' } }, async (req) => {
    const { id } = req.params as { id: string };
    const q = z
      .object({
        group: z.string().uuid().optional().or(z.literal('')),
        supplier: z.string().uuid().optional().or(z.literal('')),
        wait: z.coerce.number().min(0).max(60).default(20),
      })
      .parse(req.query);
    const doc = await loadDocument(req, id);
    if (doc.status !== DOCUMENT_STATUS.SAVED)
      throw new AppError(
        'INVALID_STATE',
        doc.status === DOCUMENT_STATUS.RECOGNITION
          ? 'Recognition is already running for this document'
          : 'Only a saved document can be recognised again',
      );
    const db = req.server.db;
    const jobId = await db.transaction(async (tx) => {
      await tx
        .update(documents)
        .set({ status: DOCUMENT_STATUS.RECOGNITION, previousStatus: doc.status, updatedAt: new Date() })
        .where(eq(documents.uuid, doc.uuid));
      return enqueue(
        tx as unknown as Db,
        RECOGNITION_JOB,
        { documentId: doc.uuid, group: q.group || null, supplier: q.supplier || null },
        { companyId: doc.companyId, subject: doc.uuid },
      );
    });
    req.server.jobs.kick();
    const deadline = Date.now() + q.wait * 1000;
    while (Date.now() < deadline) {
      const [job] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.uuid, jobId));
      if (job.status === 'done' || job.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    return presentOne(db, doc.uuid, await documentFilter(req));
  });

  /** Recognition in progress, for the recognition page. */
  /** Recognition waiting, running or finished in the last ten minutes, for the recognition page (paged). */
  api.get('/documents/recognition', { config: { access: 'VIEW_DOCUMENTS' } }, async (req, reply) => {
    const list = parseListRequest(req.query);
    const where = and(
      eq(jobs.kind, RECOGNITION_JOB),
      await documentFilter(req),
      sql`(${jobs.status} in ('queued', 'running') or ${jobs.updatedAt} > now() - interval '10 minutes')`,
    );
    const rows = req.server.db
      .select({
        uuid: documents.uuid,
        filename: documents.filename,
        status: documents.status,
        progress: jobs.progress,
        jobStatus: jobs.status,
        error: jobs.error,
        updatedAt: jobs.updatedAt,
      })
      .from(jobs)
      .innerJoin(documents, eq(documents.uuid, jobs.subject))
      .where(where)
      // running first, then waiting (oldest first), then the finished ones (latest first)
      .orderBy(
        sql`case ${jobs.status} when 'running' then 0 when 'queued' then 1 else 2 end`,
        sql`case when ${jobs.status} in ('queued', 'running') then ${jobs.createdAt} end`,
        desc(jobs.updatedAt),
        jobs.uuid,
      )
      .limit(list.limit)
      .offset(list.offset);
    return answerPage(reply, 'recognition', list, rows, () =>
      countOf(
        req.server.db
          .select({ n: COUNT })
          .from(jobs)
          .innerJoin(documents, eq(documents.uuid, jobs.subject))
          .where(where),
      ),
    );
  });
}
