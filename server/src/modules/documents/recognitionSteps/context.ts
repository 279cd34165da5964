/** Recognition, step 1: what a recognition works from — the stored file, the companies, the sources it may match. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { companies, documentFiles, type documents, type suppliers } from '../../../../db/schema';
import type { FileStore } from '../../../storage/fileStore';
import { matchableSources, ownCompanyItems } from '../sellerMatch';

export type DocRow = typeof documents.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;

/** What the recognition job asks: the document, and the group and source chosen (none: found from the document). */
export interface RecognitionPayload {
  documentId: string;
  group?: string | null;
  supplier?: string | null;
}

export interface RecognitionContext {
  doc: DocRow;
  payload: RecognitionPayload;
  file: { bytes: Buffer; mime: string };
  /** The document's company reads with OCR when it has OCR on. */
  ocr: boolean;
  /** The account's prompt for the LLM. */
  accountPrompt: string;
  /** The sources the document may come from, and the one chosen (the payload's, else the document's). */
  known: SupplierRow[];
  chosen: SupplierRow | undefined;
  /** The account's own names and identifiers (never a source). */
  companyItems: string[];
}

export async function loadRecognitionContext(
  db: Db,
  files: FileStore,
  doc: DocRow,
  payload: RecognitionPayload,
): Promise<RecognitionContext> {
  const [file] = await db.select().from(documentFiles).where(eq(documentFiles.uuid, doc.fileId!));
  const [company] = await db.select().from(companies).where(eq(companies.id, doc.companyId));
  const [account] = await db.select().from(companies).where(eq(companies.id, doc.accountId));
  const bytes = await files.read(file.storageKey);
  const known = await matchableSources(db, doc.accountId, doc.companyId);
  return {
    doc,
    payload,
    file: { bytes, mime: file.mime },
    ocr: company.ocrActive,
    accountPrompt: account.defaultdocumentprompt,
    known,
    chosen: known.find((s) => s.uuid === (payload.supplier ?? doc.supplieruuid)),
    companyItems: await ownCompanyItems(db, doc.accountId),
  };
}

/** What field extraction matches sources against. */
export const extractionContext = (c: RecognitionContext) => ({
  suppliers: c.known.map((s) => ({ uuid: s.uuid, name: s.name, identifiers: s.identifiers, email: s.email })),
  companyItems: c.companyItems,
});
