// @vitest-environment jsdom
// (DOMPurify needs a faithful DOM: happy-dom's node iterator stops after the first removed node.)
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml (DOMPurify)', () => {
  it('keeps basic formatting', () => {
    expect(sanitizeHtml('<p>Hello <b>you</b> <i>there</i></p><ul><li>one</li></ul>')).toBe(
      '<p>Hello <b>you</b> <i>there</i></p><ul><li>one</li></ul>',
    );
  });
  it('drops scripts, handlers and styles', () => {
    expect(
      sanitizeHtml('<p onclick="x()" style="color:red">a<script>alert(1)</script></p><img src=x onerror=alert(1)>'),
    ).toBe('<p>a</p>');
  });
  it('keeps only safe links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="https://acme.fr">y</a>')).toBe(
      '<a>x</a><a href="https://acme.fr">y</a>',
    );
    expect(
      sanitizeHtml(
        '<a href="mailto:a@b.fr" target="_blank">m</a><a href=" JaVaScRiPt:alert(1)">j</a><a href="data:text/html,x">d</a>',
      ),
    ).toBe('<a href="mailto:a@b.fr">m</a><a>j</a><a>d</a>');
  });
  it('unwraps unknown elements and drops dangerous ones with their content', () => {
    expect(
      sanitizeHtml(
        '<h1>T<em>i</em></h1><iframe src="https://x">no</iframe><style>p{}</style><svg><script>alert(1)</script></svg>',
      ),
    ).toBe('T<em>i</em>');
  });
  it('defeats mutation XSS', () => {
    const out = sanitizeHtml(
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    );
    expect(out).not.toMatch(/<img|onerror/i);
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).not.toMatch(/<img|onerror/i);
  });
});
