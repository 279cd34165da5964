import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { useBlockingOverlay } from '../../shell/feedback/BlockingOverlay';
import { useToast } from '../../shell/feedback/toast';
import { downloadDocuments, fetchDocumentFile } from './api';
import { saveBlob } from './saveBlob';

/**
 * Downloads documents: one file under the server's name (spec §9 rule), several as a zip;
 * above 30 the server builds the zip in the background: it shows on the Exports page (and is e-mailed when
 * a mail server is configured), which the info toast says in the interface language.
 */
export function useDownload() {
  const overlay = useBlockingOverlay();
  const toast = useToast();
  // e-invoices received as XML download as PDFs labelled, and zips named, in the interface language
  const [locale] = useLocaleState();
  return useCallback(
    async (ids: string[]) => {
      try {
        if (ids.length === 1) {
          const { blob, filename } = await overlay.run(() => fetchDocumentFile(ids[0], false, locale));
          saveBlob(blob, filename ?? 'document');
          return;
        }
        const result = await overlay.run(() => downloadDocuments(ids, locale));
        if (result.kind === 'background') toast.info('exports.zipStarted');
        else saveBlob(result.blob, result.filename ?? 'documents.zip');
      } catch (err) {
        toast.error(err);
      }
    },
    [overlay, toast, locale],
  );
}
