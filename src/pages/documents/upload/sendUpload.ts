import { apiUpload, type UploadProgress } from '../../../providers/data/http';
import type { UploadOptions } from './uploadQueue';
import { uploadOutcome, type UploadOutcome } from './uploadResponse';

export type UploadHandlers = UploadProgress;

/**
 * Sends one file to POST /documents/importdocument (the API's one request code, with upload progress).
 * Resolves with the outcome, never rejects; `abort` cancels it (resolves as a failure with status 0).
 */
export function sendUpload(file: File, options: UploadOptions, handlers: UploadHandlers) {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('recognition', options.recognition ? 'true' : 'false');
  if (options.group) form.append('group', options.group);
  if (options.type) form.append('type', options.type);
  const upload = apiUpload('/documents/importdocument', form, handlers);
  const promise: Promise<UploadOutcome> = upload.promise.then(
    ({ json }) => uploadOutcome({ json }),
    (error: unknown) => uploadOutcome({ error }),
  );
  return { promise, abort: upload.abort };
}
