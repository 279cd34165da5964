import multipart from '@fastify/multipart';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentRecordAnswer } from '../../../../src/domain/documents/document.model';
import { importedFileAnswer } from '../../../../src/domain/documents/importAnswer';
import { recognitionJobAnswer, type RecognitionJobAnswer } from '../../../../src/domain/documents/recognition.model';
import { idParams, isUuid, uuid } from '../../../../src/domain/ids';
import { documents, jobs } from '../../../db/schema';
import { answerPage, COUNT, countOf, parseListRequest } from '../../crud/listQuery';
import { AppError } from '../../errors';
import { documentFilter } from './access';
import { sanitizeFilename, type ImportOptions, type UploadedFile } from './import';
import { presentOne } from './present';
import { RECOGNITION_JOB } from './recognition';
import { checkImportOptions, duplicateAsSeen, importDocument, importDocuments } from './use-cases/import-documents';
import { recogniseDocument } from './use-cases/recognise-document';

const flag = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : ['true', '1', 'on', 'yes'].includes(v.toLowerCase());
const optionalUuid = (v: string | undefined, field: string) => {
  if (!v || v === 'null' || v === 'undefined') return null;
  if (!isUuid(v)) throw new AppError('VALIDATION', `${field} is not a valid id`, { fields: { [field]: 'error.uuid' } });
  return v;
};

/** Reads the multipart form: the files (bytes, truncated flag) and the fields recognition, group, type. */
async function readForm(req: FastifyRequest): Promise<{ files: UploadedFile[]; options: ImportOptions }> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data', {
      key: 'error.upload.multipart',
    });
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      // a file over the limit is read up to it and marked truncated: refused on its own, naming the limit
      const bytes = await part.toBuffer();
      files.push({ filename: sanitizeFilename(part.filename || 'document'), bytes, truncated: part.file.truncated });
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

/** The choices of a new recognition: group and source ('' for none), and how long to wait for its result. */
const recognitionQuery = z.object({
  group: uuid.optional().or(z.literal('')),
  supplier: uuid.optional().or(z.literal('')),
  wait: z.coerce.number().min(0).max(60).default(20),
});

export async function intakeRoutes(api: FastifyInstance) {
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: api.config.MAX_UPLOAD_MB * 1024 * 1024, files: 500, fields: 20 },
      throwFileSizeLimit: false,
    });

    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/documents/importdocument',
      {
        config: { access: 'UPLOAD_DOCUMENTS', apiKey: 'import' },
        schema: { response: { 201: documentRecordAnswer } },
      },
      async (req, reply) => {
        const { files, options } = await readForm(req);
        if (files.length !== 1)
          throw new AppError('VALIDATION', 'Send exactly one file in the field "file"', {
            fields: { file: 'error.required' },
          });
        await checkImportOptions(req, options);
        const doc = await importDocument(req, files[0], options).catch(async (err: unknown) => {
          throw await duplicateAsSeen(req, err);
        });
        // the document just stored, read by its id alone: always there
        return reply.status(201).send((await presentOne(req.server.db, doc.uuid, eq(documents.uuid, doc.uuid)))!);
      },
    );

    /**
     * Several files: each is stored or refused on its own, and the answer says which, in order. A batch can be
     * sent again safely (its answer lost): a file already stored answers ok with the stored document.
     */
    typed.post(
      '/documents/importdocuments',
      {
        config: { access: 'UPLOAD_DOCUMENTS', apiKey: 'import' },
        schema: { response: { 200: z.array(importedFileAnswer) } },
      },
      async (req) => {
        const { files, options } = await readForm(req);
        if (!files.length)
          throw new AppError('VALIDATION', 'Send at least one file', { fields: { files: 'error.required' } });
        return importDocuments(req, files, options);
      },
    );
  });

  /** Re-runs recognition with a chosen group and supplier; waits a bounded time for the result. */
  api.withTypeProvider<ZodTypeProvider>().get(
    '/documents/recognition/:id',
    {
      config: { access: 'UPDATE_DOCUMENTS' },
      schema: { params: idParams, querystring: recognitionQuery, response: { 200: documentRecordAnswer } },
    },
    async (req) => recogniseDocument(req, req.params.id, req.query),
  );

  /** Recognition waiting, running or finished in the last ten minutes, for the recognition page (paged). */
  const recognitionList = {
    config: { access: 'VIEW_DOCUMENTS' },
    schema: { response: { 200: z.array(recognitionJobAnswer) } },
  } as const;
  api.withTypeProvider<ZodTypeProvider>().get('/documents/recognition', recognitionList, async (req, reply) => {
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
      .offset(list.offset)
      // the time as the ISO text JSON makes of it
      .then((page) =>
        page.map((r): RecognitionJobAnswer => ({
          ...r,
          jobStatus: r.jobStatus as RecognitionJobAnswer['jobStatus'],
          updatedAt: r.updatedAt.toISOString(),
        })),
      );
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
