import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/factories';
import { createMailingContext, type MailingContext } from '../../../test/mailing';
import { importScan } from '../../../test/scans';
import { importFile } from '../../../test/multipart';
import shownInEnglish from '../../../../src/pages/exports/exports.messages.en';

const API = '/paperdesk/api';
let t: MailingContext;
let inbox: string[];
let token: string;
let ids: string[] = [];

/** The entries of a zip, by name, read from its central directory (stored or deflated). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const [nameLen, extraLen, commentLen] = [28, 30, 32].map((o) => zip.readUInt16LE(at + o));
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLen).toString();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    out.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

beforeAll(async () => {
  // A real SMTP peer on loopback.
  t = await createMailingContext();
  inbox = t.smtp.inbox;
  t.app.jobs.start();
  const acc = await createAccount(t.database.db);
  token = await t.token({ sub: acc.admin.id, roles: [] });
  for (let i = 0; i < 32; i++) ids.push(await importScan(t, token, i));
}, 120_000);
afterAll(async () => {
  await t?.close();
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

  it('zips an e-invoice received as XML only with the PDF of its rendition beside it', async () => {
    const xml = await readFile(path.resolve(__dirname, '../../../test/fixtures/einvoices/ubl-invoice.xml'));
    const imported = await importFile(t, token, { recognition: 'false' }, { name: 'nordlicht.xml', bytes: xml });
    const res = await t.call(token, {
      method: 'PUT',
      url: `${API}/documents/download/multiple?lang=de`,
      payload: [imported, ids[0]],
    });
    expect(res.statusCode).toBe(200);
    // named in the language asked for
    expect(res.headers['content-disposition']).toMatch(/filename="dokumente-\d{4}-\d{2}-\d{2}\.zip"/);
    const entries = unzip(res.rawPayload);
    const names = [...entries.keys()];
    expect(names).toHaveLength(3);
    const xmlName = names.find((n) => n.endsWith('.xml'))!;
    expect(entries.get(xmlName)!.equals(xml)).toBe(true);
    const pdf = entries.get(xmlName.replace(/\.xml$/, '.pdf'));
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    // the scan beside it stays alone: only e-invoice XML gets a rendition
    expect(names.filter((n) => n.endsWith('.png'))).toHaveLength(1);
  });

  it('turns more than 30 into a background export, mailed as a signed, short-lived link', async () => {
    const res = await t.call(token, { method: 'PUT', url: `${API}/documents/download/multiple`, payload: ids });
    expect(res.statusCode).toBe(202);
    // the spec's words (§8), which the app shows too
    expect(res.json().message).toBe("Export started. You will receive an email once it's completed.");
    expect(res.json().message).toBe(shownInEnglish.exports.zipStarted);
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

  it('mails the link in the language the download was asked in, saying how many documents it holds', async () => {
    const before = inbox.length;
    const res = await t.call(token, {
      method: 'PUT',
      url: `${API}/documents/download/multiple`,
      payload: ids,
      headers: { 'accept-language': 'de-DE' },
    });
    expect(res.statusCode).toBe(202);
    for (let i = 0; i < 100 && inbox.length === before; i++) await new Promise((r) => setTimeout(r, 100));
    const mail = inbox[before].replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(mail).toContain('dokumente-');
    expect(mail).toContain('32 Dokumente');
    expect(mail).not.toContain('Your export');
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
