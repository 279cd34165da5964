import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount } from '../../../test/factories';
import { importScan } from '../../../test/scans';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp';
import { createMailer } from '../mail/mailer';

const API = '/paperdesk/api';
let t: TestContext;
let smtp: SmtpPeer;
let inbox: string[];
let token: string;
let ids: string[] = [];

beforeAll(async () => {
  // A real SMTP peer on loopback.
  smtp = await startSmtpPeer();
  inbox = smtp.inbox;
  t = await createTestContext({}, { mailer: createMailer(smtp.url) });
  t.app.jobs.start();
  const acc = await createAccount(t.database.db);
  token = await t.token({ sub: acc.admin.id, roles: [] });
  for (let i = 0; i < 32; i++) ids.push(await importScan(t, token, i));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('downloads', () => {
  it('zips a few documents at once', async () => {
    const res = await t.call(token, {
      method: 'PUT',
      url: `${API}/documents/download/multiple`,
      payload: ids.slice(0, 3),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('turns more than 30 into a background export, mailed as a signed, short-lived link', async () => {
    const res = await t.call(token, { method: 'PUT', url: `${API}/documents/download/multiple`, payload: ids });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe("Export started. You will receive an email once it's completed.");
    for (let i = 0; i < 100 && !inbox.length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(inbox).toHaveLength(1);
    const mail = inbox[0].replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /http:\/\/paperdesk\.test(\/paperdesk\/exports\/[^\s]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    const zip = await t.app.inject({ method: 'GET', url: link! });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // change the signature's first character (to one it is not)
    const tampered = await t.app.inject({
      method: 'GET',
      url: link!.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
    });
    expect(tampered.statusCode).toBe(403);
    const listed = await t.call(token, { method: 'GET', url: `${API}/documents/exports` });
    expect(listed.json()).toEqual([expect.objectContaining({ status: 'done', documentCount: 32 })]);
  });

  it("refuses a list naming another company's document", async () => {
    const other = await createAccount(t.database.db);
    const res = await t.call(await t.token({ sub: other.admin.id }), {
      method: 'PUT',
      url: `${API}/documents/download/multiple`,
      payload: ids.slice(0, 2),
    });
    expect(res.statusCode).toBe(404);
  });
});
