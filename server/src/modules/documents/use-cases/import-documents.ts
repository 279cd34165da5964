/**
 * Importing documents (intake): each file checked by its content, stored durably, then recorded with its
 * recognition job in one transaction. A file the account already holds is refused as DUPLICATE naming the
 * stored document; in a batch it answers ok with that document, so a batch can be sent again safely.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_STATUS } from '../../../../../src/domain/documents/rules';
import type { DbOrTx } from '../../../../db/client';
import { documentFiles, documentGroups, documents, intakeLog, originTypes } from '../../../../db/schema';
import type { Channel } from '../../../../../src/domain/documents/channels';
import { UPLOAD_ERROR } from '../../../../../src/domain/documents/upload';
import { checkQuota } from '../../subscriptions/quota';
import { ownedIds } from '../../../crud/references';
import { AppError } from '../../../errors';
import { toErrorBody } from '../../../plugins/errorHandler';
import { detectFileType, inspectPdf, readEInvoice } from '../../extraction';
import { routeByBuyer } from '../buyerRouting';
import { documentTakenIn } from '../takenIn';
import { enqueue } from '../../jobs/queue';
import { assertCategorisationAllowed, documentFilter } from '../access';
import { sha256 } from '../../../storage/fileStore';
import { sanitizeFilename, type ImportOptions, type UploadedFile } from '../import';
import { presentOne } from '../present';
import { RECOGNITION_JOB } from '../recognition';
import { accountCompanyIds } from '../../tenancy/companies';
import { documentsFolder } from '../orphanFiles';

/** A document of the account holding the same file, if any. */
async function storedCopy(db: DbOrTx, companyIds: string[], hash: string) {
  const [existing] = await db
    .select({ uuid: documents.uuid, name: documents.filename })
    .from(documentFiles)
    .innerJoin(documents, eq(documents.fileId, documentFiles.uuid))
    .where(and(inArray(documentFiles.companyId, companyIds), eq(documentFiles.sha256, hash)))
    .limit(1);
  return existing;
}
const duplicate = (filename: string, existing: { uuid: string; name: string }) =>
  new AppError('DUPLICATE', `${filename}: this file was already imported (${existing.name})`, {
    value: existing.uuid,
    key: UPLOAD_ERROR.duplicate,
    params: { name: existing.name },
  });

/**
 * Who imports: a signed-in user's request, an API key's, or a mailbox's poll (which has no request but the
 * same server, scope and principal).
 */
export type ImportContext = Pick<FastifyRequest, 'server' | 'scope' | 'principal' | 'apiKey'>;

/** Checks the choices of the form once for a batch. */
export async function checkImportOptions(req: ImportContext, opts: ImportOptions) {
  const account = req.scope.accountId;
  if (opts.group && !(await ownedIds(req.server.db, documentGroups, account, [opts.group])).has(opts.group)) {
    throw new AppError('NOT_FOUND', 'Unknown document group', { fields: { group: 'error.reference' } });
  }
  if (opts.type && !(await ownedIds(req.server.db, originTypes, account, [opts.type])).has(opts.type)) {
    throw new AppError('NOT_FOUND', 'Unknown origin type', { fields: { type: 'error.reference' } });
  }
  assertCategorisationAllowed(req, { originType: opts.type, documentgroupuuid: opts.group });
}

/**
 * Checks one file by its content: its type (never its name), size and, for a PDF, that it opens; refused with
 * the reason's key (UPLOAD_ERROR) every screen shows in its language. The AI test page checks its file so too.
 */
