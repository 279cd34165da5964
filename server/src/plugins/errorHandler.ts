import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { issueMessages, issuePath } from '../../../src/domain/zodErrors';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors';

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  /** Each refused field's problem as an i18n key (the client translates it). */
  fields?: Record<string, string>;
  /** The figures of those keys (`{ name: { maximum: 200 } }`), where they have any. */
  fieldArgs?: Record<string, Record<string, unknown>>;
  /** The whole refusal as an i18n key with its figures (`params`), where the server gives one. */
  key?: string;
  params?: Record<string, unknown>;
  success?: false;
  value?: unknown;
}

/** Each field's first problem as an i18n key (src/domain/zodErrors.ts), never zod's developer text. */
const zodFields = (e: ZodError) =>
  Object.fromEntries(Object.entries(issueMessages(e.issues)).map(([path, m]) => [path, m.message]));

const zodFieldArgs = (e: ZodError) => {
  const args = Object.entries(issueMessages(e.issues))
    .filter(([, m]) => m.args)
    .map(([path, m]) => [path, m.args!]);
  return args.length ? Object.fromEntries(args) : undefined;
};

/** The PostgreSQL error behind a failed query (drizzle wraps it as `cause`), if any. */
function databaseError(err: unknown): { code: string; message: string } | undefined {
  for (const e of [err, (err as { cause?: unknown })?.cause]) {
    const db = e as { code?: unknown; severity?: unknown; message?: string } | undefined;
    if (db && typeof db.code === 'string' && db.severity !== undefined)
      return { code: db.code, message: db.message ?? '' };
  }
  return undefined;
}

/** The answers to a value the database refused: a check missing in the API (the fuzz test looks for them). */
export const DATABASE_REFUSED = {
  value: 'Invalid input: a value is out of range or not valid for its field',
  size: 'Invalid input: a value is too large',
} as const;

/** Errors of the multipart parser (busboy) on a body that is not valid multipart/form-data. */
const MULTIPART_PARSE_ERROR =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Malformed part header)$/;

/** Maps any thrown error to `{ code, message }` with the catalogue's status; hides 5xx internals. */
export function toErrorBody(err: unknown): { status: number; body: ErrorBody } {
  if (err instanceof AppError) {
    const body: ErrorBody = { code: err.code, message: err.message };
    if (err.details?.fields) body.fields = err.details.fields;
    if (err.details?.fieldArgs && Object.keys(err.details.fieldArgs).length) body.fieldArgs = err.details.fieldArgs;
    if (err.details?.key)
      Object.assign(body, { key: err.details.key }, err.details.params ? { params: err.details.params } : {});
    if (err.code === 'IN_USE') Object.assign(body, { success: false, value: err.details?.value ?? err.message });
    else if (err.details?.value !== undefined) body.value = err.details.value;
    return { status: err.status, body };
  }
  if (err instanceof ZodError) {
    // a route's path parameters refused by its schema: an id that cannot exist is an unknown one
    if ((err as { validationContext?: string }).validationContext === 'params')
      return { status: 404, body: { code: 'NOT_FOUND', message: 'Resource not found', key: 'error.code.NOT_FOUND' } };
    const fields = zodFields(err);
    const seen = new Set<string>();
    const summary = err.issues
      .filter((i) => !seen.has(issuePath(i)) && seen.add(issuePath(i)))
      .map((i) => `${issuePath(i)}: ${i.message}`)
      .join('; ');
    const fieldArgs = zodFieldArgs(err);
    return {
      status: 400,
      body: { code: 'VALIDATION', message: `Invalid input: ${summary}`, fields, ...(fieldArgs ? { fieldArgs } : {}) },
    };
  }
  const fe = err as FastifyError;
  if (
    fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    (fe instanceof SyntaxError && fe.statusCode === 400)
  ) {
    return {
      status: 400,
      body: { code: 'INVALID_JSON', message: 'The request body is not valid JSON', key: 'error.code.INVALID_JSON' },
    };
  }
  if (fe.statusCode === 413 || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return {
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large', key: 'error.code.PAYLOAD_TOO_LARGE' },
    };
  }
  if (fe.statusCode === 415) {
    return {
      status: 415,
      body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: fe.message, key: 'error.code.UNSUPPORTED_MEDIA_TYPE' },
    };
  }
  if (fe.validation)
    return { status: 400, body: { code: 'VALIDATION', message: fe.message, key: 'error.code.VALIDATION' } };
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    const code =
      (Object.keys(ERROR_STATUS) as ErrorCode[]).find((c) => ERROR_STATUS[c] === fe.statusCode) ?? 'BAD_REQUEST';
    return { status: fe.statusCode, body: { code, message: fe.message, key: `error.code.${code}` } };
  }
  if (fe instanceof Error && !fe.statusCode && MULTIPART_PARSE_ERROR.test(fe.message)) {
    return {
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: `The upload is not a valid multipart/form-data body: ${fe.message}`,
        key: 'error.upload.notmultipart',
      },
    };
  }
  // The database refused a value of the request (a check the API missed): the client's error, not ours.
  const db = databaseError(err);
  if (db && (db.code.startsWith('22') || db.code === '54000' || db.code === '54001')) {
    return {
      status: 400,
      body: db.code.startsWith('22')
        ? { code: 'VALIDATION', message: DATABASE_REFUSED.value, key: 'error.invalidvalue' }
        : { code: 'VALIDATION', message: DATABASE_REFUSED.size, key: 'error.toolarge' },
    };
  }
  // PostgreSQL cancelled the statement: its time limit, or the client went away
  if (db?.code === '57014') {
    return {
      status: 503,
      body: {
        code: 'UNAVAILABLE',
        message: 'The request took too long and was stopped; narrow it (a shorter period, a filter) and retry',
        key: 'error.timeout',
      },
    };
  }
  return { status: 500, body: { code: 'INTERNAL', message: 'Internal server error', key: 'error.code.INTERNAL' } };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err, req, reply) => {
    const { status, body } = toErrorBody(err);
    if (status >= 500) req.log.error({ err }, 'request failed');
    else if (databaseError(err)) req.log.warn({ err }, 'the database refused a value of the request');
    return reply.status(status).send(body);
  });
}
