import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { isHtml } from '../../../src/domain/emails/email.model';
import { sanitizeWith } from '../../../src/domain/emails/htmlPolicy';

/** The part of jsdom used here (a window to parse in). */
type JsdomModule = { JSDOM: new (html: string) => { window: unknown } };

let purifier: DOMPurify | undefined;

/**
 * DOMPurify on jsdom, the DOM its authors test against and recommend on a server (happy-dom and linkedom are not
 * considered safe with it). jsdom loads on the first HTML to clean, not with the server; one window serves all.
 */
function serverPurifier(): DOMPurify {
  if (!purifier) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;
    purifier = createDOMPurify(new JSDOM('<!DOCTYPE html>').window as Parameters<typeof createDOMPurify>[0]);
  }
  return purifier;
}

/**
 * A user's HTML (an e-mail body or template) as the screen's policy keeps it (src/domain/emails/htmlPolicy.ts):
 * no script, no event handler, no style, no link but http(s) and mailto. Plain text (no tag) stays as typed.
 */
export function sanitizeUserHtml(text: string): string {
  if (!isHtml(text)) return text;
  const clean = sanitizeWith(serverPurifier(), text);
  // HTML it stays (its entities are not to be escaped again as typed text), even when no tag is left
  return !clean || isHtml(clean) ? clean : `<div>${clean}</div>`;
}
