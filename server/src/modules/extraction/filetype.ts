/**
 * File type by content (never by name): the binary formats by the `file-type` package (PDF, PNG, JPEG, TIFF,
 * WebP, GIF, BMP accepted), e-invoice XML (CII / UBL) by its root element, which file-type does not tell.
 */
import { fileTypeFromBuffer } from 'file-type';
import { isEInvoiceRoot, xmlRootName } from './einvoice';

export interface FileType {
  mime: string;
  ext: string;
}

export const IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/tiff', 'image/webp', 'image/gif', 'image/bmp'];

/** The binary types we read, by file-type's MIME type, with the extension we name them by. */
const ACCEPTED: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/tiff': 'tif',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
};

export async function detectFileType(bytes: Buffer): Promise<FileType | null> {
  if (!bytes || bytes.length < 4) return null;
  let found: { mime: string; ext: string } | undefined;
  try {
    found = await fileTypeFromBuffer(bytes);
  } catch {
    // a truncated header: fall through to our own checks
  }
  // Adobe Illustrator files are PDFs
  let mime = found?.ext === 'ai' ? 'application/pdf' : found?.mime;
  // file-type takes "GIF" alone for a GIF; a GIF names its version
  if (mime === 'image/gif' && !/^GIF8[79]a/.test(bytes.subarray(0, 6).toString('latin1'))) mime = undefined;
  // file-type reads a TIFF's first directory to tell camera raw formats apart; a bare TIFF header is a TIFF
  const head = bytes.subarray(0, 4).toString('latin1');
  if (!mime && (head === 'II*\0' || head === 'MM\0*')) mime = 'image/tiff';
  if (mime && ACCEPTED[mime]) return { mime, ext: ACCEPTED[mime] };
  // PDF: "%PDF-" within the first 1024 bytes (some producers put junk first)
  if (bytes.subarray(0, 1024).includes('%PDF-')) return { mime: 'application/pdf', ext: 'pdf' };
  // XML e-invoice: look at the root element (UTF-8, optional BOM)
  const start = bytes.subarray(0, 64 * 1024).toString('utf8');
  if (/^\uFEFF?\s*</.test(start) && isEInvoiceRoot(xmlRootName(start))) return { mime: 'application/xml', ext: 'xml' };
  return null;
}
