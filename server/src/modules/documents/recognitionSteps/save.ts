/** Recognition, step 6: the values read written to the document, with what their arrival sets off, in one transaction. */
import { eq } from 'drizzle-orm';
import { isCurrency } from '../../../../../src/domain/currencies/currencies';
import { DOCUMENT_STATUS } from '../../../../../src/domain/documents/rules';
import type { Db } from '../../../../db/client';
import { documents } from '../../../../db/schema';
import type { ExtractedFields, ReadResult } from '../../extraction';
import { readiness } from '../../extraction/readiness';
import { afterRecognition } from '../arrival';
import type { loadGroup } from '../groupContext';
import { fieldsToValues } from '../mapFields';
import { deriveHeader } from '../validity';
import { recognisedVatLines } from '../vatLines';
import type { DocRow, SupplierRow } from './context';
import type { LlmValues } from './llm';

type Group = Awaited<ReturnType<typeof loadGroup>>;

/** An ISO 4217 code read from the document, upper-cased; none for anything else. */
const knownCurrency = (v: string | undefined) => (isCurrency(v?.toUpperCase()) ? v!.toUpperCase() : undefined);

/** The status a recognition ends in, read or failed: the one the document had before (a new one: saved). */
export const restoredStatus = (doc: DocRow): number => doc.previousStatus ?? DOCUMENT_STATUS.SAVED;

export interface Recognised {
  read: ReadResult;
  fields: ExtractedFields;
  llm: LlmValues;
  supplier: SupplierRow | undefined;
  origin: string | null;
  groupId: string | null;
  group: Group | undefined;
  payeeIban: string;
  /** Why part of the document was left unread (a page or time limit), if it was. */
  note: string;
}

/**
 * The document's columns once recognised: what it already says (its number, its date) wins over what was read; the
 * keyword values, the header derived from them and the VAT breakdown; back to the status it had before.
 */
export function recognisedColumns(doc: DocRow, r: Recognised) {
  const keywords = r.group?.keywords ?? [];
  const { data, provenance } = fieldsToValues(r.fields, r.llm, keywords);
  const header = deriveHeader(data, keywords);
  return {
    invoiceNumber: doc.invoiceNumber || r.fields.invoiceNumber?.value || '',
    date: doc.date ?? r.fields.date?.value ?? null,
    supplieruuid: r.supplier?.uuid ?? doc.supplieruuid,
    suppliername: r.supplier?.name ?? r.fields.supplier?.value.name ?? doc.suppliername,
    documentgroupuuid: r.groupId,
    originType: r.origin,
    // an e-invoice's code outside ISO 4217 leaves the currency it had (the review may set it)
    currency: knownCurrency(r.fields.currency?.value) ?? doc.currency,
    data,
    provenance,
    readyToValidate: readiness(r.fields).ready,
    ...header,
    vatLines: recognisedVatLines(r.fields.vatLines, header),
    content: r.read.text.slice(0, 200_000),
    payeeIban: r.payeeIban,
    extractiondate: new Date(),
    status: restoredStatus(doc),
    previousStatus: null,
    message: [r.note, ...r.read.warnings].filter(Boolean).join('; ').slice(0, 2000),
    updatedAt: new Date(),
  };
}

/** Writes the recognised columns and runs what their arrival sets off (arrival.ts), committed together. */
export async function saveRecognition(db: Db, doc: DocRow, r: Recognised): Promise<void> {
  const columns = recognisedColumns(doc, r);
  await db.transaction(async (tx) => {
    await tx.update(documents).set(columns).where(eq(documents.uuid, doc.uuid));
    await afterRecognition(tx, doc.uuid, r.read);
  });
}
