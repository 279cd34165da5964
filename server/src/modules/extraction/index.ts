/**
 * Document reading and field extraction.
 *   readDocument: e-invoice XML (embedded Factur-X/ZUGFeRD/XRechnung or standalone CII/UBL) -> PDF text
 *   layer -> OCR (mupdf render + tesseract.js workers); extractFields: the built-in offline engine;
 *   llmExtract: an OpenAI-compatible endpoint with a JSON schema built from keywords.
 */
export type {
  ValueSource,
  FieldValue,
  ReadOptions,
  ReadResult,
  EInvoice,
  EInvoiceParty,
  SupplierCandidate,
  ExtractionContext,
  ExtractedFields,
  LlmSettings,
  KeywordSpec,
  MatchedBy,
} from './types';
export { detectFileType, IMAGE_MIMES, type FileType } from './filetype';
export { readDocument, inspectPdf, ReadError } from './read';
export { extractFields } from './fields';
export { llmExtract, buildSchema, parseAnswer, LlmError } from './llm';
export { shutdownOcr, configureOcr, warmUpOcr, ocrImage, languageDir } from './ocr';
export { parseEInvoice, eInvoiceText } from './einvoice';
export { parseAmount, findAmounts, parseNumber } from './amounts';
export { parseDate, findDates } from './dates';
export { isSiren, isSiret, isVat, isIban, isEmail, findIdentifiers, normalizeId } from './identifiers';
export { normName } from './supplier';
export { renderPage } from './pdf';
export { learnHints, applyHints, HINT_FIELDS, type LearnedHints, type FieldHint, type Truth } from './learning';
