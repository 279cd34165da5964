/**
 * Test helpers of recognition: the invoices kept for the tests (./fixtures/invoices.ts) under the names the extraction
 * tests use, amounts as the extraction writes them, and PDFs built in memory.
 */
export {
  invoicePath as corpusFile,
  readInvoice as readCorpus,
  invoiceLabel as label,
  readSynthetic as fixture,
} from './fixtures/invoices';
import { pdfFile } from '../src/modules/einvoice/pdfFile';

/** "104.90" from 104.9, as the extraction returns amounts. */
export const money = (n: number) => n.toFixed(2);

/**
 * A small PDF of `pages` A4 pages built in memory (a "page bomb": 5,000 pages weigh ~0.5 MB). Without
 * `drawing` the pages are blank; with it (PDF drawing operators) every page shares that one content stream.
 */
export function pagesPdf(pages: number, drawing?: string): Buffer {
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${Array.from({ length: pages }, (_, i) => `${i + 4} 0 R`).join(' ')}] >>`,
  ];
  objs.push(`<< /Length ${(drawing ?? '').length} >>\nstream\n${drawing ?? ''}\nendstream`);
  for (let i = 0; i < pages; i++)
    objs.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]${drawing ? ' /Contents 3 0 R' : ''} >>`);
  return pdfFile(objs);
}

/** Drawing operators for a page that is not blank but has no text layer: OCR runs on it (a few boxes). */
export const BOXES = '4 w 60 700 200 80 re S 320 700 200 80 re S 60 400 460 200 re S 0.5 g 80 120 420 60 re f';
