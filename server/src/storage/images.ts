/** Image kinds accepted for uploads, recognised by their first bytes (never by the file's name). */
export interface ImageKind {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: string;
}

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** PNG, JPEG, GIF or WebP by magic bytes; anything else (SVG, text, PDF…) is null. */
export function detectImage(buf: Buffer): ImageKind | null {
  if (buf.length >= 8 && startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', mime: 'image/png' };
  if (buf.length >= 3 && startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (buf.length >= 6 && (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))))
    return { ext: 'gif', mime: 'image/gif' };
  if (buf.length >= 12 && startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8))
    return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/** Content type of a stored file from its (validated) extension. */
export const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
