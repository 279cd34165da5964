import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { emails, jobs } from '../../../db/schema';
import { openTestDatabase } from '../../../test/db';
import { createAccount, type TestAccount } from '../../../test/factories';
import { createFileStore } from '../../storage/fileStore';
import type { Job } from '../jobs/queue';
import type { Mailer } from './mailer';
import { mailHandler, queueEmail } from './queuedMail';

let database: Database;
let a: TestAccount;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  a = await createAccount(database.db);
  dir = await mkdtemp(path.join(tmpdir(), 'paperdesk-mail-'));
}, 60_000);
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

const refusing: Mailer = {
  configured: true,
  send: async () => {
    throw new Error('550 Mailbox unavailable');
  },
  close: () => {},
};
const accepting = (sent: string[]): Mailer => ({
  configured: true,
  send: async (m) => {
    sent.push(m.subject);
    return { messageId: 'x' };
  },
  close: () => {},
});

async function queued(subject: string) {
  const id = await queueEmail(database.db, {
    companyId: a.master.id,
    accountId: a.master.id,
    senderId: a.admin.id,
    to: ['supplier@example.com'],
    subject,
    body: 'Payé.',
    includeAttachments: false,
  });
  const [job] = await database.db.select().from(jobs).where(eq(jobs.subject, id));
  return { id, job: job as Job };
}
const row = async (id: string) => (await database.db.select().from(emails).where(eq(emails.uuid, id)))[0];

describe('queued e-mails', () => {
  it('are written waiting, with their job, and sent once by the handler', async () => {
    const { id, job } = await queued('Avis de paiement');
    expect(job.kind).toBe('mail');
    expect((await row(id)).status).toBe('QUEUED');
    const sent: string[] = [];
    const handle = mailHandler({ db: database.db, files: createFileStore(dir), mailer: accepting(sent) });
    await handle({ ...job, attempts: 1 }, { progress: async () => {} });
    await handle({ ...job, attempts: 2 }, { progress: async () => {} });
    expect(sent).toEqual(['Avis de paiement']);
    expect(await row(id)).toMatchObject({ status: 'SENT' });
    expect((await row(id)).events.map((e) => e.name)).toEqual(['CREATED', 'SENT']);
  });

  it('keep waiting after a refusal (the queue tries again), and fail with the reason after the last attempt', async () => {
    const { id, job } = await queued('Refusé');
    const handle = mailHandler({ db: database.db, files: createFileStore(dir), mailer: refusing });
    await expect(handle({ ...job, attempts: 1 }, { progress: async () => {} })).rejects.toThrow('Mailbox unavailable');
    expect((await row(id)).status).toBe('QUEUED');
    await handle({ ...job, attempts: 3 }, { progress: async () => {} });
    const failed = await row(id);
    expect(failed.status).toBe('FAILED');
    expect(failed.events.map((e) => e.name)).toEqual(['CREATED', 'FAILED', 'FAILED']);
    expect(failed.events.at(-1)?.detail).toContain('550');
  });
});
