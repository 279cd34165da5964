/**
 * Why an export failed, as the Exports page shows it: an i18n key, stored in `exports.error`. Known causes and
 * the refusals that carry their own key (AppError `details.key`) are kept; anything else is `unknown`, shown as
 * a generic "could not be built" (its raw message stays in the job's `error`, for the administrator).
 */
import { AppError } from '../../errors';
import { JobStopped } from '../jobs/queue';

const EXPORT_FAILURES = ['timeout', 'missingFile', 'diskFull', 'unknown'] as const;
export type ExportFailure = (typeof EXPORT_FAILURES)[number];
const key = (f: ExportFailure) => `exports.failure.${f}`;

/** Attempts before an export is given up (the queue's default). */
const MAX_EXPORT_ATTEMPTS = 3;

function failureKey(err: unknown): string {
  if (err instanceof JobStopped && err.reason === 'time') return key('timeout');
  if (err instanceof AppError && err.details?.key) return err.details.key;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return key('missingFile');
  if (code === 'ENOSPC' || code === 'EDQUOT') return key('diskFull');
  return key('unknown');
}

/**
 * The export's row after its job threw: failed with its reason on the last attempt (or a refusal that will not
 * change, or its time limit), else back to queued for the queue's retry. A node stopping hands the job back.
 */
export function failedExport(err: unknown, attempts: number) {
  const last =
    attempts >= MAX_EXPORT_ATTEMPTS ||
    Boolean((err as { permanent?: boolean } | null)?.permanent) ||
    (err instanceof JobStopped && err.reason === 'time');
  return { status: last ? ('failed' as const) : ('queued' as const), error: failureKey(err) };
}

/** What the API answers of a stored reason: a key as stored; an older raw message, the generic key. */
export const failureAnswer = (stored: string | null) =>
  stored && /^(exports\.failure|error)\.[\w.]+$/.test(stored) ? stored : key('unknown');
