/**
 * Imports 200 mixed files (PDF with and without XML, e-invoice XML, PNG scans) in one
 * importdocuments call, waits for every recognition, checks none is lost and prints the throughput.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { documents, documentFiles } from '../server/db/schema';
import { createTestContext } from '../server/test/app';
import { createAccount } from '../server/test/factories';
import { createInvoiceSetup } from '../server/test/invoiceSetup';
import { multipart } from '../server/test/multipart';
import { shutdownOcr } from '../server/src/modules/extraction';

const CORPUS = process.env.CORPUS_DIR ?? path.resolve('../shared/corpus');
const COUNT = Number(process.env.IMPORT_COUNT ?? 200);

async function corpusFiles() {
  const out: Array<{ name: string; bytes: Buffer }> = [];
  for (const dir of await readdir(CORPUS, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const f of await readdir(path.join(CORPUS, dir.name))) {
      if (/\.(pdf|png|xml)$/i.test(f)) out.push({ name: f, bytes: await readFile(path.join(CORPUS, dir.name, f)) });
    }
  }
  return out;
}

async function main() {
  const t = await createTestContext({
    MAX_UPLOAD_MB: '25',
    RECOGNITION_CONCURRENCY: process.env.RECOGNITION_CONCURRENCY ?? '2',
  });
  const acc = await createAccount(t.database.db);
  const token = await t.token({ sub: acc.admin.id, roles: [] }, { expiresIn: '1h' });
  await createInvoiceSetup(t, token);
  const pool = await corpusFiles();
  // Distinct bytes per copy (trailing comment), so none is refused as a duplicate upload.
  const files = Array.from({ length: COUNT }, (_, i) => {
    const f = pool[i % pool.length];
    const tail = f.name.endsWith('.xml') ? `<!-- copy ${i} -->` : `\n%copy ${i}\n`;
    return { name: `${i}-${f.name}`, bytes: Buffer.concat([f.bytes, Buffer.from(tail)]) };
  });
  const kinds = files.reduce<Record<string, number>>(
    (m, f) => ({ ...m, [path.extname(f.name)]: (m[path.extname(f.name)] ?? 0) + 1 }),
    {},
  );
  const body = multipart({ recognition: 'true' }, files);
  const mb = body.payload.length / 1024 / 1024;

  const started = Date.now();
  const res = await t.call(token, {
    method: 'POST',
    url: '/paperdesk/api/documents/importdocuments',
    payload: body.payload,
    headers: body.headers,
  });
  const stored = Date.now();
  const results = res.json() as Array<{ ok: boolean; message?: string }>;
  const refused = results.filter((r) => !r.ok);
  t.app.jobs.start();
  let pending = Infinity;
  while (pending > 0) {
    await new Promise((r) => setTimeout(r, 500));
    [{ n: pending }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(documents)
      .where(eq(documents.status, 0));
  }
  const done = Date.now();
  const [{ n: docs }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(documents);
  const [{ n: fileRows }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(documentFiles);
  const missing = (
    await Promise.all((await t.database.db.select().from(documentFiles)).map((f) => t.app.files.exists(f.storageKey)))
  ).filter((e) => !e).length;
  const failed = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .where(sql`${documents.message} like 'Recognition failed%'`);

  console.log(
    `\nImport of ${COUNT} files (${mb.toFixed(1)} MB; ${Object.entries(kinds)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}) in one importdocuments call, ${t.database.kind}`,
  );
  console.log(
    `stored:      ${results.length - refused.length}/${COUNT} in ${((stored - started) / 1000).toFixed(1)} s  (${((results.length - refused.length) / ((stored - started) / 1000)).toFixed(1)} files/s)`,
  );
  console.log(
    `recognised:  ${docs - Number(failed[0].n)}/${docs} in ${((done - stored) / 1000).toFixed(1)} s  (${(docs / ((done - stored) / 1000)).toFixed(1)} documents/s, concurrency ${t.config.RECOGNITION_CONCURRENCY})`,
  );
  console.log(
    `lost:        ${COUNT - docs} documents, ${docs - fileRows} file rows, ${missing} files missing on disk; refused: ${refused.length}${refused.length ? ` (${refused[0].message})` : ''}`,
  );
  console.log(
    COUNT === docs && missing === 0 && refused.length === 0
      ? 'OK: every file stored, every document recognised, none lost'
      : 'PROBLEM: see above',
  );
  await shutdownOcr();
  await t.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
