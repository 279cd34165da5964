/** Several documents' files as one zip: at once for a few, as a background export for many (spec §9). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_STARTED, SYNC_DOWNLOAD_LIMIT } from '../../../../src/domain/documents/bulkDownload';
import { uuid } from '../../../../src/domain/ids';
import { AppError } from '../../errors';
import { fileDisposition } from '../../storage/disposition';
import { documentsOfFiles, downloadEntries, zipFiles } from '../documents/files';
import { requestLang } from '../einvoice';
import { documentsZipName } from './locale';
import { queueDocumentsExport } from './use-cases/export-documents';

export async function documentsZipRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  /**
   * Several files as a zip, named by their file ids (`documentid`, spec §7) or their documents' uuids; more than 30
   * answer 202 and the zip is built in the background and mailed.
   */
  typed.put(
    '/documents/download/multiple',
    {
      config: { access: 'DOWNLOAD_DOCUMENTS' },
      schema: { body: z.array(uuid).min(1).max(5000), querystring: z.object({ lang: z.string().optional() }) },
    },
    async (req, reply) => {
      const entries = await downloadEntries(req, await documentsOfFiles(req, [...new Set(req.body)]));
      // the labels of e-invoice renditions: the language asked, else the browser's
      const lang = requestLang(req.query, req.headers['accept-language']);
      if (entries.length > SYNC_DOWNLOAD_LIMIT) {
        const exportId = await queueDocumentsExport(req, entries, lang);
        return reply.status(202).send({ message: EXPORT_STARTED, exportId });
      }
      if (!entries.length) throw new AppError('VALIDATION', 'Nothing to download', { key: 'error.export.nothing' });
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', fileDisposition(documentsZipName(lang)));
      return reply.send(zipFiles(api.files, entries, lang));
    },
  );
}
