import type { DocumentRecord } from '../../../../resources/documents/document.model';
import { errorMessage } from '../../../../dataProvider/http';

export type UploadOutcome =
  { ok: true; document: DocumentRecord } | { ok: false; status: number; message: string; duplicateOf?: string };

const parse = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Reads the answer of POST /documents/importdocument: 201 with the document, or the server's error
 * (413 too large, 415 type, 422 unreadable, 409 DUPLICATE with the existing document's uuid, 403 quota).
 */
export function readUploadResponse(status: number, text: string, statusText = ''): UploadOutcome {
  const body = parse(text);
  if (status >= 200 && status < 300 && body && typeof body === 'object')
    return { ok: true, document: body as DocumentRecord };
  const fields = body && typeof body === 'object' ? (body as { code?: unknown; value?: unknown }) : {};
  const duplicateOf = fields.code === 'DUPLICATE' && typeof fields.value === 'string' ? fields.value : undefined;
  const fallback = status === 0 ? 'documents.upload.networkError' : statusText || `HTTP ${status}`;
  return { ok: false, status, message: errorMessage(status, body, fallback), duplicateOf };
}
