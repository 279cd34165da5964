/** File type by magic bytes (never by name): PDF, PNG, JPEG, TIFF, WebP, GIF, BMP and e-invoice XML. */
import { isEInvoiceRoot, xmlRootName } from './einvoice';

export interface FileType {
  mime: string;
  ext: string;
}

export const IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/tiff', 'image/webp', 'image/gif', 'image/bmp'];

export async function detectFileType(bytes: Buffer): Promise<FileType | null> {
  return detectFileTypeSync(bytes);
}

export function detectFileTypeSync(bytes: Buffer): FileType | null {
  if (!bytes || bytes.length < 4) return null;
  const head = bytes.subarray(0, 16);
  const ascii = head.toString('latin1');
  // PDF: "%PDF-" within the first 1024 bytes (some producers put junk first)
  if (bytes.subarray(0, 1024).includes('%PDF-')) return { mime: 'application/pdf', ext: 'pdf' };
  if (head[0] === 0x89 && ascii.slice(1, 4) === 'PNG') return { mime: 'image/png', ext: 'png' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (ascii.startsWith('II*\0') || ascii.startsWith('MM\0*')) return { mime: 'image/tiff', ext: 'tif' };
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return { mime: 'image/gif', ext: 'gif' };
  if (ascii.startsWith('BM') && bytes.length > 26 && bytes.readUInt32LE(2) === bytes.length)
    return { mime: 'image/bmp', ext: 'bmp' };
  // XML e-invoice: look at the root element (UTF-8, optional BOM)
  const start = bytes.subarray(0, 64 * 1024).toString('utf8');
  if (/^\uFEFF?\s*</.test(start) && isEInvoiceRoot(xmlRootName(start))) return { mime: 'application/xml', ext: 'xml' };
  return null;
}
