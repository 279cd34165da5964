/** What an import receives: the files of the form and its choices (the import itself: use-cases/import-documents.ts). */
import path from 'node:path';
import { stripBidiControls } from '../../plugins/textInput';

export interface ImportOptions {
  recognition: boolean;
  group: string | null;
  type: string | null;
}
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
  truncated: boolean;
}

/** A safe display name: no path, no control or bidirectional characters, at most 200 characters. */
export function sanitizeFilename(name: string): string {
  const base = stripBidiControls(path.basename(name.replace(/\\/g, '/')).normalize('NFC'));
  const clean = base
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '_')
    .replace(/^[\s.]+/, '')
    .trim();
  return Array.from(clean || 'document')
    .slice(0, 200)
    .join('');
}
