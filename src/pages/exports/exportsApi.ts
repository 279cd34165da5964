import { apiBlob, apiFetch } from '../../providers/data/http';

import type { ExportFormat, ExportKind, ExportRecord, ExportStarted } from '../../domain/exports/export.model';

export type { ExportFormat, ExportKind, ExportRecord, ExportStarted };

/** What the user asks for: one supplier's statement, the payments or the validated invoices of a period. */
export interface ExportRequest {
  kind: ExportKind;
  format: ExportFormat;
  locale: string;
  fromDate?: string;
  toDate?: string;
  branch?: string;
  supplier?: string;
  originType?: string;
  /** Validated invoices in Overview Mode: the master's and every branch's. */
  overview?: boolean;
  /** The audit trail: the Audit page's filters but its period (fromDate, toDate). */
  audit?: { user?: string; entity?: string; entityId?: string; action?: string };
}

/** The export calls of the API: start one (a background job), follow it, fetch its file, list and remove them. */
export const exportsApi = {
  start: async (body: ExportRequest) => (await apiFetch<ExportStarted>('/exports', { method: 'POST', body })).json,
  get: async (id: string) => (await apiFetch<ExportRecord>(`/exports/${encodeURIComponent(id)}`)).json,
  /** One page of the user's exports, newest first (list convention: range=[start,end]). */
  list: async (start: number, size: number) => {
    const res = await apiFetch<ExportRecord[]>('/exports', {
      query: { range: JSON.stringify([start, start + size - 1]), sort: JSON.stringify(['createdAt', 'DESC']) },
    });
    return { rows: res.json ?? [], total: res.total ?? 0 };
  },
  file: (id: string) => apiBlob(`/exports/${encodeURIComponent(id)}/file`),
  remove: async (id: string) => {
    await apiFetch(`/exports/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
};
