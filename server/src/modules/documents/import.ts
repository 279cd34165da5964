import path from 'node:path';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_STATUS } from '../../../../resources/documents/rules';
import type { Db } from '../../../db/client';
import { companies, documentFiles, documentGroups, documents, originTypes } from '../../../db/schema';
import { AppError } from '../../errors';
import { stripBidiControls } from '../../plugins/textInput';
import { checkQuota } from '../subscriptions/quota';
import { ownedIds } from '../../crud/references';
import { detectFileType, inspectPdf } from '../extraction';
import { enqueue } from '../jobs/queue';
import { assertCategorisationAllowed } from './access';
import { sha256 } from './fileStore';
import { RECOGNITION_JOB } from './recognition';

export interface ImportOptions {
  recognition: boolean;
  group: string | null;
  type: string | null;
}
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
  truncated: boolean;
}

/** A safe display name: no path, no control or bidirectional characters, at most 200 characters. */
export function sanitizeFilename(name: string): string {
  const base = stripBidiControls(path.basename(name.replace(/\\/g, '/')).normalize('NFC'));
  const clean = base
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '_')
    .replace(/^[\s.]+/, '')
    .trim();
  return Array.from(clean || 'document')
    .slice(0, 200)
    .join('');
}

async function accountCompanyIds(db: Db, accountId: string) {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(or(eq(companies.id, accountId), eq(companies.masterId, accountId)));
  return rows.map((r) => r.id);
}

/** A document of the account holding the same file, if any. */
async function storedCopy(db: Db, companyIds: string[], hash: string) {
  const [existing] = await db
    .select({ uuid: documents.uuid, name: documents.filename })
    .from(documentFiles)
    .innerJoin(documents, eq(documents.documentid, documentFiles.uuid))
    .where(and(inArray(documentFiles.companyId, companyIds), eq(documentFiles.sha256, hash)))
    .limit(1);
  return existing;
}
const duplicate = (filename: string, existing: { uuid: string; name: string }) =>
  new AppError('DUPLICATE', `${filename}: this file was already imported (${existing.name})`, { value: existing.uuid });

/** Checks the choices of the form once for a batch. */
export async function checkImportOptions(req: FastifyRequest, opts: ImportOptions) {
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
 * Imports one file: checked by content, stored durably, then recorded (with its recognition job) in one
 * transaction. A failure leaves nothing behind: the stored file is removed if the record is not written.
 * A file the account already holds is refused as DUPLICATE naming the stored document (`value`).
 */
export async function importFile(req: FastifyRequest, file: UploadedFile, opts: ImportOptions) {
  const { db, files, config } = req.server;
  const filename = sanitizeFilename(file.filename);
  if (file.truncated)
    throw new AppError('PAYLOAD_TOO_LARGE', `${filename}: the file is larger than ${config.MAX_UPLOAD_MB} MB`);
  if (!file.bytes.length) throw new AppError('UNREADABLE_FILE', `${filename}: the file is empty`);
  const type = await detectFileType(file.bytes);
  if (!type)
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${filename}: only PDF, PNG, JPEG, TIFF, WebP and e-invoice XML files are accepted`,
    );
  let pages: number | null = null;
  if (type.mime === 'application/pdf') {
    const pdf = await inspectPdf(file.bytes);
    if (!pdf.ok)
      throw new AppError(
        'UNREADABLE_FILE',
        pdf.reason === 'encrypted'
          ? `${filename}: the PDF is encrypted; remove its password and import it again`
          : `${filename}: the PDF is damaged and cannot be read`,
      );
    pages = pdf.pages;
  }
  const hash = sha256(file.bytes);
  const companyIds = await accountCompanyIds(db, req.scope.accountId);
  const existing = await storedCopy(db, companyIds, hash);
  if (existing) throw duplicate(filename, existing);

  const stored = await files.put(`documents/${req.scope.companyId}`, type.ext, file.bytes);
  try {
    const doc = await db.transaction(async (tx) => {
      // the same file sent twice at once (a client re-sending a batch whose answer it lost): one is stored
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${req.scope.accountId}:${hash}`}, 0))`);
      const raced = await storedCopy(tx as unknown as Db, companyIds, hash);
      if (raced) throw duplicate(filename, raced);
      await checkQuota(tx as unknown as Db, req, 'DOCUMENTS');
      const [f] = await tx
        .insert(documentFiles)
        .values({
          companyId: req.scope.companyId,
          storageKey: stored.key,
          size: stored.size,
          mime: type.mime,
          sha256: hash,
          originalName: filename,
          pages,
        })
        .returning();
      const [d] = await tx
        .insert(documents)
        .values({
          companyId: req.scope.companyId,
          accountId: req.scope.accountId,
          originType: opts.type,
          documentgroupuuid: opts.group,
          status: opts.recognition ? DOCUMENT_STATUS.RECOGNITION : DOCUMENT_STATUS.SAVED,
          previousStatus: opts.recognition ? DOCUMENT_STATUS.SAVED : null,
          filename,
          name: filename.replace(/\.[^.]+$/, ''),
          documentid: f.uuid,
          createdBy: req.principal.userId,
        })
        .returning();
      if (opts.recognition)
        await enqueue(
          tx as unknown as Db,
          RECOGNITION_JOB,
          { documentId: d.uuid },
          { companyId: d.companyId, subject: d.uuid },
        );
      return d;
    });
    if (opts.recognition) req.server.jobs.kick();
    return doc;
  } catch (err) {
    await files.remove(stored.key);
    throw err;
  }
}
