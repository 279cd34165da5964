import DOMPurify from 'dompurify';

/** Tags a simple rich-text e-mail template may hold; other elements are unwrapped (their text kept) or dropped. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'p', 'br', 'div', 'span', 'a'];
const SAFE_URL = /^(?:https?:|mailto:)/i;

let purifier: ReturnType<typeof DOMPurify> | undefined;

/**
 * Keeps basic formatting only, with DOMPurify (a maintained sanitizer): no scripts, no event handlers, no styles,
 * no other attributes, only http(s)/mailto links.
 */
export function sanitizeHtml(html: string): string {
  purifier ??= DOMPurify(window);
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    KEEP_CONTENT: true,
    ALLOW_DATA_ATTR: false,
  });
}
