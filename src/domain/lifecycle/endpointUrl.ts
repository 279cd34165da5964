/**
 * Where Paperdesk may send outgoing messages (the platform's lifecycle endpoint, webhooks): HTTPS, or plain
 * HTTP to a loopback address only (a local receiver, tests). One rule for the forms and the server.
 */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Why an endpoint address is refused (an i18n key), or null when it may be used; '' is "none". */
export function endpointUrlProblem(value: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'error.endpoint.url';
  }
  if (url.username || url.password) return 'error.endpoint.credentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return null;
  return 'error.endpoint.https';
}
