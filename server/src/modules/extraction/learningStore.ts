/**
 * Learned hints in the database (table extraction_hints, one row per document source): written when a
 * document is validated, read by recognition so the next document of that source uses them first.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { documents, extractionHints, suppliers } from '../../../db/schema';
import { extractFields } from './fields';
import { applyHints, learnHints, type LearnedHints, type Truth } from './learning';
import type { ExtractedFields, ExtractionContext, ReadResult } from './types';

type DocRow = typeof documents.$inferSelect;

/** At most this much of a document's text is looked at when learning (the fields sit on the first pages). */
const MAX_TEXT = 100_000;

/** The hints of an account's sources, by supplier uuid (only `supplierIds` when given). */
export async function loadHints(
  db: Db,
  accountId: string,
  supplierIds?: string[],
): Promise<Record<string, LearnedHints>> {
  if (supplierIds && !supplierIds.length) return {};
  const rows = await db
    .select({ supplierId: extractionHints.supplierId, hints: extractionHints.hints })
    .from(extractionHints)
    .where(
      supplierIds
        ? and(eq(extractionHints.companyId, accountId), inArray(extractionHints.supplierId, supplierIds))
        : eq(extractionHints.companyId, accountId),
    );
  return Object.fromEntries(rows.map((r) => [r.supplierId, r.hints as LearnedHints]));
}

/** The validated values of a document, as the learning compares them with its text. */
function truthOf(doc: Pick<DocRow, 'invoiceNumber' | 'date' | 'duedate' | 'totalht' | 'totaltva' | 'totalttc'>): Truth {
  const t: Truth = {
    invoiceNumber: doc.invoiceNumber.trim() || undefined,
    date: doc.date ?? undefined,
    dueDate: doc.duedate ?? undefined,
    totalHT: doc.totalht ?? undefined,
    totalTVA: doc.totaltva ?? undefined,
    totalTTC: doc.totalttc ?? undefined,
  };
  for (const k of Object.keys(t) as (keyof Truth)[]) if (t[k] === undefined) delete t[k];
  return t;
}

/**
 * Called when a document has been validated: remembers for its document source how each validated value
 * was found in the document's text. Not for the generic supplier (many sellers share it), nor for
 * e-invoice XML (read exactly already), nor without text. Never fails the validation: errors are returned.
 */
export async function learnFromValidated(db: Db, doc: DocRow): Promise<{ learned: string[] } | { skipped: string }> {
  try {
    if (!doc.supplieruuid) return { skipped: 'no document source' };
    if (!doc.content.trim()) return { skipped: 'no text' };
    if (Object.values(doc.provenance ?? {}).some((p) => p?.source === 'xml')) return { skipped: 'e-invoice XML' };
    const [source] = await db
      .select({ divers: suppliers.divers })
      .from(suppliers)
      .where(and(eq(suppliers.uuid, doc.supplieruuid), eq(suppliers.companyId, doc.accountId)));
    if (!source) return { skipped: 'unknown document source' };
    if (source.divers) return { skipped: 'generic supplier' };
    const [prev] = await db.select().from(extractionHints).where(eq(extractionHints.supplierId, doc.supplieruuid));
    const hints = learnHints(doc.content.slice(0, MAX_TEXT), truthOf(doc), (prev?.hints ?? {}) as LearnedHints);
    const learned = Object.keys(hints);
    if (!learned.length) return { skipped: 'nothing found in the text' };
    await db
      .insert(extractionHints)
      .values({
        supplierId: doc.supplieruuid,
        companyId: doc.accountId,
        hints: hints as Record<string, unknown>,
        documents: 1,
      })
      .onConflictDoUpdate({
        target: extractionHints.supplierId,
        set: {
          hints: hints as Record<string, unknown>,
          documents: sql`${extractionHints.documents} + 1`,
          updatedAt: new Date(),
        },
      });
    return { learned };
  } catch (err) {
    return { skipped: `error: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/**
 * extractFields, then the learned hints of the document's source looked at first: the source chosen for the
 * document when there is one, else the one recognised. E-invoice XML is taken as it is.
 */
export async function extractLearned(
  db: Db,
  accountId: string,
  read: ReadResult,
  ctx: ExtractionContext,
  supplierId?: string | null,
): Promise<ExtractedFields> {
  const fields = extractFields(read, ctx);
  if (read.xml || read.source === 'none') return fields;
  const id = supplierId ?? fields.supplier?.value.uuid;
  if (!id) return fields;
  const hints = (await loadHints(db, accountId, [id]))[id];
  return hints ? applyHints(read.text, hints, fields, read.source === 'ocr' ? 'ocr' : 'text') : fields;
}
