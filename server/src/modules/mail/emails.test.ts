import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/app';
import { createAccount, createTwoAccounts } from '../../../test/factories';
import { createMailingContext, type MailingContext } from '../../../test/mailing';
import { importScan } from '../../../test/scans';
import type { SmtpPeer } from '../../../test/smtp';

const API = '/paperdesk/api';
let t: MailingContext;
let smtp: SmtpPeer;
let admin: string, clerk: string, other: string;
let docs: string[];
let foreignDoc: string;

const importPng = (token: string, i: number) => importScan(t, token, i);

const sendDocs = (token: string, payload: object) =>
  t.call(token, { method: 'PUT', url: `${API}/documents/sendemail`, payload });
const log = async (token = admin, query = '') => t.call(token, { method: 'GET', url: `${API}/emails${query}` });

beforeAll(async () => {
  t = await createMailingContext();
  smtp = t.smtp;
  ({ admin, clerk, other } = await createTwoAccounts(t));
  docs = [await importPng(admin, 1), await importPng(admin, 2)];
  foreignDoc = await importPng(other, 3);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('sending documents by e-mail (PUT /documents/sendemail)', () => {
  it('sends the files and a summary, answers an empty string, logs it and remembers the recipients', async () => {
    const res = await sendDocs(admin, {
      documents: docs,
      emailAddresses: ['Compta@Client.fr', 'compta@client.fr', 'boss@client.fr'],
      emailSubject: 'Vos factures',
      mailContent: 'Bonjour,\nvoici vos factures.',
      includeAttachements: true,
      includeSummary: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('');
    await smtp.waitFor(1);
    const raw = smtp.inbox.at(-1)!;
    expect(raw).toMatch(/^To: compta@client\.fr, boss@client\.fr/m);
    expect(raw).toContain('Subject: Vos factures');
    expect(raw.match(/Content-Disposition: attachment/g)).toHaveLength(2);
    expect(raw).toContain('<table');
    const list = await log();
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0]).toMatchObject({
      subject: 'Vos factures',
      status: 'SENT',
      attachmentCount: 2,
      documentCount: 2,
      recipients: ['compta@client.fr', 'boss@client.fr'],
      sender: 'Ada Admin',
    });
    const detail = (await t.call(admin, { method: 'GET', url: `${API}/emails/${list.json()[0].uuid}` })).json();
    expect(detail.events.map((e: { name: string }) => e.name)).toEqual(['CREATED', 'SENT']);
    expect(detail.documents.sort()).toEqual([...docs].sort());
    const loaded = (await t.call(admin, { method: 'PUT', url: `${API}/documents/uuids`, payload: docs })).json();
    for (const d of loaded) expect(d.recipients.sort()).toEqual(['boss@client.fr', 'compta@client.fr']);
  });

  it('sends without attachments when asked', async () => {
    const before = smtp.inbox.length;
    const res = await sendDocs(admin, {
      documents: [docs[0]],
      emailAddresses: ['x@client.fr'],
      emailSubject: 'Sans pièce jointe',
      includeAttachements: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    await smtp.waitFor(before + 1);
    expect(smtp.inbox.at(-1)).not.toContain('Content-Disposition: attachment');
  });

  it.each([
    [{ emailAddresses: ['not-an-address'] }, 'emailAddresses'],
    [{ emailAddresses: [] }, 'emailAddresses'],
    [{ emailSubject: '  ' }, 'emailSubject'],
    [{ documents: [] }, 'documents'],
    [{ documents: ['nope'] }, 'documents'],
  ])('refuses %j naming the field, sending and logging nothing', async (patch, field) => {
    const [sent, logged] = [smtp.inbox.length, (await log()).headers['x-total-count']];
    const res = await sendDocs(admin, { documents: docs, emailAddresses: ['a@b.fr'], emailSubject: 'S', ...patch });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).join()).toContain(field);
    expect(smtp.inbox.length).toBe(sent);
    expect((await log()).headers['x-total-count']).toBe(logged);
  });

  it("answers 404 for another company's document and sends nothing", async () => {
    const sent = smtp.inbox.length;
    const res = await sendDocs(admin, {
      documents: [docs[0], foreignDoc],
      emailAddresses: ['a@b.fr'],
      emailSubject: 'S',
    });
    expect(res.statusCode).toBe(404);
    expect(smtp.inbox.length).toBe(sent);
  });

  it('needs the Send email documents permission', async () => {
    const res = await sendDocs(clerk, { documents: [docs[0]], emailAddresses: ['a@b.fr'], emailSubject: 'S' });
    expect(res.statusCode).toBe(403);
  });

  it('logs a refusal by the mail server as FAILED and says why (502)', async () => {
    smtp.refuseWith = 'Mailbox unavailable';
    try {
      const res = await t.call(admin, {
        method: 'POST',
        url: `${API}/emails/send`,
        payload: { emailAddresses: ['gone@client.fr'], emailSubject: 'Refused', mailContent: 'x' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain('Mailbox unavailable');
      const entry = (await log()).json().find((e: { subject: string }) => e.subject === 'Refused');
      expect(entry.status).toBe('FAILED');
      const detail = (await t.call(admin, { method: 'GET', url: `${API}/emails/${entry.uuid}` })).json();
      expect(detail.events.at(-1)).toMatchObject({ name: 'FAILED' });
      expect(detail.events.at(-1).detail).toContain('Mailbox unavailable');
    } finally {
      smtp.refuseWith = undefined;
    }
  });
});

describe('free e-mails and the sent-mail log', () => {
  it('sends an HTML e-mail with a plain-text part', async () => {
    const before = smtp.inbox.length;
    const res = await t.call(admin, {
      method: 'POST',
      url: `${API}/emails/send`,
      payload: {
        emailAddresses: ['team@client.fr'],
        emailSubject: 'Réunion',
        mailContent: '<p>Bonjour <b>équipe</b></p>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('');
    await smtp.waitFor(before + 1);
    const raw = smtp.inbox.at(-1)!;
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
  });

  it('pages the log newest first, and keeps it to the company', async () => {
    const all = await log(admin, '?page=0&size=2');
    const total = Number(all.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(all.json()).toHaveLength(2);
    expect(all.json()[0].subject).toBe('Réunion');
    const last = await log(admin, `?page=${Math.ceil(total / 2) - 1}&size=2`);
    expect(last.json().length).toBeGreaterThan(0);
    expect((await log(admin, '?size=0')).statusCode).toBe(400);
    expect((await log(other)).json()).toEqual([]);
    const id = all.json()[0].uuid;
    expect((await t.call(other, { method: 'GET', url: `${API}/emails/${id}` })).statusCode).toBe(404);
    expect((await t.call(admin, { method: 'GET', url: `${API}/emails/not-a-uuid` })).statusCode).toBe(404);
  });

  it('lists the e-mails that carried a document', async () => {
    const res = await t.call(admin, {
      method: 'GET',
      url: `${API}/emails/document?documentId=${docs[1]}&page=0&size=10`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { subject: string }) => e.subject)).toEqual(['Vos factures']);
    const foreign = await t.call(admin, { method: 'GET', url: `${API}/emails/document?documentId=${foreignDoc}` });
    expect(foreign.statusCode).toBe(404);
    // seeing the document is not enough to read who it was e-mailed to
    expect(
      (await t.call(clerk, { method: 'GET', url: `${API}/emails/document?documentId=${docs[1]}` })).statusCode,
    ).toBe(403);
  });
});

describe('without a mail server', () => {
  it('says e-mail is not set up (503) and logs nothing', async () => {
    const bare = await createTestContext();
    try {
      const acc = await createAccount(bare.database.db);
      const token = await bare.token({ sub: acc.admin.id, roles: [] });
      const res = await bare.call(token, {
        method: 'POST',
        url: `${API}/emails/send`,
        payload: { emailAddresses: ['a@b.fr'], emailSubject: 'S' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toContain('SMTP_URL');
      expect((await bare.call(token, { method: 'GET', url: `${API}/emails` })).json()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
