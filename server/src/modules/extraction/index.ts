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
  PagePath,
  EInvoice,
  EInvoiceParty,
  SupplierCandidate,
  ExtractionContext,
  ExtractedFields,
  LlmSettings,
  KeywordSpec,
  MatchedBy,
} from './types';
export { detectFileType } from './filetype';
export { readDocument, readEInvoice, inspectPdf, ReadError } from './read';
export { extractFields } from './fields';
export { llmExtract, llmSettings } from './llm';
export { shutdownOcr, configureOcr, warmUpOcr, ocrImage } from './ocr';
export { normalizeId } from './identifiers';
export { normName } from './supplier';
export { renderPage } from './pdf';
export { readiness, CONFIDENT, READY_FIELDS, type Readiness, type ReadyField } from './readiness';
