import { describe, expect, it } from 'vitest';
import { DATABASE_REFUSED, toErrorBody } from './errorHandler';

/** A failed query as drizzle throws it: the PostgreSQL error as its cause. */
const failedQuery = (code: string) =>
  Object.assign(new Error('Failed query: ...'), {
    cause: Object.assign(new Error('refused'), { code, severity: 'ERROR' }),
  });

describe('error answers', () => {
  it('answers 400 for a value the database refused, never 500', () => {
    for (const code of ['22P02', '22003', '22008', '22021', '22P05'])
      expect(toErrorBody(failedQuery(code))).toEqual({
        status: 400,
        body: { code: 'VALIDATION', message: DATABASE_REFUSED.value, key: 'error.invalidvalue' },
      });
    expect(toErrorBody(failedQuery('54000')).body.message).toBe(DATABASE_REFUSED.size);
    expect(toErrorBody(failedQuery('23505')).status).toBe(500);
    expect(toErrorBody(Object.assign(new Error('x'), { code: 'EPIPE' })).status).toBe(500);
  });

  it('answers 400 for a body that is not multipart/form-data', () => {
    for (const message of [
      'Multipart: Boundary not found',
      'Unexpected end of multipart data',
      'Part terminated early due to unexpected end of multipart data',
    ]) {
      expect(toErrorBody(new Error(message))).toEqual({
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message: `The upload is not a valid multipart/form-data body: ${message}`,
          key: 'error.upload.notmultipart',
        },
      });
    }
  });

  it('answers 503 for a statement PostgreSQL cancelled (its time limit), drizzle-wrapped or not', () => {
    expect(toErrorBody(failedQuery('57014'))).toMatchObject({ status: 503, body: { code: 'UNAVAILABLE' } });
    expect(
      toErrorBody(Object.assign(new Error('canceling statement'), { code: '57014', severity: 'ERROR' })).status,
    ).toBe(503);
  });

  it("gives fastify's own refusals and the server's failures a key the client translates", () => {
    const fastifyError = (statusCode: number, code: string) =>
      Object.assign(new Error('fastify says'), { statusCode, code });
    const cases: [unknown, string][] = [
      [fastifyError(400, 'FST_ERR_CTP_INVALID_JSON_BODY'), 'error.code.INVALID_JSON'],
      [fastifyError(413, 'FST_ERR_CTP_BODY_TOO_LARGE'), 'error.code.PAYLOAD_TOO_LARGE'],
      [fastifyError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'), 'error.code.UNSUPPORTED_MEDIA_TYPE'],
      [Object.assign(fastifyError(400, 'FST_ERR_VALIDATION'), { validation: [] }), 'error.code.VALIDATION'],
      [fastifyError(429, 'FST_ERR_RATE_LIMIT'), 'error.code.TOO_MANY_ATTEMPTS'],
      [failedQuery('54000'), 'error.toolarge'],
      [failedQuery('57014'), 'error.timeout'],
      [new Error('boom'), 'error.code.INTERNAL'],
    ];
    for (const [err, key] of cases) expect(toErrorBody(err).body.key, key).toBe(key);
  });
});
