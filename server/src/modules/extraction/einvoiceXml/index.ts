/**
 * The one reading of an e-invoice XML (CII or UBL) into its EN 16931 business terms: tree.ts walks the parsed
 * XML, cii.ts and ubl.ts say where each term lives, values.ts reads dates and amounts. Extraction, seller
 * matching, the rendition and the EN 16931 checks all read an e-invoice through readInvoiceTerms.
 */
import { readCii } from './cii';
import { eInvoiceRoot } from './tree';
import type { InvoiceTerms } from './terms';
import { readUbl } from './ubl';

export type * from './terms';
export { isEInvoiceRoot, xmlRootName } from './tree';
export { ciiDate, decimal, isoDate, money, shownDate } from './values';

/** The business terms of an e-invoice XML; null when the XML is no e-invoice. Throws on malformed XML. */
export function readInvoiceTerms(xml: string | Uint8Array): InvoiceTerms | null {
  const doc = eInvoiceRoot(xml);
  if (!doc) return null;
  return doc.rootName.startsWith('CrossIndustry') ? readCii(doc.root, doc.rootName) : readUbl(doc.root, doc.rootName);
}
