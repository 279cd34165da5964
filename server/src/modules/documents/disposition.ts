import contentDisposition from 'content-disposition';

/**
 * The Content-Disposition header naming a served file. A name beyond ASCII travels as RFC 5987 `filename*`
 * (UTF-8), beside a plain `filename` for old clients where those characters become '_'.
 */
export const fileDisposition = (name: string, type: 'attachment' | 'inline' = 'attachment') =>
  contentDisposition(name, { type, fallback: name.replace(/[^\x20-\x7e]/g, '_') });
