import type { VatLine } from '../../../../src/domain/documents/vatBreakdown';
import type { IdentifierType } from '../../../../src/domain/suppliers/identifiers';
import type { LearnedHints } from './learningTypes';
import type { ocrPdfPages } from './ocrPages';

/** Public shapes of the extraction module (reading documents, extracting invoice fields). */

export type ValueSource = 'xml' | 'text' | 'ocr' | 'llm';

export interface FieldValue<T = string> {
  value: T;
  source: ValueSource;
  /** 0..1: 1 for e-invoice XML, lower when derived or ambiguous. */
  confidence: number;
}

export interface ReadOptions {
  /** The company's ocrActive. */
  ocr: boolean;
  /**
   * PDF: text layer first, OCR for pages without usable text, and for pages whose text layer is garbled or short of
   * amounts and dates when OCR reads more there (`pagePath.ts`); AKI: always OCR.
   */
  algorithm: 'PDF' | 'AKI';
  /** -1 or undefined = all pages, else the number of first pages to read. */
  pageLimit?: number;
  /** Read embedded or standalone e-invoice XML (default true). */
  useXml?: boolean;
  /** At most this many pages are read, whatever `pageLimit` says; past it `stopped` tells (a page bomb). */
  maxPages?: number;
  /** Aborts the reading: checked between pages, and an OCR in progress is cut short. */
  signal?: AbortSignal;
  /** Called as pages are read (for progress). */
  onPage?: (done: number, total: number) => void;
  /** OCR of PDF pages (default `ocrPdfPages`: mupdf render + tesseract); the bench passes one that keeps its texts. */
  pageOcr?: typeof ocrPdfPages;
}

/** How a PDF page was read: its text layer, or OCR of its rendering. */
export type PagePath = 'text' | 'ocr';

/** The identifier kinds of the product's one rule (src/domain/suppliers/identifiers.ts). */
export type PartyIdType = IdentifierType;

export interface EInvoiceParty {
  name?: string;
  tradeName?: string;
  ids: { type: PartyIdType; value: string; scheme?: string }[];
}

/** An e-invoice (CII: Factur-X / ZUGFeRD 1.0 and 2.x; UBL: Invoice / CreditNote, XRechnung). */
export interface EInvoice {
  syntax: 'CII' | 'UBL';
  profile?: string;
  number?: string;
  typeCode?: string;
  type: 'INVOICE' | 'CREDIT';
  issueDate?: string;
  dueDate?: string;
  currency?: string;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  /** Decimal strings with 2 decimals, signs as in the XML. */
  totalHT?: string;
  totalTVA?: string;
  totalTTC?: string;
  duePayable?: string;
  /** The VAT breakdown as the XML states it (signs as in the XML). */
  vat?: VatLine[];
}

export interface ReadResult {
  kind: 'pdf' | 'image' | 'xml';
  source: 'xml' | 'text' | 'ocr' | 'none';
  /** Text in reading order, one line per text line, columns kept apart by runs of spaces; pages separated by a form feed. */
  text: string;
  pages: number;
  xml?: EInvoice;
  /** The e-invoice XML as received (standalone or embedded), for the EN 16931 checks. */
  xmlSource?: string;
  warnings: string[];
  /** Reading ended early: at `maxPages` ('limit') or when the signal aborted ('aborted'), after `pagesRead` pages. */
  stopped?: { reason: 'limit' | 'aborted'; pagesRead: number };
  /**
   * PDF (not its XML): how each page read was read. A page OCR read instead of a text layer it had (garbled, or
   * without amounts or dates) also has a warning saying so ("page 2: text layer garbled (odd characters), read by OCR").
   */
  pagePaths?: PagePath[];
}

export interface SupplierCandidate {
  uuid: string;
  name: string;
  identifiers: { type: string; value: string }[];
  email?: string;
}

export interface ExtractionContext {
  suppliers: SupplierCandidate[];
  /** The company's own identifiers and names. */
  companyItems: string[];
  /** What validated documents taught, by supplier uuid: the matched supplier's hints are looked at first. */
  hints?: Record<string, LearnedHints>;
}

export type MatchedBy = 'SIREN' | 'SIRET' | 'VAT' | 'IBAN' | 'GLN' | 'DUNS' | 'EMAIL' | 'NAME';

export interface ExtractedFields {
  invoiceNumber?: FieldValue;
  /** YYYY-MM-DD */
  date?: FieldValue;
  dueDate?: FieldValue;
  /** "1234.56" */
  totalHT?: FieldValue;
  totalTVA?: FieldValue;
  totalTTC?: FieldValue;
  currency?: FieldValue;
  /** The VAT breakdown by rate, signed like the totals (a credit note's negative). */
  vatLines?: FieldValue<VatLine[]>;
  type?: FieldValue<'INVOICE' | 'CREDIT'>;
  supplier?: FieldValue<{ uuid?: string; name: string; matchedBy?: MatchedBy }>;
  /** SUPPLIER: we are the buyer; CUSTOMER: we are the seller. */
  direction?: FieldValue<'SUPPLIER' | 'CUSTOMER'>;
}

export interface LlmSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  temperature: number;
  maxtokens: number;
  topp: number;
  frequencypenalty: number;
  presencepenalty: number;
  prompt: string;
  embedmode: 'FILE' | 'OCRRESULT';
  timeoutMs?: number;
}

export interface KeywordSpec {
  extractionkey: string;
  valuetype: 'TEXT' | 'NUMBER' | 'DATE' | 'BOOLEAN' | 'ENUMERATED' | 'TABLE';
  choices?: string[];
  label?: string;
}
