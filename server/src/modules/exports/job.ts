/**
 * The background job that builds a table export (statement, payments, invoices) as CSV or XLSX: it writes
 * the file line by line under the file store's `.tmp/`, moves it into place once synced, keeps it for its
 * user (listed on the Exports page with its progress and a download link) and mails the signed link when
 * a mail server is configured and the export was large enough to run in the background.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../../db/client';
import { exportsTable, users } from '../../../db/schema';
import type { FileStore } from '../../storage/fileStore';
import type { Job, JobContext } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { linkSecret, signPath } from '../../storage/signedLinks';
import { failedExport } from './failure';
import { exportWords, storedExportName, type ExportLocale } from './locale';
import { exportTable, type ExportParams } from './sources';
import { writeInThread } from './writerThread';
import type { RequestGauge } from '../jobs/requestGauge';

/** How long an export's e-mailed download link works. */
export const EXPORT_LINK_HOURS = 24;

export const TABLE_EXPORT_JOB = 'table-export';
export const exportLinkPath = (id: string) => `/paperdesk/exports/${id}/download`;
/** How long a user's exports stay listed (their files go with them). */
const KEEP_EXPORTS_DAYS = 30;

export interface TableExportPayload {
  exportId: string;
  params: ExportParams;
  mail: boolean;
}

export function tableExportHandler(deps: {
  db: Db;
  files: FileStore;
  mailer: Mailer;
  config: Config;
  /** The node's requests, given way to between chunks (none: never waits). */
  requests?: RequestGauge;
}) {
  const { db, files } = deps;
  const setExport = (id: string, patch: Partial<typeof exportsTable.$inferInsert>) =>
    db.update(exportsTable).set(patch).where(eq(exportsTable.uuid, id));

  return async (job: Job, ctx: JobContext) => {
    const { exportId, params, mail } = job.payload as unknown as TableExportPayload;
    const [exp] = await db.select().from(exportsTable).where(eq(exportsTable.uuid, exportId));
    if (!exp) return { skipped: 'export deleted' };
    await setExport(exportId, { status: 'running', progress: 0, error: null });
    const temp = files.tempPath();
    try {
      await mkdir(path.dirname(temp), { recursive: true });
      const table = exportTable(db, params);
      const total = Math.max(1, await table.count());
      const progress = async (n: number) => {
        if (ctx.signal?.aborted) throw ctx.signal.reason ?? new Error('stopped');
        const percent = Math.min(99, Math.round((n / total) * 100));
        await ctx.progress(percent);
        await setExport(exportId, { progress: percent });
      };
      // formatted and written in a worker thread, the rows read here a chunk at a time, giving way to the node's
      // requests between chunks (writerThread.ts)
      const lines = await writeInThread(table, params.format, params.locale, temp, progress, deps.requests);
      const { key, size } = await files.keep(temp, `exports/${exp.companyId}`, params.format);
      await setExport(exportId, {
        status: 'done',
        progress: 100,
        storageKey: key,
        size,
        documentCount: lines,
        error: null,
        expiresAt: new Date(Date.now() + EXPORT_LINK_HOURS * 3600_000),
      });
    } catch (err) {
      await rm(temp, { force: true });
      await setExport(exportId, failedExport(err, job.attempts));
      throw err;
    }
    await forgetOldExports(db, files, exp.userId).catch(() => undefined);
    // the file is there whatever the mail server says: the Exports page lists it
    const mailed =
      mail && deps.mailer.configured
        ? await mailLink(deps, { userId: exp.userId, exportId, locale: params.locale, unit: 'lines' }).catch(
            () => false,
          )
        : false;
    return { exportId, mailed };
  };
}

/**
 * Mails its user the signed link of a finished export (a table: its lines; a zip: its documents), in the export's
 * language; answers whether a mail left.
 */
export async function mailLink(
  deps: { db: Db; mailer: Mailer; config: Config },
  to: { userId: string; exportId: string; locale: ExportLocale; unit: 'lines' | 'documents' },
) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, to.userId));
  const [exp] = await deps.db.select().from(exportsTable).where(eq(exportsTable.uuid, to.exportId));
  if (!user || !exp) return false;
  const name = storedExportName(exp, to.locale);
  const link = `${deps.config.publicUrl}${signPath(await linkSecret(deps.db), exportLinkPath(to.exportId), EXPORT_LINK_HOURS * 3600)}`;
  const w = exportWords(to.locale);
  const count = w(`mailCount.${to.unit}`, { rows: exp.documentCount });
  await deps.mailer.send({
    to: [user.email],
    subject: w('mailSubject', { name }),
    text: w('mailText', { firstName: user.firstName, name, count, hours: EXPORT_LINK_HOURS, link }),
  });
  return true;
}

/** Removes the user's exports older than KEEP_EXPORTS_DAYS, with their files, so the list and the disk stay small. */
async function forgetOldExports(db: Db, files: FileStore, userId: string) {
  const old = await db
    .delete(exportsTable)
    .where(
      and(
        eq(exportsTable.userId, userId),
        lt(exportsTable.createdAt, new Date(Date.now() - KEEP_EXPORTS_DAYS * 86400_000)),
      ),
    )
    .returning({ key: exportsTable.storageKey });
  for (const { key } of old) if (key) await files.remove(key);
  return old.length;
}
