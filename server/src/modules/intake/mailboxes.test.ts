/**
 * Mailboxes against a real IMAP server on loopback (Dovecot, server/test/dovecot.ts): a Factur-X invoice mailed
 * to the mailbox becomes a recognised document in the branch whose SIRET it names, within one poll; polled again,
 * no second document; a bad attachment beside it is refused without losing it; a bad mailbox shows its error.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, documents, mailboxes, mailboxMessages } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { startDovecot, type Dovecot } from '../../../test/dovecot';
import { createAccount, type TestAccount } from '../../../test/factories';
import { readSynthetic, UPLOADS } from '../../../test/fixtures/invoices';
import { appendMail, folderState, markAllUnseen, rawMail } from '../../../test/imapMail';
import type { Job } from '../jobs/queue';
import { pollSettings } from './mailboxPoll';
import { mailboxPollHandler } from './mailboxSchedule';
import { UPLOAD_ERROR } from '../../../../src/domain/documents/upload';

const API = '/paperdesk/api';
/** The buyer's establishment in the Factur-X XML of UC1_2023020 (L'ACHETEUR, SIRET 200 000 008 00025). */
const BUYER_SIRET = '20000000800025';
let t: TestContext;
let imap: Dovecot;
let a: TestAccount;
let admin: string;
let other: string;
const user = { user: 'factures', pass: 'imap-secret' };
const server = () => ({ port: imap.port, ...user });

/** The Factur-X PDF of F20220023 carrying the XML of UC1_2023020 (whose buyer names its SIRET). */
function facturxNamingSiret(): Buffer {
  const doc = mupdf.Document.openDocument(readFileSync(UPLOADS.facturxInvoice), 'application/pdf') as mupdf.PDFDocument;
  for (const name of Object.keys(doc.getEmbeddedFiles())) doc.deleteEmbeddedFile(name);
  const spec = doc.addEmbeddedFile(
    'factur-x.xml',
    'text/xml',
    readFileSync(UPLOADS.facturxXmlInvoice),
    new Date(),
    new Date(),
  );
  doc.insertEmbeddedFile('factur-x.xml', spec);
  return Buffer.from(doc.saveToBuffer('').asUint8Array());
}

beforeAll(async () => {
  imap = await startDovecot({ [user.user]: user.pass, broken: 'other' });
  t = await createTestContext();
  // recognition runs as the server runs it: queued jobs taken by the queue
  t.app.jobs.start();
  a = await createAccount(t.database.db);
  await t.database.db
    .update(companies)
    .set({ items: [BUYER_SIRET] })
    .where(eq(companies.id, a.branches[0].id));
  admin = await t.token({ sub: a.admin.id, roles: [] });
  other = await t.token({ sub: (await createAccount(t.database.db)).admin.id, roles: [] });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await imap?.stop();
}, 300_000); // a fresh machine installs Debian's dovecot-imapd first

