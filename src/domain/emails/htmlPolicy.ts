/**
 * The one policy for HTML a user writes (the e-mail editor's templates and bodies), applied with DOMPurify by the
 * screen (src/shell/topbar/company/sanitizeHtml.ts, the browser's DOM) and by the server before storing and
 * before sending (server/src/plugins/userHtml.ts, jsdom's): basic formatting only, no scripts, no event
 * handlers, no styles, no other attributes, only http(s)/mailto links.
 */
import type { Config, DOMPurify } from 'dompurify';

/** Tags a simple rich-text e-mail may hold; other elements are unwrapped (their text kept) or dropped. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'p', 'br', 'div', 'span', 'a'];
const SAFE_URL = /^(?:https?:|mailto:)/i;

/** DOMPurify's settings for the policy (a fresh object each time: DOMPurify may keep what it is given). */
export const userHtmlPolicy = (): Config => ({
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: SAFE_URL,
  KEEP_CONTENT: true,
  ALLOW_DATA_ATTR: false,
});

/** The HTML as the policy keeps it, with a DOMPurify bound to a DOM (the browser's window, or jsdom's). */
export const sanitizeWith = (purifier: DOMPurify, html: string): string =>
  String(purifier.sanitize(html, userHtmlPolicy()));
