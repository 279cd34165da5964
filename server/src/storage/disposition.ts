import contentDisposition from 'content-disposition';

/** What the plain `filename` cannot carry safely: non-ASCII, and what naive clients split or decode on. */
const UNSAFE_IN_PLAIN_NAME = /[^\x20-\x7e]|["%;\\]/g;

/**
 * The Content-Disposition header naming a served file. A name beyond plain ASCII also travels as RFC 5987
 * `filename*` (UTF-8, which clients prefer, ours in src/providers/data/http.ts too), beside a plain `filename`
 * where those characters become '_'.
 */
export const fileDisposition = (name: string, type: 'attachment' | 'inline' = 'attachment') =>
  contentDisposition(name, { type, fallback: name.replace(UNSAFE_IN_PLAIN_NAME, '_') });
