import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestContext } from './app';
import { multipart } from './multipart';

const CORPUS = process.env.CORPUS_DIR ?? path.resolve(__dirname, '../../../shared/corpus');

/**
 * Imports a scanned invoice (a corpus PNG) without recognition and answers the document's uuid. `n` makes
 * the file distinct (bytes after the PNG end), so the duplicate check lets every copy in.
 */
export async function importScan(t: TestContext, token: string, n: number): Promise<string> {
  const png = await readFile(path.join(CORPUS, 'invoice2data/AmazonWebServices.png'));
  const body = multipart({ recognition: 'false' }, [{ name: `scan-${n}.png`, bytes: Buffer.concat([png, Buffer.from(`#${n}`)]) }]);
  const res = await t.call(token, { method: 'POST', url: '/paperdesk/api/documents/importdocument', payload: body.payload, headers: body.headers });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`import: ${res.statusCode} ${res.body}`);
  return res.json().uuid;
}
