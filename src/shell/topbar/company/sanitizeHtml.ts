import DOMPurify from 'dompurify';
import { sanitizeWith } from '../../../domain/emails/htmlPolicy';

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** User HTML as the shared policy keeps it (src/domain/emails/htmlPolicy.ts), with the browser's DOM. */
export function sanitizeHtml(html: string): string {
  purifier ??= DOMPurify(window);
  return sanitizeWith(purifier, html);
}
