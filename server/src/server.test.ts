import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_STATUS } from '../../src/domain/documents/rules';
import { openDatabase, type Database } from '../db/client';
import { documentFiles, documents, jobs } from '../db/schema';
import { createScratchPostgres, type ScratchPostgres } from '../test/db';
import { createAccount } from '../test/factories';
import { createFileStore } from './storage/fileStore';
import { RECOGNITION_JOB } from './modules/documents/recognition';
import { BOXES, pagesPdf } from '../test/extraction';
import { enqueue } from './modules/jobs/queue';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dataDir: string;
let scratch: ScratchPostgres | undefined;
const postgres = process.env.DATABASE_URL;

/** The server's database: the embedded one in DATA_DIR, or a throwaway one on the PostgreSQL of DATABASE_URL. */
async function open(): Promise<Database> {
  if (!postgres) return openDatabase({ dataDir });
  scratch ??= await createScratchPostgres(postgres, 'paperdesk_server');
  return openDatabase({ url: scratch.url, dataDir });
}

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

describe('the server process', () => {
  it('removes leftover uploads at start; on SIGTERM during a recognition it exits 0 within 15 s and the job is queued again', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'paperdesk-server-'));
    // a recognition that runs for minutes (200 pages to OCR), queued before the start
    let database = await open();
    const account = await createAccount(database.db);
    const store = createFileStore(path.join(dataDir, 'files'));
    const bytes = pagesPdf(200, BOXES);
    const stored = await store.put(`documents/${account.master.id}`, 'pdf', bytes);
    const [file] = await database.db
      .insert(documentFiles)
      .values({
        companyId: account.master.id,
        storageKey: stored.key,
        size: stored.size,
        mime: 'application/pdf',
        sha256: stored.sha256,
        originalName: 'long.pdf',
        pages: 200,
      })
      .returning();
    const [doc] = await database.db
      .insert(documents)
      .values({
        companyId: account.master.id,
        accountId: account.master.id,
        status: DOCUMENT_STATUS.RECOGNITION,
        previousStatus: DOCUMENT_STATUS.SAVED,
        filename: 'long.pdf',
        name: 'long',
        fileId: file.uuid,
        createdBy: account.admin.id,
      })
      .returning();
    const jobId = await enqueue(
      database.db,
      RECOGNITION_JOB,
      { documentId: doc.uuid },
      { companyId: doc.companyId, subject: doc.uuid },
    );
    await database.close();
    // an upload a killed process never finished
    const leftover = path.join(dataDir, 'files', '.tmp', 'killed-upload.part');
    await mkdir(path.dirname(leftover), { recursive: true });
    await writeFile(leftover, 'half a file');
    await utimes(leftover, new Date(Date.now() - 600_000), new Date(Date.now() - 600_000));

    // tsx as a loader, not its CLI: the CLI's signal relay kills a child whose event loop is busy for 60 ms
    // (a page render) instead of letting it stop cleanly
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: scratch?.url ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO_DATA: 'off',
        LOG_LEVEL: 'info',
        RECOGNITION_CONCURRENCY: '1',
        RECOGNITION_MAX_PAGES: '5000',
        RECOGNITION_TIMEOUT_SECONDS: '600',
        SHUTDOWN_GRACE_SECONDS: '10',
      },
    });
    let log = '';
    child.stdout.on('data', (d) => {
      log += d;
    });
    child.stderr.on('data', (d) => {
      log += d;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    for (const end = Date.now() + 60_000; !log.includes('Paperdesk on'); await new Promise((r) => setTimeout(r, 100))) {
      if (Date.now() > end || child.exitCode !== null) throw new Error(`the server did not start:\n${log}`);
    }
    expect(existsSync(leftover)).toBe(false);
    await new Promise((r) => setTimeout(r, 3000)); // the recognition is under way
    const sent = Date.now();
    child.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 20_000))]);
    if (code === 'hung') child.kill('SIGKILL');
    expect(code, log).toBe(0);
    expect(Date.now() - sent).toBeLessThan(15_000);
    expect(log).toMatch(/1 unfinished job\(s\) handed back to the queue/);

    database = await open();
    try {
      const [job] = await database.db.select().from(jobs).where(eq(jobs.uuid, jobId));
      expect(job).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null, lockedUntil: null });
      const [after] = await database.db.select().from(documents).where(eq(documents.uuid, doc.uuid));
      expect(after).toMatchObject({ status: DOCUMENT_STATUS.RECOGNITION, message: '' });
    } finally {
      await database.close();
    }
  }, 120_000);
});
