/** Labels and payment types delete when nothing uses them, and refuse (409, a translated reason) when something does. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, payments } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let admin: string;
let other: string;

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
  other = await t.token({ sub: (await createAccount(t.database.db)).admin.id, roles: [] });
});
afterAll(() => t?.close());

const create = async (url: string, payload: object) => {
  const res = await t.call(admin, { method: 'POST', url: `${API}${url}`, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uuid as string;
};
const remove = (url: string, id: string, token = admin) =>
  t.call(token, { method: 'DELETE', url: `${API}${url}/${id}` });
const listed = async (url: string) =>
  (await t.call(admin, { method: 'GET', url: `${API}${url}` })).json().map((r: { uuid: string }) => r.uuid);
const aDocument = (fields: Partial<typeof documents.$inferInsert>) =>
  t.database.db.insert(documents).values({ companyId: a.master.id, accountId: a.master.id, ...fields });

describe.each(['/labels', '/documentlabels', '/paymenttypes'])('DELETE %s/{id}', (url) => {
  it('deletes an unused row; another account, or the row again, answers 404', async () => {
    const id = await create(url, { name: `Inutile ${url}` });
    expect((await remove(url, id, other)).statusCode).toBe(404);
    const res = await remove(url, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await listed(url)).not.toContain(id);
    expect((await remove(url, id)).statusCode).toBe(404);
  });
});

it('keeps a source label that document sources carry, naming them', async () => {
  const label = await create('/labels', { name: 'Stratégique' });
  await create('/suppliers', { name: 'ACME', labels: [label] });
  await create('/suppliers', { name: 'BETA', labels: [label] });
  const res = await remove('/labels', label);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({
    code: 'IN_USE',
    key: 'error.inuse.label_sources',
    params: { smart_count: 2, names: 'ACME, BETA' },
  });
  expect(await listed('/labels')).toContain(label);
});

it('keeps a document label that documents carry', async () => {
  const label = await create('/documentlabels', { name: 'À revoir' });
  await aDocument({ labeluuid: label });
  const res = await remove('/documentlabels', label);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ key: 'error.inuse.label_documents', params: { smart_count: 1 } });
});

it('keeps a payment type of a document source, a payment or a document', async () => {
  const bySource = await create('/paymenttypes', { name: 'Prélèvement' });
  await create('/suppliers', { name: 'EDF', paymenttypeuuid: bySource });
  expect((await remove('/paymenttypes', bySource)).json()).toMatchObject({
    key: 'error.inuse.paymenttype_sources',
    params: { smart_count: 1, names: 'EDF' },
  });

  const byPayment = await create('/paymenttypes', { name: 'Chèque' });
  await t.database.db.insert(payments).values({
    companyId: a.master.id,
    accountId: a.master.id,
    paymenttype: byPayment,
    paymentdate: '2026-10-01',
  });
  const paid = await remove('/paymenttypes', byPayment);
  expect(paid.statusCode).toBe(409);
  expect(paid.json()).toMatchObject({ key: 'error.inuse.paymenttype_payments', params: { smart_count: 1 } });

  const byDocument = await create('/paymenttypes', { name: 'Espèces' });
  await aDocument({ paymenttype: byDocument });
  await aDocument({ paymenttype: byDocument });
  expect((await remove('/paymenttypes', byDocument)).json()).toMatchObject({
    key: 'error.inuse.paymenttype_documents',
    params: { smart_count: 2 },
  });
  expect(await listed('/paymenttypes')).toEqual(expect.arrayContaining([bySource, byPayment, byDocument]));
});

it('names at most five users and counts the rest', async () => {
  const label = await create('/labels', { name: 'Partout' });
  for (const name of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7']) await create('/suppliers', { name, labels: [label] });
  expect((await remove('/labels', label)).json().params).toEqual({ smart_count: 7, names: 'A1, A2, A3, A4, A5, …' });
});
