/**
 * Exports as the API answers them (POST /exports, GET /exports, GET /exports/{id}): a balance statement, the payments,
 * the validated invoices, the unreconciled bank lines or the audit trail of a period as CSV or XLSX, and the zips of
 * documents built in the background (kind `documents`).
 */
import { z } from 'zod';
import { wireTime } from '../wire';

export const EXPORT_KINDS = ['statement', 'payments', 'invoices', 'unreconciled', 'audit'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** An export: `id` repeats `uuid`; `error` an i18n key when it failed; `download` a signed link once done. */
export const exportAnswer = z.object({
  uuid: z.string(),
  id: z.string(),
  kind: z.enum(['documents', ...EXPORT_KINDS]),
  format: z.enum([...EXPORT_FORMATS, 'zip']),
  fileName: z.string(),
  status: z.enum(EXPORT_STATUSES),
  progress: z.number(),
  lines: z.number(),
  size: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  download: z.string().nullable(),
});
export type ExportRecord = z.infer<typeof exportAnswer>;

/** POST /exports (202): the export queued, and whether its link will be mailed once it is built. */
export const exportStartedAnswer = exportAnswer.extend({ mailed: z.boolean() });
export type ExportStarted = z.infer<typeof exportStartedAnswer>;

/** GET /documents/exports (spec): the user's zips of documents, newest first, with their signed link once built. */
export const documentZipAnswer = z.object({
  uuid: z.string(),
  status: z.enum(EXPORT_STATUSES),
  documentCount: z.number(),
  size: z.number().nullable(),
  createdAt: wireTime,
  expiresAt: wireTime.nullable(),
  download: z.string().nullable(),
});
