/**
 * IMAP IDLE against a real server on loopback (Dovecot): a watched mailbox's new message is imported without anyone
 * polling it; one node watches a mailbox at a time; a changed mailbox is let go and watched again with its new
 * settings; a mailbox whose server cannot be reached is left to the schedule.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, mailboxes } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { startDovecot, type Dovecot } from '../../../test/dovecot';
import { createAccount, type TestAccount } from '../../../test/factories';
import { UPLOADS } from '../../../test/fixtures/invoices';
import { appendMail, rawMail } from '../../../test/imapMail';
import { startMailboxWatch, type MailboxWatch } from './mailboxWatch';

const API = '/paperdesk/api';
let t: TestContext;
let imap: Dovecot;
let a: TestAccount;
let admin: string;
const user = { user: 'watched', pass: 'imap-secret' };
const watches: MailboxWatch[] = [];
const watch = () => {
  // ticks by hand: the timer's minute never comes in a test
  const w = startMailboxWatch(t.app, { everyMs: 3_600_000 });
  watches.push(w);
  return w;
};

beforeAll(async () => {
  imap = await startDovecot({ [user.user]: user.pass });
  t = await createTestContext();
  t.app.jobs.start();
  a = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
}, 60_000);
afterAll(async () => {
  for (const w of watches) await w.stop();
  await t?.close();
  await imap?.stop();
}, 300_000);

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const v = await probe();
    if (v) return v;
  }
  throw new Error(`${what}: not within ${ms} ms`);
}
const mailboxRow = async (id: string) =>
  (await t.database.db.select().from(mailboxes).where(eq(mailboxes.uuid, id)))[0];
const docsNamed = (name: string) => t.database.db.select().from(documents).where(eq(documents.filename, name));

describe('mailboxes watched in IMAP IDLE', () => {
  it('imports a new message at once, with no poll asked and none due', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: `${API}/mailboxes`,
      payload: {
        name: 'Watched',
        host: '127.0.0.1',
        port: imap.port,
        tls: 'NONE',
        username: user.user,
        password: user.pass,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { uuid: string }).uuid;
    const first = watch();
    await first.tick();
    await until('watched', async () => first.watching().includes(id));
    const second = watch(); // a second node, started once the first watches
    await second.tick();
    expect(second.watching()).not.toContain(id);
    // the opening poll has run; the next scheduled one is minutes away
    await until('first poll ended', async () => (await mailboxRow(id)).lastpolledat !== null);
    expect((await mailboxRow(id)).nextPollAt.getTime()).toBeGreaterThan(Date.now() + 60_000);

    await appendMail(
      { port: imap.port, ...user },
      'INBOX',
      rawMail({
        from: 'factures@fournisseur.fr',
        subject: 'Facture',
        files: [{ name: 'idle-invoice.xml', type: 'application/xml', bytes: readFileSync(UPLOADS.facturxXmlInvoice) }],
      }),
    );
    const [doc] = await until('imported', async () => {
      const docs = await docsNamed('idle-invoice.xml');
      return docs.length ? docs : undefined;
    });
    expect(doc).toMatchObject({ channel: 'mail', companyId: a.master.id });

    // changed: its lease is let go, another node takes it with the new settings, this one closes its connection
    const upd = await t.call(admin, { method: 'PUT', url: `${API}/mailboxes/${id}`, payload: { folder: 'INBOX' } });
    expect(upd.statusCode, upd.body).toBe(200);
    expect((await mailboxRow(id)).idleHolder).toBeNull();
    await second.tick();
    await until('watched again', async () => second.watching().includes(id));
    await first.tick();
    expect(first.watching()).not.toContain(id);
    expect((await mailboxRow(id)).idleHolder).toBeTruthy();
    await second.stop();
    expect((await mailboxRow(id)).idleHolder).toBeNull();
  });

  it('leaves a mailbox it cannot open to the schedule for a while, and never watches an inactive one', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: `${API}/mailboxes`,
      payload: {
        name: 'Wrong password',
        host: '127.0.0.1',
        port: imap.port,
        tls: 'NONE',
        username: user.user,
        password: 'wrong',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { uuid: string }).uuid;
    const w = watch();
    await w.tick();
    const row = await until('let go', async () => {
      const r = await mailboxRow(id);
      return r.idleHolder === null && r.idleUntil ? r : undefined;
    });
    expect(row.idleUntil!.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(w.watching()).not.toContain(id);

    const off = await t.call(admin, {
      method: 'PUT',
      url: `${API}/mailboxes/${id}`,
      payload: { active: false, password: user.pass },
    });
    expect(off.statusCode, off.body).toBe(200);
    await w.tick();
    expect(w.watching()).not.toContain(id);
    expect((await mailboxRow(id)).idleHolder).toBeNull();
  });
});
