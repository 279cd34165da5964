import { useCallback } from 'react';
import { useBlockingOverlay } from '../../../shell/feedback/BlockingOverlay';
import { useConfirm } from '../../../shell/feedback/ConfirmDialog';
import { useToast } from '../../../shell/feedback/toast';
import { useDocumentsApi, type BulkField } from '../../shared/api';
import { useDownload } from '../../shared/useDownload';
import { deleteEach } from './bulkDelete';

/** The bulk actions on selected documents; `onDone` reloads the list after a change. */
export function useBulkActions(onDone: () => void) {
  const api = useDocumentsApi();
  const overlay = useBlockingOverlay();
  const confirm = useConfirm();
  const toast = useToast();
  const download = useDownload();

  const change = useCallback(
    async (field: BulkField, ids: string[], value: string | null) => {
      try {
        await overlay.run(() => api.bulk(field, ids, value));
        toast.success('documents.bulk.changed', { detailArgs: { smart_count: ids.length } });
        onDone();
      } catch (err) {
        toast.error(err);
      }
    },
    [api, overlay, toast, onDone],
  );

  const remove = useCallback(
    async (ids: string[]) => {
      if (!(await confirm({ message: 'documents.bulk.confirmDelete', messageArgs: { smart_count: ids.length } })))
        return;
      const outcome = await overlay.run(() => deleteEach(ids, api.remove));
      if (outcome.deleted.length)
        toast.success('documents.bulk.deleted', { detailArgs: { smart_count: outcome.deleted.length } });
      for (const message of outcome.messages) toast.error(message);
      onDone();
    },
    [api, confirm, overlay, toast, onDone],
  );

  return { change, remove, download };
}
