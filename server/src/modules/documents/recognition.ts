import { isCurrency } from '../../../../src/domain/currencies/currencies';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Config } from '../../config';
import { aiConfigurations, companies, documentFiles, documents, originTypes, suppliers } from '../../../db/schema';
import { DOCUMENT_STATUS } from '../../../../src/domain/documents/rules';
import { llmExtract, llmSettings, readDocument, type ExtractedFields, type FieldValue } from '../extraction';
import { extractLearned } from '../extraction/learningStore';
import { readiness } from '../extraction/readiness';
import { PermanentJobError, type Job, type JobContext } from '../jobs/queue';
import { limitMessage, pageProgress, stopOf, timeLeftMs } from './recognitionLimits';
import type { FileStore } from '../../storage/fileStore';
import { loadGroup } from './groupContext';
import { fieldsToValues } from './mapFields';
import { deriveHeader } from './validity';
import { recognisedVatLines } from './vatLines';
import { matchableSources, ownCompanyItems, sourceOfRead } from './sellerMatch';
import { payeeIbanOf } from '../extraction/payeeIban';
import { afterRecognition } from './arrival';

/** An ISO 4217 code read from the document, upper-cased; none for anything else. */
const knownCurrency = (v: string | undefined) => (isCurrency(v?.toUpperCase()) ? v!.toUpperCase() : undefined);

export const RECOGNITION_JOB = 'recognition';
export interface RecognitionPayload {
  documentId: string;
  group?: string | null;
  supplier?: string | null;
}

type SupplierRow = typeof suppliers.$inferSelect;

/** The AI configuration for a supplier and group: the per-group one, else the supplier's default. */
function aiConfigurationFor(s: SupplierRow | undefined, group: string | null) {
  return s?.configurations.find((c) => c.documentgroupuuid === group)?.aiconfigurationduuid ?? s?.configuration ?? null;
}

/**
 * Runs the pipeline on one document: XML, text layer, OCR, then field extraction into the group's keywords.
 * At most RECOGNITION_MAX_PAGES pages are read and the job stops at its time limit: the document then keeps
 * what was read, with a message saying why the rest was not (the job of a time limit ends failed, not retried).
 * Stopped because the node shuts down, it leaves the document untouched: the job goes back to the queue.
 */
