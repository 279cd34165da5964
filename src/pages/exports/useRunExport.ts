import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { useToast } from '../../shell/feedback/toast';
import { saveBlob } from '../shared/saveBlob';
import { exportsApi, type ExportRecord, type ExportRequest } from './exportsApi';

/** How long the button waits for a short export before leaving it to the Exports page. */
const WAIT_MS = 20_000;
const POLL_MS = 400;
const pending = (e: ExportRecord) => e.status === 'queued' || e.status === 'running';

/**
 * Starts an export in the interface language and, when it is short, waits for it and downloads the file;
 * a long one (or one still building after a while) is left to the Exports page, and e-mailed when it is long.
 */
export function useRunExport() {
  const toast = useToast();
  const [locale] = useLocaleState();
  return useCallback(
    async (request: Omit<ExportRequest, 'locale'>): Promise<ExportRecord | undefined> => {
      try {
        const started = await exportsApi.start({ ...request, locale });
        let exp: ExportRecord = started;
        const until = Date.now() + (started.mailed ? 0 : WAIT_MS);
        while (pending(exp) && Date.now() < until) {
          await new Promise((r) => setTimeout(r, POLL_MS));
          exp = await exportsApi.get(exp.uuid);
        }
        if (exp.status === 'done') {
          const { blob, filename } = await exportsApi.file(exp.uuid);
          saveBlob(blob, filename ?? exp.fileName);
          toast.success('exports.ready', { detailArgs: { name: exp.fileName } });
        } else if (exp.status === 'failed') {
          toast.error(new Error(exp.error ?? 'exports.status.failed'));
        } else {
          toast.info(started.mailed ? 'exports.startedMailed' : 'exports.started');
        }
        return exp;
      } catch (err) {
        toast.error(err);
        return undefined;
      }
    },
    [toast, locale],
  );
}