export async function checkFile(req: ImportContext, file: UploadedFile, filename: string) {
  const max = req.server.config.MAX_UPLOAD_MB;
  if (file.truncated)
    throw new AppError('PAYLOAD_TOO_LARGE', `${filename}: the file is larger than ${max} MB`, {
      key: UPLOAD_ERROR.tooLarge,
      params: { max },
    });
  if (!file.bytes.length)
    throw new AppError('UNREADABLE_FILE', `${filename}: the file is empty`, { key: UPLOAD_ERROR.empty });
  const type = await detectFileType(file.bytes);
  if (!type)
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${filename}: only PDF, PNG, JPEG, TIFF, WebP and e-invoice XML files are accepted`,
      { key: UPLOAD_ERROR.type },
    );
  let pages: number | null = null;
  if (type.mime === 'application/pdf') {
    const pdf = await inspectPdf(file.bytes);
    if (!pdf.ok)
      throw pdf.reason === 'encrypted'
        ? new AppError(
            'UNREADABLE_FILE',
            `${filename}: the PDF is encrypted; remove its password and import it again`,
            {
              key: UPLOAD_ERROR.encrypted,
            },
          )
        : new AppError('UNREADABLE_FILE', `${filename}: the PDF is damaged and cannot be read`, {
            key: UPLOAD_ERROR.damaged,
          });
    pages = pdf.pages;
  }
  return { ...type, pages };
}

/** How a file arrived: the channel, where from (a mailbox's or key's name, a user's e-mail) and the choices. */
export interface ImportChannel {
  channel: Channel;
  source: string;
  /** Route an e-invoice to the company its buyer's identifiers name (buyerRouting.ts); default true. */
  routeByBuyer?: boolean;
}
const channelOf = (req: ImportContext): ImportChannel =>
  req.apiKey ? { channel: 'api', source: req.apiKey.name } : { channel: 'upload', source: req.principal.email };

/**
 * Imports one file, whatever channel brought it, and writes what became of it to the intake log
 * (imported, duplicate, or refused with the reason).
 */
export async function importDocument(
  req: ImportContext,
  file: UploadedFile,
  opts: ImportOptions,
  via: ImportChannel = channelOf(req),
) {
  const filename = sanitizeFilename(file.filename);
  const log = (entry: Partial<typeof intakeLog.$inferInsert> & { outcome: string }) =>
    req.server.db.insert(intakeLog).values({
      companyId: req.scope.companyId,
      accountId: req.scope.accountId,
      channel: via.channel,
      source: via.source.slice(0, 500),
      filename,
      ...entry,
    });
  try {
    const doc = await storeDocument(req, file, filename, opts, via);
    await log({ companyId: doc.companyId, outcome: 'imported', documentuuid: doc.uuid });
    return doc;
  } catch (err) {
    const { body } = toErrorBody(err);
    const dup = err instanceof AppError && err.code === 'DUPLICATE';
    const { message, ...refusal } = body;
    await log({
      outcome: dup ? 'duplicate' : 'refused',
      code: body.code,
      reason: String(message ?? '').slice(0, 1000),
      refusal: refusal as Record<string, unknown>,
      documentuuid: dup ? String(err.details?.value) : null,
    }).catch(() => undefined);
    throw err;
  }
}

/** Stores one file. A failure leaves nothing behind: the stored file is removed if the record is not written. */
async function storeDocument(
  req: ImportContext,
  file: UploadedFile,
  filename: string,
  opts: ImportOptions,
  via: ImportChannel,
) {
  const { db, files } = req.server;
  const type = await checkFile(req, file, filename);
  const hash = sha256(file.bytes);
  const companyIds = await accountCompanyIds(db, req.scope.accountId);
  const existing = await storedCopy(db, companyIds, hash);
  if (existing) throw duplicate(filename, existing);
  const route =
    via.routeByBuyer === false
      ? { companyId: req.scope.companyId, unrecognised: false }
      : await routeByBuyer(db, req.scope.accountId, req.scope.companyId, await readEInvoice(file.bytes, type.mime));

  const stored = await files.put(documentsFolder(route.companyId), type.ext, file.bytes);
  try {
    const doc = await db.transaction(async (tx) => {
      // the same file sent twice at once (a client re-sending a batch whose answer it lost): one is stored
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${req.scope.accountId}:${hash}`}, 0))`);
      const raced = await storedCopy(tx, companyIds, hash);
      if (raced) throw duplicate(filename, raced);
      await checkQuota(tx, req, 'DOCUMENTS');
      const [f] = await tx
        .insert(documentFiles)
        .values({
          companyId: route.companyId,
          storageKey: stored.key,
          size: stored.size,
          mime: type.mime,
          sha256: hash,
          originalName: filename,
          pages: type.pages,
        })
        .returning();
      const [d] = await tx
        .insert(documents)
        .values({
          companyId: route.companyId,
          accountId: req.scope.accountId,
          channel: via.channel,
          buyerUnrecognised: route.unrecognised,
          originType: opts.type,
          documentgroupuuid: opts.group,
          status: opts.recognition ? DOCUMENT_STATUS.RECOGNITION : DOCUMENT_STATUS.SAVED,
          previousStatus: opts.recognition ? DOCUMENT_STATUS.SAVED : null,
          filename,
          name: filename.replace(/\.[^.]+$/, ''),
          fileId: f.uuid,
          createdBy: req.principal.userId || null,
        })
        .returning();
      await documentTakenIn(tx, d, via.channel);
      if (opts.recognition)
        await enqueue(tx, RECOGNITION_JOB, { documentId: d.uuid }, { companyId: d.companyId, subject: d.uuid });
      return d;
    });
    if (opts.recognition) req.server.jobs.kick();
    return doc;
  } catch (err) {
    await files.remove(stored.key);
    throw err;
  }
}

/**
 * A duplicate as this user is told of it: the stored document named (and linked, by its uuid) when they may see
 * it; else only that the account already holds the file, as another branch's copy is none of theirs.
 */
export async function duplicateAsSeen(req: FastifyRequest, err: unknown): Promise<unknown> {
  if (!(err instanceof AppError) || err.code !== 'DUPLICATE') return err;
  const [seen] = await req.server.db
    .select({ uuid: documents.uuid })
    .from(documents)
    .where(and(eq(documents.uuid, String(err.details?.value)), await documentFilter(req)));
  return seen
    ? err
    : new AppError('DUPLICATE', 'This file was already imported in another branch of the account', {
        key: UPLOAD_ERROR.duplicateElsewhere,
      });
}

/** One file of a batch: stored (201), already stored (200, the stored document, `duplicate`), or refused with the reason. */
async function importOne(req: FastifyRequest, file: UploadedFile, options: ImportOptions) {
  const db = req.server.db;
  try {
    const doc = await importDocument(req, file, options);
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

/** Several files: each is stored or refused on its own, and the answer says which, in order. */
export async function importDocuments(req: FastifyRequest, files: UploadedFile[], options: ImportOptions) {
  await checkImportOptions(req, options);
  const results = [];
  for (const file of files) results.push(await importOne(req, file, options));
  return results;
}
