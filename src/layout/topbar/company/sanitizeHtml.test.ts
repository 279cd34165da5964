// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps basic formatting', () => {
    expect(sanitizeHtml('<p>Hello <b>you</b> <i>there</i></p><ul><li>one</li></ul>'))
      .toBe('<p>Hello <b>you</b> <i>there</i></p><ul><li>one</li></ul>');
  });
  it('drops scripts, handlers and styles', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red">a<script>alert(1)</script></p><img src=x onerror=alert(1)>'))
      .toBe('<p>a</p>');
  });
  it('keeps only safe links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="https://acme.fr">y</a>'))
      .toBe('<a>x</a><a href="https://acme.fr">y</a>');
  });
});
