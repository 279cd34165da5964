/** Tags a simple rich-text e-mail template may hold; everything else is unwrapped or dropped. */
const ALLOWED = new Set(['B', 'STRONG', 'I', 'EM', 'U', 'UL', 'OL', 'LI', 'P', 'BR', 'DIV', 'SPAN', 'A']);
const DROPPED = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE']);
const SAFE_URL = /^(https?:|mailto:)/i;

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (!(node instanceof Element) || DROPPED.has(node.tagName)) return [];
  const children = [...node.childNodes].flatMap((c) => clean(c, doc));
  if (!ALLOWED.has(node.tagName)) return children;
  const copy = doc.createElement(node.tagName.toLowerCase());
  const href = node.getAttribute('href');
  if (node.tagName === 'A' && href && SAFE_URL.test(href.trim())) copy.setAttribute('href', href.trim());
  copy.append(...children);
  return [copy];
}

/** Keeps basic formatting only: no scripts, no event handlers, no styles, only http(s)/mailto links. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = doc.createElement('div');
  out.append(...[...doc.body.childNodes].flatMap((n) => clean(n, doc)));
  return out.innerHTML;
}
