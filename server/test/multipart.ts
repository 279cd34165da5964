import { randomBytes } from 'node:crypto';
import type { TestContext } from './app';

/** A multipart/form-data body for app.inject: text fields and files. */
export function multipart(
  fields: Record<string, string>,
  files: Array<{ field?: string; name: string; bytes: Buffer; type?: string }>,
) {
  const boundary = `----paperdesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(f.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts text fields and files as multipart/form-data to an API path (`/documents/importdocuments`...). */
export function postMultipart(
  t: TestContext,
  token: string,
  apiPath: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1],
) {
  const body = multipart(fields, files);
  return t.call(token, {
    method: 'POST',
    url: `/paperdesk/api${apiPath}`,
    payload: body.payload,
    headers: body.headers,
  });
}

/**
 * Imports one file through POST /documents/importdocument (`fields`: recognition, type...) and answers the new
 * document's uuid; any other answer than 201 Created throws, with the answer.
 */
export async function importFile(
  t: TestContext,
  token: string,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer },
): Promise<string> {
  const res = await postMultipart(t, token, '/documents/importdocument', fields, [file]);
  if (res.statusCode !== 201) throw new Error(`import of ${file.name}: ${res.statusCode} ${res.body}`);
  return res.json().uuid;
}
