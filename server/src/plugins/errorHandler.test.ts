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
        body: { code: 'VALIDATION', message: DATABASE_REFUSED.value },
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
        body: { code: 'BAD_REQUEST', message: `The upload is not a valid multipart/form-data body: ${message}` },
      });
    }
  });

  it('answers 503 for a statement PostgreSQL cancelled (its time limit), drizzle-wrapped or not', () => {
    expect(toErrorBody(failedQuery('57014'))).toMatchObject({ status: 503, body: { code: 'UNAVAILABLE' } });
    expect(
      toErrorBody(Object.assign(new Error('canceling statement'), { code: '57014', severity: 'ERROR' })).status,
    ).toBe(503);
  });
});
