/**
 * The error rules of spec §8: a 504 shows the maintenance message; any other failure shows
 * the server's message field, else the error's own message, else the raw error.
 * Returns text that may be an i18n key (translate it with itself as the default).
 */
export const MAINTENANCE_KEY = 'error.maintenance';

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

export function errorDetail(error: unknown): string {
  if (field(error, 'status') === 504) return MAINTENANCE_KEY;
  return (
    text(field(field(error, 'body'), 'message')) ??
    text(field(error, 'message')) ??
    text(error) ??
    (error === undefined || error === null ? 'ra.notification.http_error' : JSON.stringify(error))
  );
}
