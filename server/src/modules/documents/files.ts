/** Documents' stored files: their download names, zips of several, the original read back and checked against its hash. */
import { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { downloadName } from '../../../../src/domain/documents/document.model';
import { companies, documentFiles, documents } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../errors';
import { documentFilter } from './access';
import { sha256, type FileStore } from '../../storage/fileStore';
import { xmlAsPdf } from '../einvoice';

const extOf = (name: string) => /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1] ?? '';

/** The file name rule of §9, from the document and its company. */
export async function fileNameFor(db: Db, doc: typeof documents.$inferSelect, originalName: string) {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, doc.companyId));
  return downloadName(
    company?.name ?? '',
    doc.suppliername || 'document',
    doc.invoiceNumber || doc.uuid.slice(0, 8),
    extOf(originalName),
  );
}

/** A stored file to zip under its download name; `mime` tells an e-invoice XML (older queued exports lack it). */
export interface ZipEntry {
  key: string;
  name: string;
  mime?: string;
}

const mayBeEInvoice = (e: ZipEntry) => (e.mime ? /xml/.test(e.mime) : /\.xml$/i.test(e.name));

/**
 * Zips stored files under unique names, into a stream. An e-invoice received as XML only also gets the PDF of its
 * rendition beside it (same base name, labels in `lang`), as its single download and its e-mail do.
 */
export function zipFiles(files: FileStore, entries: ZipEntry[], lang?: string) {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  archive.pipe(out);
  archive.on('error', (err) => out.destroy(err));
  const used = new Map<string, number>();
  const unique = (name: string) => {
    const n = used.get(name) ?? 0;
    used.set(name, n + 1);
    return n ? name.replace(/(\.[^.]+)?$/, ` (${n + 1})$1`) : name;
  };
  void (async () => {
    for (const e of entries) {
      const name = unique(e.name);
      // a file removed meanwhile fails the zip (a background export then says so) instead of the process
      const source = files.stream(e.key).on('error', (err) => out.destroy(err));
      archive.append(source, { name });
      const pdf = mayBeEInvoice(e) ? xmlAsPdf(await files.read(e.key), e.mime, lang) : null;
      if (pdf) archive.append(pdf, { name: unique(name.replace(/\.[A-Za-z0-9]{1,5}$/, '') + '.pdf') });
    }
    await archive.finalize();
  })().catch((err: Error) => out.destroy(err));
  return out;
}

/** The named documents' files with their download names, all visible to the request (else 404). */
export async function downloadEntries(req: FastifyRequest, ids: string[]) {
  return entriesWhere(req.server.db, ids, await documentFilter(req));
}

/**
 * The documents of the named files (spec §7: PUT /documents/download/multiple takes file ids, `documentid`), in the
 * order asked; a document's own uuid is read as its file's too. 404 unless every id names a visible document's file.
 */
export async function documentsOfFiles(req: FastifyRequest, ids: string[]): Promise<string[]> {
  const rows = await req.server.db
    .select({ uuid: documents.uuid, file: documents.fileId })
    .from(documents)
    .where(and(or(inArray(documents.fileId, ids), inArray(documents.uuid, ids)), await documentFilter(req)));
  const documentOf = new Map<string, string>();
  for (const r of rows) {
    documentOf.set(r.uuid, r.uuid);
    if (r.file) documentOf.set(r.file, r.uuid);
  }
  if (ids.some((id) => !documentOf.has(id))) throw notFound('Document');
  return [...new Set(ids.map((id) => documentOf.get(id)!))];
}

/** The documents' files with their download names; 404 unless every one is found under `where`. */
export async function entriesWhere(db: Db, ids: string[], where?: SQL) {
  const rows = await db
    .select({ doc: documents, file: documentFiles })
    .from(documents)
    .innerJoin(documentFiles, eq(documentFiles.uuid, documents.fileId))
    .where(and(inArray(documents.uuid, ids), where));
  if (rows.length !== new Set(ids).size) throw notFound('Document');
  return Promise.all(
    rows.map(async (r): Promise<ZipEntry> => ({
      key: r.file.storageKey,
      name: await fileNameFor(db, r.doc, r.file.originalName),
      mime: r.file.mime,
    })),
  );
}

/**
 * A stored original's bytes, served only when it is still the file imported: its SHA-256 of the import, checked now
 * (409 INTEGRITY otherwise, never the changed file); 404 when it is gone. Documents and deleted documents alike.
 */
export async function readOriginal(req: FastifyRequest, file: typeof documentFiles.$inferSelect, document: string) {
  const { files } = req.server;
  if (!(await files.exists(file.storageKey))) throw notFound('File');
  const bytes = await files.read(file.storageKey);
  if (file.sha256 && sha256(bytes) !== file.sha256) {
    req.log.error({ document, file: file.uuid }, 'stored original does not match its SHA-256');
    throw new AppError('INTEGRITY', 'The stored original no longer matches the SHA-256 taken at its import', {
      key: 'error.integrity',
    });
  }
  return bytes;
}
