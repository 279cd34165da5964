/** The background job that zips a large download of documents, keeps it for its user and mails them its link. */
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../../db/client';
import { exportsTable } from '../../../db/schema';
import type { Job, JobContext } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { failedExport } from './failure';
import { EXPORT_LINK_HOURS, mailLink } from './job';
import { localeOf } from '../../../../src/domain/locales';
import type { FileStore } from '../../storage/fileStore';
import { zipFiles, type ZipEntry } from '../documents/files';

/** Builds the zip of a large download, keeps it for its user, and mails them a signed, short-lived link. */
export function exportHandler(deps: { db: Db; files: FileStore; mailer: Mailer; config: Config }) {
  return async (job: Job, ctx: JobContext) => {
    const { exportId, entries, lang } = job.payload as { exportId: string; entries: ZipEntry[]; lang?: string };
    const [exp] = await deps.db.select().from(exportsTable).where(eq(exportsTable.uuid, exportId));
    if (!exp) return { skipped: 'export deleted' };
    let size = 0;
    await deps.db.update(exportsTable).set({ status: 'running', error: null }).where(eq(exportsTable.uuid, exportId));
    try {
      // written to disk as it is zipped: a download of thousands of files never sits in memory
      const stored = await deps.files.putStream(`exports/${exp.companyId}`, 'zip', zipFiles(deps.files, entries, lang));
      await ctx.progress(80);
      await deps.db
        .update(exportsTable)
        .set({
          status: 'done',
          storageKey: stored.key,
          size: stored.size,
          expiresAt: new Date(Date.now() + EXPORT_LINK_HOURS * 3600_000),
        })
        .where(eq(exportsTable.uuid, exportId));
      size = stored.size;
    } catch (err) {
      // the Exports page says why (a file removed meanwhile, no room left...), not only "failed"
      await deps.db.update(exportsTable).set(failedExport(err, job.attempts)).where(eq(exportsTable.uuid, exportId));
      throw err;
    }
    // the link mailed in the language the download was asked in
    const mailed = deps.mailer.configured
      ? await mailLink(deps, { userId: exp.userId, exportId, locale: localeOf(lang, 'en'), unit: 'documents' }).catch(
          () => false,
        )
      : false;
    return { exportId, size, mailed };
  };
}
