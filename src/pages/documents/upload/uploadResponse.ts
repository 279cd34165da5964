import { HttpError } from 'react-admin';
import type { DocumentRecord } from '../../../domain/documents/document.model';

export type UploadOutcome =
  { ok: true; document: DocumentRecord } | { ok: false; status: number; message: string; duplicateOf?: string };

/**
 * What an upload came to (POST /documents/importdocument through apiUpload): the document created, else the
 * refusal's text (the app's one error rule) — 413 too large, 415 type, 422 unreadable, 403 quota, 409 DUPLICATE
 * with the existing document's uuid — a network failure, or the user's cancelling.
 */
export function uploadOutcome(result: { json: unknown } | { error: unknown }): UploadOutcome {
  if ('json' in result) return { ok: true, document: result.json as DocumentRecord };
  const error = result.error;
  if (!(error instanceof HttpError)) return { ok: false, status: 0, message: 'documents.upload.networkError' };
  if (error.name === 'AbortError') return { ok: false, status: 0, message: 'documents.upload.cancelled' };
  if (error.status === 0) return { ok: false, status: 0, message: 'documents.upload.networkError' };
  const body = (typeof error.body === 'object' && error.body) || {};
  const { code, value } = body as { code?: unknown; value?: unknown };
  const duplicateOf = code === 'DUPLICATE' && typeof value === 'string' ? value : undefined;
  return { ok: false, status: error.status, message: error.message, duplicateOf };
}
