/**
 * The AI test page's answers (POST /ai/configurations/ocr/test, POST /ai/configurations/document/test): what a file
 * reads as, and the fields the built-in extractor and (with a configuration and an AI endpoint) the model found.
 */
import { z, type ZodType } from 'zod';
import { VAT_CATEGORIES } from '../documents/vatBreakdown';

/** How a file was read: its e-invoice XML, its text layer, OCR, or not at all. */
export const READ_SOURCES = ['xml', 'text', 'ocr', 'none'] as const;
/** Where a field's value came from. */
export const VALUE_SOURCES = ['xml', 'text', 'ocr', 'llm'] as const;
/** What matched a document to a known source: one of its identifiers, or its name. */
export const MATCHED_BY = ['SIREN', 'SIRET', 'VAT', 'IBAN', 'GLN', 'DUNS', 'EMAIL', 'NAME'] as const;

/** One found field: its value, where it was read and how sure (0..1). */
const fieldValue = <T extends ZodType>(value: T) =>
  z.object({ value, source: z.enum(VALUE_SOURCES), confidence: z.number() });

/** The built-in extractor's fields (each present when found). */
export const builtinFieldsAnswer = z.object({
  invoiceNumber: fieldValue(z.string()).optional(),
  /** YYYY-MM-DD */
  date: fieldValue(z.string()).optional(),
  dueDate: fieldValue(z.string()).optional(),
  /** "1234.56" */
  totalHT: fieldValue(z.string()).optional(),
  totalTVA: fieldValue(z.string()).optional(),
  totalTTC: fieldValue(z.string()).optional(),
  currency: fieldValue(z.string()).optional(),
  vatLines: fieldValue(
    z.array(
      z.object({
        rate: z.string(),
        base: z.string(),
        amount: z.string(),
        category: z.enum(VAT_CATEGORIES).nullable().optional(),
      }),
    ),
  ).optional(),
  type: fieldValue(z.enum(['INVOICE', 'CREDIT'])).optional(),
  supplier: fieldValue(
    z.object({ uuid: z.string().optional(), name: z.string(), matchedBy: z.enum(MATCHED_BY).optional() }),
  ).optional(),
  /** SUPPLIER: we are the buyer; CUSTOMER: we are the seller. */
  direction: fieldValue(z.enum(['SUPPLIER', 'CUSTOMER'])).optional(),
});

/** POST /ai/configurations/ocr/test: the file's text, how it was read, and the reader's warnings. */
export const aiOcrTestAnswer = z.object({
  source: z.enum(READ_SOURCES),
  pages: z.number(),
  text: z.string(),
  warnings: z.array(z.string()),
  durationMs: z.number(),
});
export type AiOcrTestAnswer = z.infer<typeof aiOcrTestAnswer>;

/**
 * POST /ai/configurations/document/test: the text (its first 2,000 characters unless the full answer was asked), the
 * built-in fields, the model's (by the extraction keys it was asked, any JSON it answered; null when it was not
 * asked) and who answered, with why the built-in extractor did when it did.
 */
export const aiDocumentTestAnswer = z.object({
  source: z.enum(READ_SOURCES),
  pages: z.number(),
  text: z.string(),
  fields: builtinFieldsAnswer,
  llm: z.record(z.string(), fieldValue(z.unknown())).nullable(),
  answeredBy: z.enum(['llm', 'builtin']),
  builtinReason: z.enum(['NO_CONFIGURATION', 'NO_AI_ENDPOINT']).optional(),
  durationMs: z.number(),
});
export type AiDocumentTestAnswer = z.infer<typeof aiDocumentTestAnswer>;
