import type { FastifyRequest } from 'fastify';
import { exportsTable } from '../../../../db/schema';
import { localeOf } from '../../../../../src/domain/locales';
import { documentsZipName } from '../locale';
import { enqueue } from '../../jobs/queue';
import type { ZipEntry } from '../../documents/files';

/** The job that builds a large download's zip (exports.ts). */
export const EXPORT_JOB = 'export';

/**
 * Queues the zip of a large download (the named files under their download names): the export is recorded
 * with its job in one transaction, built in the background and mailed as a signed link (exports.ts). `lang`: the
 * labels of the e-invoice renditions put beside their XML.
 */
export async function queueDocumentsExport(req: FastifyRequest, entries: ZipEntry[], lang?: string) {
  const { companyId } = req.scope;
  const id = await req.server.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(exportsTable)
      .values({
        companyId,
        userId: req.principal.userId,
        documentCount: entries.length,
        fileName: documentsZipName(localeOf(lang, 'en')),
      })
      .returning();
    await enqueue(tx, EXPORT_JOB, { exportId: created.uuid, entries, lang }, { companyId, subject: created.uuid });
    return created.uuid;
  });
  req.server.jobs.kick();
  return id;
}
