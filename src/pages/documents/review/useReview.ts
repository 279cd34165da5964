import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { DOCUMENT_STATUS } from '../../../../resources/documents/rules';
import { useConfirm } from '../../../layout/feedback/ConfirmDialog';
import { useToast } from '../../../layout/feedback/toast';
import { DOCUMENTS_HOME } from '../documents.routes';
import { useDocumentsApi } from '../../shared/api';
import { useDownload } from '../../shared/useDownload';
import { useLoad } from '../../shared/useLoad';
import { usePolling } from '../../shared/usePolling';
import { formFromRecord, toUpdate, type ReviewForm } from './reviewForm';

export type ReviewBusy = 'save' | 'validate' | 'delete' | 'rerun';
/** While recognition runs the record is read again every 2 s. */
export const REVIEW_POLL_MS = 2000;

/** The review screen's data and actions: the record, the form, save, validate, delete, re-run, download. */
export function useReview(id: string) {
  const api = useDocumentsApi();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const location = useLocation();
  const download = useDownload();
  const loaded = useLoad(id, () => api.record(id));
  const record = loaded.data;
  const [form, setForm] = useState<ReviewForm>();
  const [original, setOriginal] = useState<ReviewForm>();
  const [busy, setBusy] = useState<ReviewBusy | null>(null);
  const [serverAllows, setServerAllows] = useState(false);

  useEffect(() => {
    if (!record) return;
    const fresh = formFromRecord(record);
    setForm(fresh);
    setOriginal(fresh);
    let current = true;
    void api
      .canValidateOrPay({ documentuuid: record.uuid, supplieruuid: record.supplieruuid, documentid: record.id })
      .then((ok) => current && setServerAllows(ok));
    return () => {
      current = false;
    };
  }, [record, api]);

  usePolling(loaded.reload, REVIEW_POLL_MS, record?.status === DOCUMENT_STATUS.RECOGNITION);

  const run = useCallback(
    async (kind: ReviewBusy, work: () => Promise<unknown>, success: string) => {
      setBusy(kind);
      try {
        await work();
        toast.success(success);
        return true;
      } catch (err) {
        toast.error(err);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [toast],
  );

  const update = (status?: number) => async () => {
    if (!record || !form || !original) return;
    await api.update(id, { ...toUpdate(form, original, record.status), ...(status !== undefined && { status }) });
    await loaded.reload();
  };

  const remove = async () => {
    if (!(await confirm({ message: 'documents.review.confirmDelete' }))) return;
    const done = await run(
      'delete',
      async () => {
        const res = await api.remove(id);
        if (res?.success === false) throw new Error(String(res.value ?? ''));
      },
      'documents.review.deleted',
    );
    if (done) {
      if (location.key !== 'default') navigate(-1);
      else navigate(DOCUMENTS_HOME);
    }
  };

  return {
    record,
    form,
    original,
    setForm,
    busy,
    serverAllows,
    error: loaded.error,
    loading: loaded.loading,
    save: () => run('save', update(), 'documents.review.savedToast'),
    validate: () => run('validate', update(DOCUMENT_STATUS.VALIDATED), 'documents.review.validatedToast'),
    remove,
    rerun: (group: string | null, supplier: string | null) =>
      run(
        'rerun',
        async () => {
          await api.rerunRecognition(id, group, supplier);
          await loaded.reload();
        },
        'documents.review.rerunToast',
      ),
    download: () => download([id]),
    /** Reads the record again (after the source was created and linked from the review). */
    reload: loaded.reload,
  };
}
