import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { einvoiceFixture } from '../../../test/einvoices';
import { createAccount, type TestAccount } from '../../../test/factories';
import { multipart } from '../../../test/multipart';

const API = '/paperdesk/api';
const ubl = einvoiceFixture('ubl-invoice.xml');
const cii = einvoiceFixture('cii-invoice.xml');
let t: TestContext;
let a: TestAccount;
let admin: string;
let other: string;

beforeAll(async () => {
  t = await createTestContext({ API_KEY_RATE_PER_MINUTE: '6' });
  a = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
  other = await t.token({ sub: (await createAccount(t.database.db)).admin.id, roles: [] });
});
afterAll(() => t?.close());

async function newKey(payload: Record<string, unknown>, token = admin) {
  const res = await t.call(token, { method: 'POST', url: `${API}/apikeys`, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { uuid: string; secret: string; prefix: string };
}
/** Imports one file with a key (or none), as `curl -H "X-API-Key: …" -F file=@…` would. */
function importWith(key: string | undefined, bytes: Buffer, name: string, url = '/documents/importdocument') {
  const body = multipart({ recognition: 'false' }, [{ name, bytes, type: 'application/xml' }]);
  return t.call(undefined, {
    method: 'POST',
    url: `${API}${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...(key ? { 'x-api-key': key } : {}) },
  });
}
const getWith = (key: string, id: string, accept?: string) =>
  t.call(undefined, {
    method: 'GET',
    url: `${API}/documents/${id}`,
    headers: { 'x-api-key': key, ...(accept ? { accept } : {}) },
  });

describe('API keys', () => {
  it('shows the secret once, stores only its hash, and lists the key with its prefix', async () => {
    const key = await newKey({ name: 'Scanner', scope: 'IMPORT' });
    expect(key.secret).toMatch(/^pdk_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const list = await t.call(admin, { method: 'GET', url: `${API}/apikeys` });
    expect(list.body).not.toContain(key.secret);
    expect(list.body).not.toMatch(/secret/i);
    const one = (await t.call(admin, { method: 'GET', url: `${API}/apikeys/${key.uuid}` })).json();
    expect(one).toMatchObject({ name: 'Scanner', scope: 'IMPORT', revoked: false, lastusedat: null });
    expect(one).not.toHaveProperty('secret');
  });

  it('imports with the key (201, channel api), records its last use, and reads back only with import+read', async () => {
    const key = await newKey({ name: 'Script', scope: 'IMPORT' });
    const res = await importWith(key.secret, ubl, 'ubl-invoice.xml');
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ channel: 'api', companyuuid: a.master.id });
    const after = (await t.call(admin, { method: 'GET', url: `${API}/apikeys/${key.uuid}` })).json();
    expect(after.lastusedat).toEqual(expect.any(String));
    // import only: reading is out of its scope
    expect((await getWith(key.secret, doc.uuid, 'application/json')).statusCode).toBe(401);

    const reader = await newKey({ name: 'Connector', scope: 'IMPORT_READ' });
    const json = await getWith(reader.secret, doc.uuid, 'application/json');
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toMatchObject({ uuid: doc.uuid, channel: 'api' });
    const file = await getWith(reader.secret, doc.uuid);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/xml|pdf/);
  });

  it('imports a batch with the key: each file stored, already stored or refused on its own, and logged as api', async () => {
    const key = await newKey({ name: 'Batch scanner', scope: 'IMPORT' });
    const bytes = Buffer.from(ubl.toString('utf8').replace(/<cbc:ID>[^<]*</, '<cbc:ID>BATCH-KEY-1<'));
    const body = multipart({ recognition: 'false' }, [
      { field: 'files', name: 'batch-1.xml', bytes, type: 'application/xml' },
      { field: 'files', name: 'batch-again.xml', bytes, type: 'application/xml' },
      { field: 'files', name: 'batch-notes.txt', bytes: Buffer.from('not an invoice'), type: 'text/plain' },
    ]);
    const res = await t.call(undefined, {
      method: 'POST',
      url: `${API}/documents/importdocuments`,
      payload: body.payload,
      headers: { ...body.headers, 'x-api-key': key.secret },
    });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json() as Array<{ filename: string; ok: boolean; status: number; document?: { uuid: string } }>;
    expect(results.map((r) => [r.filename, r.ok, r.status])).toEqual([
      ['batch-1.xml', true, 201],
      ['batch-again.xml', true, 200],
      ['batch-notes.txt', false, 415],
    ]);
    expect(results[1].document?.uuid).toBe(results[0].document?.uuid);
    const log = (
      await t.call(admin, {
        method: 'GET',
        url: `${API}/intakelog`,
        query: { filter: JSON.stringify({ channel: 'api', q: 'batch-' }), sort: JSON.stringify(['createdAt', 'ASC']) },
      })
    ).json() as Array<{ filename: string; outcome: string; source: string }>;
    expect(log.map((l) => [l.filename, l.outcome, l.source]).sort()).toEqual([
      ['batch-1.xml', 'imported', 'Batch scanner'],
      ['batch-again.xml', 'duplicate', 'Batch scanner'],
      ['batch-notes.txt', 'refused', 'Batch scanner'],
    ]);
  });

  it('answers the same 401 to a wrong, a revoked or an out-of-scope key, and to a key on another call', async () => {
    const key = await newKey({ name: 'Revoked soon', scope: 'IMPORT_READ' });
    const wrong = await importWith(`pdk_${'x'.repeat(43)}`, ubl, 'a.xml');
    const garbage = await importWith('not a key', ubl, 'a.xml');
    expect(wrong.statusCode).toBe(401);
    expect(garbage.statusCode).toBe(401);
    // another call than import/read
    const list = await t.call(undefined, {
      method: 'GET',
      url: `${API}/documents`,
      headers: { 'x-api-key': key.secret },
    });
    expect(list.statusCode).toBe(401);
    const revoke = await t.call(admin, {
      method: 'PUT',
      url: `${API}/apikeys/${key.uuid}`,
      payload: { revoked: true },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const revoked = await importWith(key.secret, ubl, 'a.xml');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe(wrong.json().message);
    expect(list.json().message).toBe(wrong.json().message);
    // revoking is for good
    const back = await t.call(admin, { method: 'PUT', url: `${API}/apikeys/${key.uuid}`, payload: { revoked: false } });
    expect(back.statusCode).toBe(409);
  });

  it('puts what a branch key imports in its branch and never reads another company’s document', async () => {
    const key = await newKey({ name: 'Lyon scanner', scope: 'IMPORT_READ', branchuuid: a.branches[0].id });
    const res = await importWith(key.secret, cii, 'cii-invoice.xml');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().companyuuid).toBe(a.branches[0].id);
    const master = await newKey({ name: 'Master reader', scope: 'IMPORT_READ' });
    // the master's key does not see the branch's document either: one company per key
    expect((await getWith(master.secret, res.json().uuid, 'application/json')).statusCode).toBe(404);
  });

  it('refuses a branch of another account, and answers 404 for another account’s key', async () => {
    const foreign = await createAccount(t.database.db);
    const bad = await t.call(admin, {
      method: 'POST',
      url: `${API}/apikeys`,
      payload: { name: 'x', branchuuid: foreign.branches[0].id },
    });
    expect(bad.statusCode).toBe(404);
    const mine = await newKey({ name: 'Mine' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.call(other, {
        method,
        url: `${API}/apikeys/${mine.uuid}`,
        ...(method === 'PUT' ? { payload: { revoked: true } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await t.call(other, { method: 'GET', url: `${API}/apikeys` })).body).not.toContain(mine.uuid);
  });

  it('rate-limits each key per minute with a counter in the database', async () => {
    const key = await newKey({ name: 'Busy' });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await importWith(key.secret, Buffer.from(`nope ${i}`), 'x.txt')).statusCode);
    expect(statuses.slice(0, 6).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
    // another key is not held back
    const calm = await newKey({ name: 'Calm' });
    expect((await importWith(calm.secret, Buffer.from('nope'), 'x.txt')).statusCode).not.toBe(429);
  });

  it('refuses keys of an account whose offer lacks the API functionality', async () => {
    const small = await createAccount(t.database.db, { offer: 'Essentiel' });
    const token = await t.token({ sub: small.admin.id, roles: [] });
    // the offer does not hold API: no key can even be made
    const res = await t.call(token, { method: 'POST', url: `${API}/apikeys`, payload: { name: 'x' } });
    expect(res.statusCode).toBe(403);
  });
});
