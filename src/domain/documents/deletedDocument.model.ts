/**
 * A deleted document as the administrators' "Deleted documents" list shows it (GET /deleteddocuments): kept with its
 * original and history for the retention period, then purged (issue 19).
 */
import { z } from 'zod';

export const deletedDocumentAnswer = z.object({
  /** The document's own uuid (its audit entries name it). */
  uuid: z.string(),
  /** The invoice number (a document's `id`; named apart here, the lists key records by `uuid`). */
  number: z.string(),
  suppliername: z.string(),
  filename: z.string(),
  date: z.string().nullable(),
  status: z.number(),
  currency: z.string(),
  totalttc: z.string().nullable(),
  deletedby: z.string(),
  deletedat: z.string(),
  /** When the purge job removes it, original included. */
  purgeafter: z.string(),
  /** Its original is kept (false for a document that had no file). */
  hasfile: z.boolean(),
  /** The SHA-256 taken at import, checked on every download. */
  sha256: z.string().nullable(),
});
export type DeletedDocument = z.infer<typeof deletedDocumentAnswer>;

/** GET /deleteddocuments/{id}: with the lifecycle statuses it had, as they were kept. */
export const deletedDocumentDetailAnswer = deletedDocumentAnswer.extend({
  lifecycle: z.array(z.record(z.string(), z.unknown())),
});
