import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { multipart } from '../../../test/multipart';

const API = '/paperdesk/api';
const ubl = readFileSync(path.resolve(__dirname, '../../../test/fixtures/einvoices/ubl-invoice.xml'));
let t: TestContext;
let a: TestAccount;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
});
afterAll(() => t?.close());

describe('GET /documents/recognition', () => {
  it('lists an upload queued for recognition with its job, as its declared answer says (time as ISO text)', async () => {
    const body = multipart({ recognition: 'true' }, [{ name: 'inv.xml', bytes: ubl, type: 'application/xml' }]);
    const up = await t.call(admin, {
      method: 'POST',
      url: `${API}/documents/importdocument`,
      payload: body.payload,
      headers: body.headers,
    });
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
});