async function createMailbox(payload: Record<string, unknown>, token = admin) {
  const res = await t.call(token, {
    method: 'POST',
    url: `${API}/mailboxes`,
    payload: { name: 'Factures', host: '127.0.0.1', port: imap.port, tls: 'NONE', username: user.user, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { uuid: string };
}
const poll = (id: string, token = admin) => t.call(token, { method: 'POST', url: `${API}/mailboxes/${id}/poll` });
const branchDocs = () => t.database.db.select().from(documents).where(eq(documents.companyId, a.branches[0].id));

async function recognisedInBranch(id: string) {
  for (let i = 0; i < 300; i++) {
    const res = await t.call(admin, { method: 'GET', url: `${API}/documents/${id}/record`, buid: a.branches[0].id });
    const doc = res.json();
    if (res.statusCode === 200 && doc.status !== 0) return doc;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('recognition did not finish');
}

describe('mailboxes', () => {
  it('stores the password encrypted and never answers it', async () => {
    const box = await createMailbox({ password: user.pass, name: 'Secret' });
    const one = (await t.call(admin, { method: 'GET', url: `${API}/mailboxes/${box.uuid}` })).json();
    expect(one.password).toBe('');
    expect(JSON.stringify(one)).not.toContain(user.pass);
    const [row] = await t.database.db.select().from(mailboxes).where(eq(mailboxes.uuid, box.uuid));
    expect(row.secret).toMatch(/^v1:/);
    expect(row.secret).not.toContain(user.pass);
    // an update without a password keeps it
    const upd = await t.call(admin, {
      method: 'PUT',
      url: `${API}/mailboxes/${box.uuid}`,
      payload: { folder: 'Autre' },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    const [after] = await t.database.db.select().from(mailboxes).where(eq(mailboxes.uuid, box.uuid));
    expect(after.secret).toBe(row.secret);
    await t.call(admin, { method: 'DELETE', url: `${API}/mailboxes/${box.uuid}` });
  });

  it('a mailed Factur-X becomes a recognised document of the branch its SIRET names, once, beside a refused attachment', async () => {
    const box = await createMailbox({ password: user.pass, destination: 'BUYER' });
    const before = (await branchDocs()).length;
    await appendMail(
      server(),
      'INBOX',
      rawMail({
        from: 'compta@fournisseur.fr',
        subject: 'Facture UC1_2023020',
        messageId: 'uc1-2023020@fournisseur.fr',
        files: [
          { name: 'broken.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7 not really a pdf') },
          { name: 'Facture_UC1_2023020.pdf', type: 'application/pdf', bytes: facturxNamingSiret() },
        ],
      }),
    );
    const first = await poll(box.uuid);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ imported: 1, refused: 1, messages: 1, error: '' });
    const docs = await branchDocs();
    expect(docs).toHaveLength(before + 1);
    const doc = docs.find((d) => d.filename === 'Facture_UC1_2023020.pdf')!;
    expect(doc).toMatchObject({ channel: 'mail', buyerUnrecognised: false });
    const recognised = await recognisedInBranch(doc.uuid);
    expect(recognised.id).toBe('UC1_2023020_AFF');
    expect(await folderState(server(), 'INBOX')).toMatchObject({ unseen: 0 });

    // polled again, and even the same message mailed again: no second document
    const again = await poll(box.uuid);
    expect(again.json()).toMatchObject({ imported: 0 });
    await appendMail(
      server(),
      'INBOX',
      rawMail({
        from: 'compta@fournisseur.fr',
        subject: 'Facture UC1_2023020',
        messageId: 'uc1-2023020@fournisseur.fr',
        files: [{ name: 'Facture_UC1_2023020.pdf', type: 'application/pdf', bytes: facturxNamingSiret() }],
      }),
    );
    expect((await poll(box.uuid)).json()).toMatchObject({ imported: 0, duplicates: 1 });
    expect(await branchDocs()).toHaveLength(before + 1);

    // the intake log says what arrived and what became of it
    const log = (
      await t.call(admin, {
        method: 'GET',
        url: `${API}/intakelog`,
        query: { filter: JSON.stringify({ channel: 'mail' }) },
      })
    ).json() as Array<{ filename: string; outcome: string; reason: string; source: string }>;
    expect(log.find((l) => l.filename === 'broken.pdf')).toMatchObject({
      outcome: 'refused',
      reason: expect.stringMatching(/PDF/),
    });
    expect(log.find((l) => l.filename === 'Facture_UC1_2023020.pdf')).toMatchObject({
      outcome: 'imported',
      source: expect.stringContaining('compta@fournisseur.fr'),
    });
    const row = (await t.call(admin, { method: 'GET', url: `${API}/mailboxes/${box.uuid}` })).json();
    expect(row).toMatchObject({ lasterror: '', lastpolledat: expect.any(String) });
    await t.call(admin, { method: 'DELETE', url: `${API}/mailboxes/${box.uuid}` });
  }, 120_000);

  it('moves imported messages to a folder when asked, and leaves the ones its filters exclude', async () => {
    const box = await createMailbox({
      password: user.pass,
      folder: 'Scans',
      afterimport: 'MOVE',
      movefolder: 'Importes',
      subjectfilter: 'facture',
    });
    await appendMail(server(), 'Importes');
    await appendMail(
      server(),
      'Scans',
      rawMail({ from: 'x@y.fr', subject: 'Newsletter', messageId: 'news@y.fr', files: [] }),
      rawMail({
        from: 'x@y.fr',
        subject: 'Votre facture',
        messageId: 'cii@y.fr',
        files: [
          { name: 'cii.xml', type: 'application/xml', bytes: readFileSync(UPLOADS.facturxXmlInvoice).subarray(0) },
        ],
      }),
    );
    const res = (await poll(box.uuid)).json();
    expect(res).toMatchObject({ error: '' });
    expect(await folderState(server(), 'Scans')).toMatchObject({ messages: 1 });
    expect(await folderState(server(), 'Importes')).toMatchObject({ messages: 1 });
  });

  it('deletes imported messages when asked, importing only the attachments its sender and name filters keep', async () => {
    const box = await createMailbox({
      password: user.pass,
      name: 'Purge',
      folder: 'Purge',
      afterimport: 'DELETE',
      fromfilter: '@fournisseur.test',
      attachmentfilter: '.xml',
    });
    // an invoice of its own (its number is new): the content hash of another test's copy would make it a duplicate
    const xml = Buffer.from(
      readSynthetic('ubl-invoice.xml')
        .toString('utf8')
        .replace(/<cbc:ID>[^<]*</, '<cbc:ID>PURGE-1<'),
    );
    await appendMail(
      server(),
      'Purge',
      rawMail({
        from: 'someone@elsewhere.test',
        subject: 'Facture',
        messageId: 'purge-stranger@elsewhere.test',
        files: [{ name: 'stranger.xml', type: 'application/xml', bytes: xml }],
      }),
      rawMail({
        from: 'compta@fournisseur.test',
        subject: 'Facture PURGE-1',
        messageId: 'purge-1@fournisseur.test',
        files: [
          { name: 'purge-1.xml', type: 'application/xml', bytes: xml },
          { name: 'purge-photo.png', type: 'image/png', bytes: readFileSync(UPLOADS.scan) },
        ],
      }),
    );
    expect((await poll(box.uuid)).json()).toMatchObject({ error: '' });
    // the supplier's message is gone from the server, the stranger's left as it was (unseen)
    expect(await folderState(server(), 'Purge')).toMatchObject({ messages: 1, unseen: 1 });
    const log = (
      await t.call(admin, {
        method: 'GET',
        url: `${API}/intakelog`,
        query: { filter: JSON.stringify({ channel: 'mail', q: 'purge' }) },
      })
    ).json() as Array<{ filename: string; outcome: string }>;
    expect(log.map((l) => [l.filename, l.outcome])).toEqual([['purge-1.xml', 'imported']]);
    // polled again: the deleted message is not read twice, the stranger's still left
    expect((await poll(box.uuid)).json()).toMatchObject({ error: '' });
    expect(await folderState(server(), 'Purge')).toMatchObject({ messages: 1, unseen: 1 });
  });

  it('drains a mailbox larger than one batch in one job: a poll that stopped at its batch is due again at once', async () => {
    const box = await createMailbox({ password: user.pass, name: 'Backlog', folder: 'Backlog' });
    await appendMail(
      server(),
      'Backlog',
      ...Array.from({ length: 5 }, (_, i) =>
        rawMail({ from: 'x@y.fr', subject: `Newsletter ${i}`, messageId: `backlog-${i}@y.fr`, files: [] }),
      ),
    );
    const batch = pollSettings.batch;
    pollSettings.batch = 2;
    try {
      const first = (await poll(box.uuid)).json();
      expect(first).toMatchObject({ messages: 2, error: '' });
      const [row] = await t.database.db.select().from(mailboxes).where(eq(mailboxes.uuid, box.uuid));
      expect(row.nextPollAt!.getTime()).toBeLessThanOrEqual(Date.now());
      const progress: number[] = [];
      const job = { payload: { mailboxId: box.uuid } } as unknown as Job;
      const drained = await mailboxPollHandler(t.app)(job, { progress: async (p) => void progress.push(p) });
      expect(drained).toMatchObject({ messages: 3, polls: 2, error: '' });
      expect(progress).toEqual([0]);
      expect(await folderState(server(), 'Backlog')).toMatchObject({ messages: 5, unseen: 0 });
      const [after] = await t.database.db.select().from(mailboxes).where(eq(mailboxes.uuid, box.uuid));
      // nothing left: the next poll after the interval
      expect(after.nextPollAt!.getTime()).toBeGreaterThan(Date.now() + 60_000);
    } finally {
      pollSettings.batch = batch;
    }
  });

  it('imports a UBL invoice and a scan mailed beside a 40 MB file, an encrypted PDF and a zip, which it refuses and shows', async () => {
    const box = await createMailbox({ password: user.pass, name: 'Mixed', folder: 'Mixed' });
    const big = Buffer.alloc(40 * 1024 * 1024, 7);
    big.write('%PDF-1.7\n');
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 1)]);
    await appendMail(
      server(),
      'Mixed',
      rawMail({
        from: 'scanner@fournisseur.fr',
        subject: 'Factures du mois',
        messageId: 'mixed@fournisseur.fr',
        files: [
          { name: 'enorme.pdf', type: 'application/pdf', bytes: big },
          { name: 'ubl-mixed.xml', type: 'application/xml', bytes: readSynthetic('ubl-invoice.xml') },
          { name: 'protege.pdf', type: 'application/pdf', bytes: readSynthetic('encrypted.pdf') },
          { name: 'factures.zip', type: 'application/zip', bytes: zip },
          { name: 'scan-mixed.png', type: 'image/png', bytes: readFileSync(UPLOADS.scan) },
        ],
      }),
    );
    const res = await poll(box.uuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2, refused: 3, messages: 1, error: '' });
    const names = (await t.database.db.select().from(documents).where(eq(documents.companyId, a.master.id))).map(
      (d) => d.filename,
    );
    expect(names).toEqual(expect.arrayContaining(['ubl-mixed.xml', 'scan-mixed.png']));
    expect(names).not.toContain('enorme.pdf');
    // each refusal in the intake log with the upload's reason and key
    const log = (
      await t.call(admin, {
        method: 'GET',
        url: `${API}/intakelog`,
        query: { filter: JSON.stringify({ channel: 'mail', outcome: 'refused' }) },
      })
    ).json() as Array<{ filename: string; reason: string; code: string; refusal: Record<string, unknown> | null }>;
    const reason = (name: string) => log.find((l) => l.filename === name)?.reason;
    expect(reason('enorme.pdf')).toMatch(/larger than 25 MB/);
    expect(reason('protege.pdf')).toMatch(/encrypted/);
    expect(reason('factures.zip')).toMatch(/only PDF/);
    // and as the API refused it, so each reader sees it in their language (the key and its figures, no text)
    const refusal = (name: string) => log.find((l) => l.filename === name)?.refusal;
    expect(refusal('enorme.pdf')).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      key: UPLOAD_ERROR.tooLarge,
      params: { max: 25 },
    });
    expect(refusal('protege.pdf')).toMatchObject({ code: 'UNREADABLE_FILE', key: UPLOAD_ERROR.encrypted });
    expect(refusal('factures.zip')).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', key: UPLOAD_ERROR.type });
    // and the mailbox's row says so, with the time
    const row = (await t.call(admin, { method: 'GET', url: `${API}/mailboxes/${box.uuid}` })).json();
    expect(row.lasterror).toMatch(/^3 attachments refused: enorme\.pdf: the file is larger than 25 MB/);
    // and as a key with its figures, so the list says it in the reader's language
    expect(row.lastrefusal).toEqual({
      key: 'error.mailbox.refused',
      params: { smart_count: 3, filename: 'enorme.pdf' },
      reason: { code: 'PAYLOAD_TOO_LARGE', key: UPLOAD_ERROR.tooLarge, params: { max: 25 } },
    });
    expect(row.lasterrorat).toEqual(expect.any(String));
    expect(await folderState(server(), 'Mixed')).toMatchObject({ messages: 1, unseen: 0 });
    // polled again: nothing more, nothing twice
    expect((await poll(box.uuid)).json()).toMatchObject({ imported: 0, refused: 0 });
  }, 120_000);

  it('a node that died in the middle of a mailbox (its lease left, nothing recorded nor marked) loses and doubles nothing', async () => {
    const box = await createMailbox({ password: user.pass, name: 'Restart', folder: 'Restart' });
    const ubl = readSynthetic('ubl-creditnote.xml');
    await appendMail(
      server(),
      'Restart',
      rawMail({
        from: 'x@y.fr',
        subject: 'Avoir',
        messageId: 'restart@y.fr',
        files: [
          { name: 'avoir-restart.xml', type: 'application/xml', bytes: ubl },
          { name: 'scan-restart.png', type: 'image/png', bytes: readFileSync(UPLOADS.otherScan) },
        ],
      }),
    );
    expect((await poll(box.uuid)).json()).toMatchObject({ imported: 2, error: '' });
    const count = async () =>
      (await t.database.db.select().from(documents).where(eq(documents.companyId, a.master.id))).filter(
        (d) => d.filename.endsWith('-restart.xml') || d.filename.endsWith('-restart.png'),
      ).length;
    expect(await count()).toBe(2);
    // the node died after importing: the message neither recorded nor marked seen, its lease still held
    await t.database.db.delete(mailboxMessages).where(eq(mailboxMessages.mailboxId, box.uuid));
    await markAllUnseen(server(), 'Restart');
    await t.database.db
      .update(mailboxes)
      .set({ leaseHolder: 'a-dead-node', leaseUntil: new Date(Date.now() - 60_000) })
      .where(eq(mailboxes.uuid, box.uuid));
    // another node takes the stale lease and reads it again: each attachment already there, none twice
    const again = (await poll(box.uuid)).json();
    expect(again).toMatchObject({ imported: 0, duplicates: 2, refused: 0, messages: 1, error: '' });
    expect(await count()).toBe(2);
    expect(await folderState(server(), 'Restart')).toMatchObject({ messages: 1, unseen: 0 });
    // a live lease of another node is respected: 409
    await t.database.db
      .update(mailboxes)
      .set({ leaseHolder: 'a-live-node', leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(mailboxes.uuid, box.uuid));
    expect((await poll(box.uuid)).statusCode).toBe(409);
  }, 120_000);

  it('a mailbox with a wrong password shows its error and time on its row, without holding the others', async () => {
    const bad = await createMailbox({ password: 'wrong', name: 'Bad' });
    const unreachable = await createMailbox({ password: 'x', name: 'Gone', port: 1 });
    const res = await poll(bad.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json().error).toMatch(/auth/i);
    expect((await poll(unreachable.uuid)).json().error).not.toBe('');
    const row = (await t.call(admin, { method: 'GET', url: `${API}/mailboxes/${bad.uuid}` })).json();
    expect(row.lasterror).toMatch(/auth/i);
    expect(row.lasterrorat).toEqual(expect.any(String));
    const good = await createMailbox({ password: user.pass, name: 'Good', folder: 'Empty' });
    await appendMail(server(), 'Empty');
    expect((await poll(good.uuid)).json()).toMatchObject({ error: '' });
  });

  it('answers 404 for another account’s mailbox and refuses another account’s branch', async () => {
    const box = await createMailbox({ password: user.pass, name: 'Private' });
    for (const [method, url] of [
      ['GET', `${API}/mailboxes/${box.uuid}`],
      ['PUT', `${API}/mailboxes/${box.uuid}`],
      ['DELETE', `${API}/mailboxes/${box.uuid}`],
      ['POST', `${API}/mailboxes/${box.uuid}/poll`],
    ] as const) {
      const res = await t.call(other, { method, url, ...(method === 'PUT' ? { payload: { name: 'x' } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const foreign = await createAccount(t.database.db);
    const res = await t.call(admin, {
      method: 'POST',
      url: `${API}/mailboxes`,
      payload: { name: 'x', host: '127.0.0.1', username: 'u', password: 'p', branchuuid: foreign.branches[0].id },
    });
    expect(res.statusCode).toBe(404);
    // a mailbox without TLS may only be on this machine
    const far = await createMailbox({ password: 'p', name: 'Far', host: 'imap.example.com' });
    expect((await poll(far.uuid)).json().error).toMatch(/loopback/);
  });
});
