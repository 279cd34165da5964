import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../../src/domain/emails/email.model';
import { HTML_LANG, LANGUAGE_NAMES, t } from './identity.language';
import { LOCALE_CODES as LANGUAGES } from '../../../../src/domain/locales';
import type { Lang } from './identity.language';

/** Escapes text for HTML bodies and attribute values. */
export const esc = escapeHtml;

const AUTO_SUBMIT = 'document.forms[0].submit();';
const AUTO_SUBMIT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}'`;

/** Content-Security-Policy of our pages: no external anything, inline styles, one known script at most. */
export function pageCsp(withScript = false): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ...(withScript ? [`script-src ${AUTO_SUBMIT_HASH}`] : []),
  ].join('; ');
}

const LOGO =
  '<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
  '<rect width="32" height="32" rx="7" fill="#1565c0"/>' +
  '<path d="M10 6.5h8.5l5 5V25a1.5 1.5 0 0 1-1.5 1.5H10A1.5 1.5 0 0 1 8.5 25V8A1.5 1.5 0 0 1 10 6.5z" fill="#fff"/>' +
  '<path d="M18.5 6.5v5h5" fill="#bbdefb"/>' +
  '<path d="M11.5 16h8M11.5 19.5h8M11.5 23h5" stroke="#1565c0" stroke-width="1.6" stroke-linecap="round"/></svg>';

const CSS = `:root{--primary:#1565c0;--bg:#f3f5f8;--card:#fff;--text:#1f2933;--muted:#5f6b7a;--border:#cfd6df;--err-bg:#fdecea;--err:#a4161a;--focus:rgba(21,101,192,.3)}
@media (prefers-color-scheme:dark){:root{--primary:#6aaaf0;--bg:#0f1419;--card:#1a2129;--text:#e6eaef;--muted:#9aa5b1;--border:#3a4552;--err-bg:#3d1d1d;--err:#ffb4ab;--focus:rgba(106,170,240,.35)}}
*{box-sizing:border-box}html,body{margin:0}
body{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px 16px;background:var(--bg);color:var(--text);line-height:1.5;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif;-webkit-text-size-adjust:100%}
.card{width:100%;max-width:400px;background:var(--card);border-radius:12px;padding:32px 28px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06)}
@media (max-width:400px){.card{padding:24px 18px;border-radius:10px}}
.brand{display:flex;align-items:center;gap:10px;color:var(--primary);font-weight:650;font-size:1.25rem;margin-bottom:22px}
h1{font-size:1.35rem;margin:0 0 4px;font-weight:600}.intro{color:var(--muted);margin:0 0 18px;font-size:.95rem}
label{display:block;font-size:.875rem;font-weight:500;margin:14px 0 6px}
input{width:100%;font:inherit;font-size:1rem;padding:10px 12px;border:1px solid var(--border);border-radius:8px;background:var(--card);color:var(--text)}
input:focus{outline:none;border-color:var(--primary);box-shadow:0 0 0 3px var(--focus)}
button,.button{display:block;width:100%;margin-top:22px;padding:11px 16px;font:inherit;font-weight:600;color:#fff;background:#1565c0;border:0;border-radius:8px;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#0d47a1}button:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
button.secondary{background:transparent;color:var(--primary);border:1px solid var(--border);margin-top:10px}
.alert{background:var(--err-bg);color:var(--err);border-radius:8px;padding:10px 12px;font-size:.9rem;margin:0 0 6px}
.detail{color:var(--muted);font-size:.8rem;word-break:break-word;margin-top:14px}
.langs{margin-top:18px;display:flex;flex-wrap:wrap;gap:4px 14px;justify-content:center;font-size:.85rem}
.langs a{color:var(--muted);text-decoration:none;padding:4px 2px}.langs a[aria-current]{color:var(--primary);font-weight:600}`;

interface LayoutOpts {
  lang: Lang;
  title: string;
  intro?: string;
  error?: string;
  body: string;
  /** Link for each language of the selector; no selector when absent. */
  langHref?: (lang: Lang) => string;
  script?: boolean;
}

