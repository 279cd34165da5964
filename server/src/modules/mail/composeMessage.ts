/**
 * What an e-mail carries, from what the user wrote: their HTML sanitized with the screen's policy (again at
 * sending: a stored body may predate the rule), the plain-text part from it, and our own parts (a document
 * summary, built from the data in the letter's language) appended to both.
 */
import { bodyAsHtml, htmlToText, isHtml } from '../../../../src/domain/emails/email.model';
import { sanitizeUserHtml } from '../../plugins/userHtml';

/** A part the app writes itself, as HTML and as plain text. */
export interface OwnPart {
  html: string;
  text: string;
}

export interface ComposedMessage {
  /** The HTML part (absent for a plain-text body alone). */
  html?: string;
  text: string;
  /** What the sent-mail log keeps and shows. */
  logged: string;
}

export function composeMessage(body: string, appended?: OwnPart): ComposedMessage {
  const clean = sanitizeUserHtml(body);
  const text = [htmlToText(clean).trim(), appended?.text].filter(Boolean).join('\n\n');
  if (!appended) return { html: isHtml(clean) ? clean : undefined, text, logged: clean };
  const html = clean.trim() ? `${bodyAsHtml(clean)}<br>${appended.html}` : appended.html;
  return { html, text, logged: html };
}