export function recognitionHandler(deps: { db: Db; files: FileStore; config: Config }) {
  return async (job: Job, ctx: JobContext) => {
    const { db, files, config } = deps;
    const p = job.payload as unknown as RecognitionPayload;
    const [doc] = await db.select().from(documents).where(eq(documents.uuid, p.documentId));
    if (!doc) return { skipped: 'document deleted' };
    const restore = doc.previousStatus ?? DOCUMENT_STATUS.SAVED;
    let read: Awaited<ReturnType<typeof readDocument>> | undefined;
    let outcome: {
      source: string;
      /** How each PDF page was read (text layer or OCR; `message` says why OCR replaced a text layer). */
      pagePaths?: string[];
      supplier: string | null;
      group: string | null;
      stopped?: string;
      timedOut?: boolean;
    };
    try {
      const [file] = await db.select().from(documentFiles).where(eq(documentFiles.uuid, doc.documentid!));
      const [company] = await db.select().from(companies).where(eq(companies.id, doc.companyId));
      const [account] = await db.select().from(companies).where(eq(companies.id, doc.accountId));
      const bytes = await files.read(file.storageKey);
      const known = await matchableSources(db, doc.accountId, doc.companyId);
      const chosen = known.find((s) => s.uuid === (p.supplier ?? doc.supplieruuid));
      const readWith = (s?: SupplierRow) =>
        readDocument(bytes, file.mime, {
          ocr: company.ocrActive,
          algorithm: (s?.ocralgorithm as 'PDF' | 'AKI') ?? 'PDF',
          pageLimit: s?.pagenumbers ?? -1,
          maxPages: config.RECOGNITION_MAX_PAGES,
          signal: ctx.signal,
          onPage: pageProgress(ctx),
        });
      await ctx.progress(10);
      read = await readWith(chosen);
      if (stopOf(ctx)?.reason === 'shutdown') throw stopOf(ctx);
      await ctx.progress(60);
      const context = {
        suppliers: known.map((s) => ({ uuid: s.uuid, name: s.name, identifiers: s.identifiers, email: s.email })),
        companyItems: await ownCompanyItems(db, doc.accountId),
      };
      let fields: ExtractedFields = await extractLearned(db, doc.accountId, read, context, chosen?.uuid);
      const supplier =
        chosen ??
        known.find((s) => s.uuid === fields.supplier?.value.uuid) ??
        sourceOfRead(read, context.companyItems, known);
      if (
        !chosen &&
        supplier &&
        (supplier.ocralgorithm === 'AKI' || supplier.pagenumbers > 0) &&
        !ctx.signal?.aborted
      ) {
        read = await readWith(supplier);
        if (stopOf(ctx)?.reason === 'shutdown') throw stopOf(ctx);
        fields = await extractLearned(db, doc.accountId, read, context, supplier.uuid);
      }
      const origin =
        doc.originType ??
        supplier?.origintype ??
        (fields.direction
          ? ((
              await db
                .select()
                .from(originTypes)
                .where(and(eq(originTypes.companyId, doc.accountId), eq(originTypes.type, fields.direction.value)))
                .limit(1)
            )[0]?.uuid ?? null)
          : null);
      // The group chosen, else the supplier's default, else the first group of the document's origin type.
      const originGroups =
        origin && !p.group && !doc.documentgroupuuid && !supplier?.defaultdocumentgroupuuid
          ? ((
              await db
                .select({ groups: originTypes.documentgroups })
                .from(originTypes)
                .where(eq(originTypes.uuid, origin))
            )[0]?.groups ?? [])
          : [];
      const groupId = p.group ?? doc.documentgroupuuid ?? supplier?.defaultdocumentgroupuuid ?? originGroups[0] ?? null;
      const group = await loadGroup(db, doc.accountId, groupId);
      let llm: Record<string, FieldValue<unknown>> = {};
      const aiId = aiConfigurationFor(supplier, groupId);
      if (aiId && config.LLM_BASE_URL && group && !ctx.signal?.aborted) {
        const [ai] = await db
          .select()
          .from(aiConfigurations)
          .where(and(eq(aiConfigurations.uuid, aiId), eq(aiConfigurations.companyId, doc.accountId)));
        if (ai) {
          llm = await llmExtract(
            read,
            { bytes, mime: file.mime },
            group.keywords
              .filter((k) => k.extractionkey)
              .map((k) => ({
                extractionkey: k.extractionkey,
                valuetype: k.valuetype as never,
                choices: k.choices,
                label: k.label || k.name,
              })),
            {
              ...llmSettings(
                { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY },
                ai,
                account.defaultdocumentprompt,
                supplier?.embedmode,
              ),
              timeoutMs: timeLeftMs(ctx, 60_000),
            },
          ).catch((err) => {
            if (stopOf(ctx)) return {};
            throw err;
          });
        }
      }
      await ctx.progress(90);
      const { data, provenance } = fieldsToValues(fields, llm, group?.keywords ?? []);
      const note = limitMessage(read, stopOf(ctx), config.RECOGNITION_MAX_PAGES);
      const payeeIban = await payeeIbanOf(db, doc.accountId, read, context.companyItems);
      // the recognised values and what their arrival sets off (arrival.ts) commit together
      const done = read;
      const header = deriveHeader(data, group?.keywords ?? []);
      await db.transaction(async (tx) => {
        await tx
          .update(documents)
          .set({
            id: doc.id || fields.invoiceNumber?.value || '',
            date: doc.date ?? fields.date?.value ?? null,
            supplieruuid: supplier?.uuid ?? doc.supplieruuid,
            suppliername: supplier?.name ?? fields.supplier?.value.name ?? doc.suppliername,
            documentgroupuuid: groupId,
            originType: origin,
            // an e-invoice's code outside ISO 4217 leaves the currency it had (the review may set it)
            currency: knownCurrency(fields.currency?.value) ?? doc.currency,
            data,
            provenance,
            readyToValidate: readiness(fields).ready,
            ...header,
            vatLines: recognisedVatLines(fields.vatLines, header),
            content: done.text.slice(0, 200_000),
            payeeIban,
            extractiondate: new Date(),
            status: restore,
            previousStatus: null,
            message: [note, ...done.warnings].filter(Boolean).join('; ').slice(0, 2000),
            updatedAt: new Date(),
          })
          .where(eq(documents.uuid, doc.uuid));
        await afterRecognition(tx, doc.uuid, done);
      });
      outcome = {
        source: read.source,
        ...(read.pagePaths ? { pagePaths: read.pagePaths } : {}),
        supplier: supplier?.uuid ?? null,
        group: groupId,
        ...(note ? { stopped: note, timedOut: stopOf(ctx)?.reason === 'time' } : {}),
      };
    } catch (err) {
      if (stopOf(ctx)?.reason === 'shutdown') throw err;
      // The previous status comes back; the reason is kept on the document for the user.
      const reason = err instanceof Error ? err.message : String(err);
      const message = limitMessage(read, stopOf(ctx), config.RECOGNITION_MAX_PAGES) || `Recognition failed: ${reason}`;
      await db
        .update(documents)
        .set({ status: restore, previousStatus: null, message: message.slice(0, 2000), updatedAt: new Date() })
        .where(eq(documents.uuid, doc.uuid));
      throw new PermanentJobError(message);
    }
    if (outcome.timedOut) throw new PermanentJobError(outcome.stopped!);
    return outcome;
  };
}