function layout(o: LayoutOpts): string {
  const langs = o.langHref
    ? `<nav class="langs" aria-label="${esc(t(o.lang, 'language'))}">${LANGUAGES.map(
        (l) =>
          `<a href="${esc(o.langHref!(l))}" hreflang="${HTML_LANG[l]}" lang="${HTML_LANG[l]}"${l === o.lang ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[l]}</a>`,
      ).join('')}</nav>`
    : '';
  return (
    `<!DOCTYPE html><html lang="${HTML_LANG[o.lang]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">' +
    `<meta name="robots" content="noindex"><title>${esc(o.title)} · Paperdesk</title><style>${CSS}</style></head><body>` +
    `<main class="card"><div class="brand">${LOGO}<span>Paperdesk</span></div><h1>${esc(o.title)}</h1>` +
    (o.intro ? `<p class="intro">${esc(o.intro)}</p>` : '') +
    (o.error ? `<div class="alert" id="login-error" role="alert">${esc(o.error)}</div>` : '') +
    `${o.body}</main>${langs}${o.script ? `<script>${AUTO_SUBMIT}</script>` : ''}</body></html>`
  );
}

export function loginPage(o: {
  lang: Lang;
  action: string;
  email?: string;
  error?: string;
  langHref: (l: Lang) => string;
}): string {
  const body =
    `<form method="post" action="${esc(o.action)}" novalidate>` +
    `<input type="hidden" name="lang" value="${o.lang}">` +
    `<label for="email">${esc(t(o.lang, 'email'))}</label>` +
    `<input id="email" name="email" type="email" autocomplete="username" inputmode="email" autocapitalize="none" spellcheck="false" required value="${esc(o.email ?? '')}"${o.email ? '' : ' autofocus'}>` +
    `<label for="password">${esc(t(o.lang, 'password'))}</label>` +
    `<input id="password" name="password" type="password" autocomplete="current-password" required${o.email ? ' autofocus' : ''}>` +
    `<button id="kc-login" type="submit">${esc(t(o.lang, 'signIn'))}</button></form>`;
  return layout({
    lang: o.lang,
    title: t(o.lang, 'signInTitle'),
    intro: t(o.lang, 'signInIntro'),
    error: o.error,
    body,
    langHref: o.langHref,
  });
}

export function changePasswordPage(o: { lang: Lang; action: string; token: string; error?: string }): string {
  const body =
    `<form method="post" action="${esc(o.action)}" novalidate>` +
    `<input type="hidden" name="lang" value="${o.lang}"><input type="hidden" name="token" value="${esc(o.token)}">` +
    `<label for="password-new">${esc(t(o.lang, 'newPassword'))}</label>` +
    '<input id="password-new" name="password-new" type="password" autocomplete="new-password" minlength="10" required autofocus>' +
    `<label for="password-confirm">${esc(t(o.lang, 'confirmPassword'))}</label>` +
    '<input id="password-confirm" name="password-confirm" type="password" autocomplete="new-password" minlength="10" required>' +
    `<button id="kc-change-password" type="submit">${esc(t(o.lang, 'changeSubmit'))}</button></form>`;
  return layout({
    lang: o.lang,
    title: t(o.lang, 'changeTitle'),
    intro: t(o.lang, 'changeIntro'),
    error: o.error,
    body,
  });
}

/** A plain message card (errors, signed out), with an optional link back to the application. */
export function messagePage(o: {
  lang: Lang;
  title: string;
  text: string;
  detail?: string;
  link?: { href: string; label: string };
}): string {
  const body =
    `<p>${esc(o.text)}</p>` +
    (o.link ? `<a class="button" href="${esc(o.link.href)}">${esc(o.link.label)}</a>` : '') +
    (o.detail ? `<p class="detail">${esc(o.detail)}</p>` : '');
  return layout({ lang: o.lang, title: o.title, body });
}

/**
 * The end-session page around the provider's form (id "op.logoutForm", with its xsrf field).
 * `auto`: our own client sent id_token_hint, so the form signs out at once without asking.
 */
export function logoutPage(o: { lang: Lang; form: string; auto: boolean }): string {
  const yes = '<input type="hidden" name="logout" value="yes"/></form>';
  if (o.auto) {
    const form = o.form.replace('</form>', yes);
    const body =
      `<p>${esc(t(o.lang, 'signingOut'))}</p>${form}` +
      `<noscript><button type="submit" form="op.logoutForm">${esc(t(o.lang, 'continue'))}</button></noscript>`;
    return layout({ lang: o.lang, title: t(o.lang, 'logoutTitle'), body, script: true });
  }
  const body =
    `<p>${esc(t(o.lang, 'logoutQuestion'))}</p>${o.form}` +
    `<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${esc(t(o.lang, 'logoutYes'))}</button>` +
    `<button class="secondary" type="submit" form="op.logoutForm">${esc(t(o.lang, 'logoutNo'))}</button>`;
  return layout({ lang: o.lang, title: t(o.lang, 'logoutTitle'), body });
}
