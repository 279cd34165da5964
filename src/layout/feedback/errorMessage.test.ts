import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { errorDetail, MAINTENANCE_KEY } from './errorMessage';

describe('error detail', () => {
  it('shows the maintenance message for a 504', () => {
    expect(errorDetail(new HttpError('Gateway Timeout', 504, { message: 'upstream' }))).toBe(MAINTENANCE_KEY);
  });
  it("prefers the server's message field", () => {
    expect(errorDetail(new HttpError('Bad Request', 400, { message: 'Name already used' }))).toBe('Name already used');
  });
  it("falls back to the error's own message, then to the raw error", () => {
    expect(errorDetail(new Error('Network down'))).toBe('Network down');
    expect(errorDetail('plain text')).toBe('plain text');
    expect(errorDetail({ code: 7 })).toBe('{"code":7}');
    expect(errorDetail(undefined)).toBe('ra.notification.http_error');
  });
});
