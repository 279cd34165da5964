import { readFile } from 'node:fs/promises';
import type { TestContext } from './app';
import { UPLOADS } from './fixtures/invoices';
import { postMultipart } from './multipart';

/**
 * Imports a scanned invoice (a PNG kept for the tests) without recognition and answers the document's uuid. `n` makes
 * the file distinct (bytes after the PNG end), so the duplicate check lets every copy in.
 */
export async function importScan(t: TestContext, token: string, n: number): Promise<string> {
  const png = await readFile(UPLOADS.scan);
  const res = await postMultipart(t, token, '/documents/importdocument', { recognition: 'false' }, [
    { name: `scan-${n}.png`, bytes: Buffer.concat([png, Buffer.from(`#${n}`)]) },
  ]);
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`import: ${res.statusCode} ${res.body}`);
  return res.json().uuid;
}
