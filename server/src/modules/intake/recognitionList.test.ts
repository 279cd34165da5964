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

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
});
afterAll(() => t?.close());

const upload = (recognition: 'true' | 'false', name: string, bytes: Buffer) => {
  const body = multipart({ recognition }, [{ name, bytes, type: 'application/xml' }]);
  return t.call(admin, {
    method: 'POST',
    url: `${API}/documents/importdocument`,
    payload: body.payload,
    headers: body.headers,
  });
};

describe('GET /documents/recognition', () => {
  it('lists an upload queued for recognition with its job, as its declared answer says (time as ISO text)', async () => {
    const up = await upload('true', 'inv.xml', ubl);
    expect(up.statusCode, up.body).toBe(201);
    const doc = up.json() as { uuid: string };
    const res = await t.call(admin, { method: 'GET', url: `${API}/documents/recognition` });
    expect(res.statusCode, res.body).toBe(200);
    const line = (res.json() as Array<Record<string, unknown>>).find((j) => j.uuid === doc.uuid);
    expect(line).toMatchObject({ filename: 'inv.xml', jobStatus: expect.stringMatching(/^(queued|running|done)$/) });
    expect(new Date(line!.updatedAt as string).toISOString()).toBe(line!.updatedAt);
    expect(Object.keys(line!).sort()).toEqual(
      ['error', 'filename', 'jobStatus', 'progress', 'status', 'updatedAt', 'uuid'].sort(),
    );
  });

  it('recognises a saved document again and answers the document, as its declared answer says', async () => {
    const up = await upload('false', 'again.xml', cii);
    expect(up.statusCode, up.body).toBe(201);
    const doc = up.json() as { uuid: string };
    const res = await t.call(admin, { method: 'GET', url: `${API}/documents/recognition/${doc.uuid}?wait=0` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ uuid: doc.uuid, filename: 'again.xml' });
  });
});
