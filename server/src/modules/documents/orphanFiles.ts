/**
 * Stored document files that no document owns: an import stores its file, then records it; a process killed in
 * between (a batch import stopped mid-way) leaves the file behind. A sweep at start removes those older than a cutoff
 * that no `document_files` row names, a batch of files at a time, each batch looked up by key (its index).
 *
 * Several nodes may share the storage: the cutoff leaves alone any file another node may still be recording (with
 * PostgreSQL, files of the last hour; an import records its file within seconds), and two sweeps at once only
 * remove the same files twice (a removal of a missing file is no error).
 */
import { opendir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { documentFiles } from '../../../db/schema';
import type { FileStore } from '../../storage/fileStore';

/** The folder of the stored documents' files, one sub-folder per company. */
export const DOCUMENTS_FOLDER = 'documents';
/** Where a company's document files are stored (import-documents.ts writes there). */
export const documentsFolder = (companyId: string) => `${DOCUMENTS_FOLDER}/${companyId}`;
/** With several nodes, a file younger than this may be another node's import, not yet recorded. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

/** Removes the files of `keys` modified before `cutoff` (ms) that no document file row names; answers how many. */
async function sweepBatch(db: Db, files: FileStore, keys: string[], cutoff: number): Promise<number> {
  const old = (
    await Promise.all(
      keys.map(async (key) => {
        const info = await stat(files.pathOf(key)).catch(() => null);
        return info && info.mtimeMs < cutoff ? key : null;
      }),
    )
  ).filter((k): k is string => k !== null);
  if (!old.length) return 0;
  const owned = new Set(
    (
      await db
        .select({ key: documentFiles.storageKey })
        .from(documentFiles)
        .where(inArray(documentFiles.storageKey, old))
    ).map((r) => r.key),
  );
  const orphans = old.filter((key) => !owned.has(key));
  for (const key of orphans) await files.remove(key);
  return orphans.length;
}

/**
 * Walks the stored documents' files (a folder read as a stream, never listed whole) and removes those modified
 * before `cutoff` that no document owns; answers how many went.
 */
export async function sweepOrphanFiles(db: Db, files: FileStore, cutoff: number): Promise<number> {
  const root = files.pathOf(DOCUMENTS_FOLDER);
  const companies = await readdir(root, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const company of companies.filter((d) => d.isDirectory())) {
    let batch: string[] = [];
    for await (const entry of await opendir(path.join(root, company.name))) {
      if (!entry.isFile()) continue;
      batch.push(path.posix.join(DOCUMENTS_FOLDER, company.name, entry.name));
      if (batch.length === BATCH) {
        removed += await sweepBatch(db, files, batch, cutoff);
        batch = [];
      }
    }
    if (batch.length) removed += await sweepBatch(db, files, batch, cutoff);
  }
  return removed;
}
