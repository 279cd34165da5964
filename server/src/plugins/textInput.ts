import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { sanitizeUserHtml } from './userHtml';

/**
 * The text the API accepts, checked in one place for every route before its handler runs: JSON bodies,
 * query strings and path parameters.
 *
 * - C0 control characters other than tab, line feed and carriage return (NUL, backspace, escape...) are
 *   refused with the field named: PostgreSQL cannot store NUL, and no one means to type the others.
 *   So is a lone UTF-16 surrogate (half a character, not Unicode text).
 * - Rich-text fields (the HTML of the e-mail editor: templates and bodies) are pasted from anywhere, Word
 *   included (vertical tab, form feed): there such characters are dropped instead, and the HTML is sanitized
 *   with the screen's policy (userHtml.ts) before anything stores or sends it.
 * - A body nested deeper than MAX_DEPTH levels is refused (no form of the app goes past a few).
 * - A value that is a UUID is written in lower case, as the database answers it: ids are compared as
 *   text all over the app, and `ABCD...` must name the same row as `abcd...` (RFC 4122 reads them alike).
 *
 * Bidirectional controls stay in text (right-to-left languages use them) but are stripped from file
 * names, where they only serve to disguise an extension (`x\u202Egnp.pdf` shows as "xfdp.png").
 */
export const MAX_DEPTH = 32;
/** HTML from the rich-text editor: cleaned, not refused. */
const RICH_TEXT_FIELDS: ReadonlySet<string> = new Set(['emailtemplate', 'mailContent']);

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** Why a text cannot be accepted, or undefined. */
export function textProblem(s: string): string | undefined {
  if (CONTROL.test(s)) return 'control characters are not allowed';
  if (LONE_SURROGATE.test(s)) return 'the text is not valid Unicode';
  return undefined;
}

/** Rich text made storable: form feed and vertical tab become line breaks, other controls and half characters go. */
export const cleanRichText = (s: string) =>
  s
    .replace(/[\u000b\u000c]/g, '\n')
    .replace(new RegExp(CONTROL.source, 'g'), '')
    .replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd');

/** Removes the bidirectional controls (embeddings, overrides, isolates, marks). */
export const stripBidiControls = (s: string) => s.replace(BIDI_CONTROLS, '');

const refuse = (field: string, problem: string) =>
  new AppError('VALIDATION', `Invalid input: ${field}: ${problem}`, {
    fields: {
      [field]: problem === 'control characters are not allowed' ? 'error.controlcharacters' : 'error.invalidtext',
    },
  });

/** Checks (and cleans, for rich text) a parsed value in place; `path` names it in the answer. */
export function checkValue(value: unknown, path: string[] = [], depth = 0): unknown {
  const name = path.join('.') || 'body';
  if (typeof value === 'string') {
    if (RICH_TEXT_FIELDS.has(path[path.length - 1])) return sanitizeUserHtml(cleanRichText(value));
    const problem = textProblem(value);
    if (problem) throw refuse(name, problem);
    return UUID.test(value) ? value.toLowerCase() : value;
  }
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  if (depth >= MAX_DEPTH)
    throw new AppError('VALIDATION', `Invalid input: ${name}: nested more than ${MAX_DEPTH} levels deep`, {
      fields: { [name]: 'error.toodeep' },
    });
  const entries = value as Record<string, unknown>;
  for (const key of Object.keys(entries)) {
    const problem = textProblem(key);
    if (problem) throw refuse(name, `a field name: ${problem}`);
    const checked = checkValue(entries[key], [...path, key], depth + 1);
    if (checked !== entries[key]) entries[key] = checked;
  }
  return value;
}

function checkRequest(req: FastifyRequest) {
  const body = req.body;
  if (
    typeof body === 'string' ||
    (body &&
      typeof body === 'object' &&
      !Buffer.isBuffer(body) &&
      typeof (body as { pipe?: unknown }).pipe !== 'function')
  ) {
    req.body = checkValue(body);
  }
  if (req.query && typeof req.query === 'object') checkValue(req.query, ['query']);
  if (req.params && typeof req.params === 'object') checkValue(req.params, ['path']);
}

/** Registers the check on the whole app (before the routes). */
export function registerTextInput(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => checkRequest(req));
}
