/**
 * A deleted document as the administrators' "Deleted documents" list shows it (GET /deleteddocuments): kept with its
 * original and history for the retention period, then purged (issue 19).
 */
export interface DeletedDocument {
  /** The document's own uuid (its audit entries name it). */
  uuid: string;
  /** The invoice number (a document's `id`; named apart here, the lists key records by `uuid`). */
  number: string;
  suppliername: string;
  filename: string;
  date: string | null;
  status: number;
  currency: string;
  totalttc: string | null;
  deletedby: string;
  deletedat: string;
  /** When the purge job removes it, original included. */
  purgeafter: string;
  /** Its original is kept (false for a document that had no file). */
  hasfile: boolean;
  /** The SHA-256 taken at import, checked on every download. */
  sha256: string | null;
}
