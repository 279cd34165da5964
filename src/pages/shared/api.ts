import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import { apiBlob } from '../../providers/data/http';
import type { DocumentRecord, DocumentUpdate, SearchCriteria } from '../../domain/documents/document.model';
import type { RecognitionJob } from './types';

/** GET /documents/{id}/record: the document plus the i18n keys of what keeps it from validation. */
export type ReviewRecord = DocumentRecord & { problems: string[] };
export interface ApiCall {
  path: string;
  query?: Record<string, string | undefined>;
}
export type BulkField = 'label' | 'branche' | 'documentgroup';
/** A zip to save, or the server's message when the export runs in the background (more than 30). */
export type DownloadResult = { kind: 'file'; blob: Blob; filename?: string } | { kind: 'background'; message: string };

/** The documents calls of the API, typed. */
export function documentsApi(call: PaperdeskDataProvider['call']) {
  return {
    list: (c: ApiCall) => call<DocumentRecord[]>(c.path, { query: c.query }),
    record: (id: string) => call<ReviewRecord>(`/documents/${encodeURIComponent(id)}/record`),
    update: (id: string, body: DocumentUpdate) =>
      call<DocumentRecord>(`/documents/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    remove: (id: string) =>
      call<{ success: boolean; value?: unknown }>(`/documents/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    /** A failed call counts as false (spec §8). */
    canValidateOrPay: (body: { documentuuid: string; supplieruuid: string | null; documentid: string }) =>
      call<boolean>('/documents/canvalidateorpay', { method: 'POST', body }).then(
        (ok) => ok === true,
        () => false,
      ),
    recognitionJobs: () => call<RecognitionJob[]>('/documents/recognition'),
    rerunRecognition: (id: string, group?: string | null, supplier?: string | null) =>
      call<DocumentRecord>(`/documents/recognition/${encodeURIComponent(id)}`, {
        query: { group: group ?? undefined, supplier: supplier ?? undefined },
      }),
    bulk: (field: BulkField, documents: string[], value: string | null) =>
      call<DocumentRecord[]>(`/documents/multi/${field}`, { method: 'POST', body: { documents, [field]: value } }),
    search: (criteria: SearchCriteria) =>
      call<DocumentRecord[]>('/documents/search', { method: 'POST', body: criteria }),
  };
}
export type DocumentsApi = ReturnType<typeof documentsApi>;

export function useDocumentsApi(): DocumentsApi {
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  return useMemo(() => documentsApi(dataProvider.call), [dataProvider]);
}

/** The document's file, with the name the server gives it (spec §9 naming rule). */
/** One document's file; an e-invoice received as XML comes as the PDF of its rendition, labelled in `lang`. */
export const fetchDocumentFile = (id: string, inline = false, lang?: string) =>
  apiBlob(`/documents/${encodeURIComponent(id)}`, { query: { inline: inline ? 'true' : undefined, lang } });

/** PUT /documents/download/multiple: a zip, or 202 {message} when the export is e-mailed. */
export async function downloadDocuments(ids: string[], lang?: string): Promise<DownloadResult> {
  const { blob, filename } = await apiBlob('/documents/download/multiple', {
    method: 'PUT',
    body: ids,
    query: { lang },
  });
  if (blob.type.includes('json')) {
    const body = JSON.parse(await blob.text()) as { message?: string };
    return { kind: 'background', message: body.message ?? '' };
  }
  return { kind: 'file', blob, filename };
}
