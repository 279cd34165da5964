import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { DOCUMENT_STATUS } from '../../../domain/documents/rules';
import { useConfirm } from '../../../shell/feedback/ConfirmDialog';
import { useToast } from '../../../shell/feedback/toast';
import { DOCUMENTS_HOME } from '../documents.routes';
import { useDocumentsApi } from '../../shared/api';
import { useDownload } from '../../shared/useDownload';
import { useLoad } from '../../shared/useLoad';
import { usePolling } from '../../shared/usePolling';
import { formFromRecord, isDirty, toUpdate, type ReviewForm } from './reviewForm';
import { keepDraft, readDraft } from './reviewDraft';
import { rebaseForm, withBadDay, type BadDays } from './reviewEdits';
import { useLeaveGuard } from './useLeaveGuard';

const NO_BAD_DAYS: BadDays = new Set();

export type ReviewBusy = 'save' | 'validate' | 'delete' | 'rerun';
/** While recognition runs the record is read again every 2 s. */
export const REVIEW_POLL_MS = 2000;

/**
 * The review screen's data and actions: the record, the form, save, validate, delete, re-run, download. The user's
 * unsaved edits survive every new read of the record (reviewEdits.ts); re-running recognition asks before it
 * replaces them, and leaving the page with them asks too (useLeaveGuard).
 */
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
  const [badDays, setBadDays] = useState<BadDays>(NO_BAD_DAYS);
  const [busy, setBusy] = useState<ReviewBusy | null>(null);
  const [serverAllows, setServerAllows] = useState(false);
  // what the edits are measured against when the record is read again: the last read, or what a save sent
  const base = useRef<{ uuid: string; form: ReviewForm }>(undefined);
  const dirty = !!form && !!original && (isDirty(form, original) || badDays.size > 0);
  const leave = useLeaveGuard(dirty, () => record && keepDraft(record.uuid, undefined));

  useEffect(() => {
    if (!record) return;
    const fresh = formFromRecord(record);
    const before = base.current?.uuid === record.uuid ? base.current.form : undefined;
    // a page mounted again (the interface language changed...) takes back the edits it had
    const draft = before ? undefined : readDraft(record.uuid);
    setForm((current) =>
      current && before
        ? rebaseForm(current, before, fresh)
        : draft
          ? rebaseForm(draft.form, draft.base, fresh)
          : fresh,
    );
    setOriginal(fresh);
    if (!before) setBadDays(draft ? new Set(draft.badDays) : NO_BAD_DAYS);
    base.current = { uuid: record.uuid, form: fresh };
    let current = true;
    void api
      .canValidateOrPay({ documentuuid: record.uuid, supplieruuid: record.supplieruuid, documentid: record.id })
      .then((ok) => current && setServerAllows(ok));
    return () => {
      current = false;
    };
  }, [record, api]);

  usePolling(loaded.reload, REVIEW_POLL_MS, record?.status === DOCUMENT_STATUS.RECOGNITION);

  // the edits outlive the page (reviewDraft.ts), once form and record are of the same read
  useEffect(() => {
    if (!record || !form || !original || base.current?.form !== original) return;
    keepDraft(record.uuid, dirty ? { base: original, form, badDays: [...badDays] } : undefined);
  }, [record, form, original, dirty, badDays]);

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

  /** Saves the edits (and a status); `badDayNames` names the fields holding no real day: then nothing is sent. */
  const update = (kind: 'save' | 'validate', status?: number) => async (badDayNames?: string) => {
    if (!record || !form || !original) return false;
    if (badDayNames) {
      toast.show('error', 'documents.review.notSavedBadDays', { detailArgs: { fields: badDayNames } });
      return false;
    }
    const sent = form;
    return run(
      kind,
      async () => {
        await api.update(id, { ...toUpdate(sent, original, record.status), ...(status !== undefined && { status }) });
        // what was saved is no longer an edit: the record read next gives its values as stored
        base.current = { uuid: record.uuid, form: sent };
        await loaded.reload();
      },
      kind === 'save' ? 'documents.review.savedToast' : 'documents.review.validatedToast',
    );
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
      keepDraft(id, undefined);
      leave.allow();
      if (location.key !== 'default') navigate(-1);
      else navigate(DOCUMENTS_HOME);
    }
  };

  const rerun = async (group: string | null, supplier: string | null) => {
    if (dirty && !(await confirm({ message: 'documents.review.confirmRerun' }))) return;
    // what recognition reads replaces the edits the user agreed to drop
    if (original) setForm(original);
    setBadDays(NO_BAD_DAYS);
    await run(
      'rerun',
      async () => {
        await api.rerunRecognition(id, group, supplier);
        await loaded.reload();
      },
      'documents.review.rerunToast',
    );
  };

  return {
    record,
    form,
    original,
    dirty,
    badDays,
    /** Changes header fields of the form as it stands (never a stale copy of it). */
    patch: (p: Partial<ReviewForm>) => setForm((f) => f && { ...f, ...p }),
    /** Changes one keyword value of the form as it stands. */
    patchValue: (keyworduuid: string, value: unknown) =>
      setForm((f) => f && { ...f, values: { ...f.values, [keyworduuid]: value } }),
    /** Marks a field as holding a day typed that is no real day (or no longer). */
    markBadDay: (field: string, bad: boolean) => setBadDays((days) => withBadDay(days, field, bad)),
    busy,
    serverAllows,
    error: loaded.error,
    loading: loaded.loading,
    save: update('save'),
    validate: update('validate', DOCUMENT_STATUS.VALIDATED),
    remove,
    rerun,
    download: () => download([id]),
    /** Reads the record again (after the source was created and linked from the review); the edits stay. */
    reload: loaded.reload,
  };
}
