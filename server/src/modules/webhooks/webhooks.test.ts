import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhooks } from '../../../db/schema';
import type { TestContext } from '../../../test/app';
import { importEInvoice, startDeliveries } from '../../../test/deliveries';
import { createAccount, type TestAccount } from '../../../test/factories';
import type { InvoiceSetup } from '../../../test/invoiceSetup';
import type { startReceiver } from '../../../test/platformReceiver';
import { verifySignature } from '../lifecycle/signature';
import { queueWebhookEvent } from '../lifecycle/webhookEvents';

const API = '/paperdesk/api';
const SECRET = 'webhook-secret-0123456789';

let t: TestContext;
let acc: TestAccount;
let admin: string;
let setup: InvoiceSetup;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

const createHook = (payload: Record<string, unknown>, token = admin) =>
  t.call(token, { method: 'POST', url: `${API}/webhooks`, payload });
const deliveries = async (id: string, token = admin) =>
  (await t.call(token, { method: 'GET', url: `${API}/webhooks/${id}/deliveries` })).json();

const eInvoice = (number: string) => importEInvoice(t, admin, setup, number);

beforeAll(async () => {
  ({ t, acc, admin, setup, receiver } = await startDeliveries());
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('webhooks', () => {
  it('keeps the secret write-only, refuses plain HTTP off loopback and a short or missing secret', async () => {
    const created = await createHook({ name: 'ERP', url: receiver.url('/erp'), secret: SECRET });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      secret: '',
      active: true,
      events: expect.arrayContaining(['document.paid']),
    });
    expect(created.body).not.toContain(SECRET);
    const listed = await t.call(admin, { method: 'GET', url: `${API}/webhooks` });
    expect(listed.body).not.toContain(SECRET);

    const insecure = await createHook({ name: 'X', url: 'http://hooks.example.com/', secret: SECRET });
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json().fields).toMatchObject({ url: 'error.endpoint.https' });
    expect(
      (await createHook({ name: 'X', url: 'https://hooks.example.com/', secret: 'short' })).json().fields,
    ).toMatchObject({ secret: 'error.endpoint.secret' });
    expect((await createHook({ name: 'X', url: 'https://hooks.example.com/' })).json().fields).toMatchObject({
      secret: 'error.required',
    });
    // an update without a secret keeps the stored one
    const id = created.json().uuid as string;
    const updated = await t.call(admin, { method: 'PUT', url: `${API}/webhooks/${id}`, payload: { name: 'ERP 2' } });
    expect(updated.statusCode, updated.body).toBe(200);
    const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.uuid, id));
    expect(row.secret).toBe(SECRET);
    await t.call(admin, { method: 'DELETE', url: `${API}/webhooks/${id}` });
  });

  it('tells the endpoint that a document was imported and recognised, signed, and logs each delivery', async () => {
    const hook = (
      await createHook({
        name: 'Imports',
        url: receiver.url('/imports'),
        secret: SECRET,
        events: ['document.imported', 'document.recognised'],
      })
    ).json();
    const id = await eInvoice('WH-IMPORT');
    const calls = await receiver.waitFor((r) => r.path === '/imports', 2);
    for (const call of calls)
      expect(verifySignature(SECRET, call.body, call.headers['x-paperdesk-signature'] as string)).toBe(true);
    const bodies = calls.map((c) => JSON.parse(c.body));
    expect(bodies.map((b) => b.event).sort()).toEqual(['document.imported', 'document.recognised']);
    expect(bodies.find((b) => b.event === 'document.imported')).toMatchObject({
      data: { document: id, channel: 'upload', company: acc.master.id },
    });
    expect(calls[0].headers['x-paperdesk-event']).toBeTruthy();
    await expect
      .poll(async () => (await deliveries(hook.uuid)).map((d: { state: string }) => d.state))
      .toEqual(['delivered', 'delivered']);
    const [log] = await deliveries(hook.uuid);
    expect(log).toMatchObject({ attempts: 1, laststatus: 200, lasterror: '' });
    await t.call(admin, { method: 'DELETE', url: `${API}/webhooks/${hook.uuid}` });
  });

  it('retries an endpoint that was down until it answers, and delivers each event once', async () => {
    const hook = (
      await createHook({ name: 'Down', url: receiver.url('/down'), secret: SECRET, events: ['document.imported'] })
    ).json();
    receiver.answer(503);
    await eInvoice('WH-DOWN-1');
    await eInvoice('WH-DOWN-2');
    await expect
      .poll(async () => (await deliveries(hook.uuid)).every((d: { attempts: number }) => d.attempts >= 2), {
        timeout: 15_000,
      })
      .toBe(true);
    const [failing] = await deliveries(hook.uuid);
    expect(failing).toMatchObject({ state: 'pending', laststatus: 503, lasterror: 'HTTP 503' });
    receiver.answer(200);
    await expect
      .poll(async () => (await deliveries(hook.uuid)).map((d: { state: string }) => d.state), { timeout: 20_000 })
      .toEqual(['delivered', 'delivered']);
    const got = receiver.received.filter((r) => r.path === '/down');
    expect(got).toHaveLength(2);
    expect(new Set(got.map((r) => r.headers['idempotency-key'])).size).toBe(2);
    await t.call(admin, { method: 'DELETE', url: `${API}/webhooks/${hook.uuid}` });
  });

  it('sends a test event on demand and tries a given-up delivery again', async () => {
    const hook = (
      await createHook({ name: 'Test', url: receiver.url('/test'), secret: SECRET, events: ['document.paid'] })
    ).json();
    const sent = await t.call(admin, { method: 'POST', url: `${API}/webhooks/${hook.uuid}/test` });
    expect(sent.statusCode, sent.body).toBe(200);
    const [call] = await receiver.waitFor((r) => r.path === '/test');
    expect(JSON.parse(call.body)).toMatchObject({ event: 'webhook.test', data: { webhook: hook.uuid } });

    // a delivery given up may be tried again; one delivered may not
    const delivered = sent.json().uuid as string;
    await expect.poll(async () => (await deliveries(hook.uuid))[0]?.state).toBe('delivered');
    const retry = (d: string) =>
      t.call(admin, { method: 'POST', url: `${API}/webhooks/${hook.uuid}/deliveries/${d}/retry` });
    expect((await retry(delivered)).statusCode).toBe(409);
    await t.database.db
      .update(webhookDeliveries)
      .set({ state: 'failed', attempts: 40 })
      .where(eq(webhookDeliveries.uuid, delivered));
    expect((await retry(delivered)).statusCode).toBe(200);
    await receiver.waitFor((r) => r.path === '/test', 2);
    await expect.poll(async () => (await deliveries(hook.uuid))[0]).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it("tells the account's endpoints of a branch's documents, and never another account's", async () => {
    const mine = (
      await createHook({ name: 'Group', url: receiver.url('/group'), secret: SECRET, events: ['document.paid'] })
    ).json();
    const other = await createAccount(t.database.db);
    const [theirs] = await t.database.db
      .insert(webhooks)
      .values({ companyId: other.master.id, url: receiver.url('/theirs'), secret: SECRET, events: ['document.paid'] })
      .returning();
    const branch = acc.branches[0].id;
    await t.database.db.transaction((tx) => queueWebhookEvent(tx, branch, 'document.paid', { document: 'd1' }));
    const [call] = await receiver.waitFor((r) => r.path === '/group');
    expect(JSON.parse(call.body)).toMatchObject({ event: 'document.paid', data: { company: branch, document: 'd1' } });
    expect(
      await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, theirs.uuid)),
    ).toHaveLength(0);
    await t.call(admin, { method: 'DELETE', url: `${API}/webhooks/${mine.uuid}` });
  });

  it("keeps each account's webhooks its own: no events from another account, 404 on its log, 403 for a clerk", async () => {
    const hook = (
      await createHook({ name: 'Mine', url: receiver.url('/mine'), secret: SECRET, events: ['document.imported'] })
    ).json();
    const other = await createAccount(t.database.db);
    const stranger = await t.token({ sub: other.admin.id, roles: [] });
    expect((await t.call(stranger, { method: 'GET', url: `${API}/webhooks/${hook.uuid}/deliveries` })).statusCode).toBe(
      404,
    );
    expect((await t.call(stranger, { method: 'POST', url: `${API}/webhooks/${hook.uuid}/test` })).statusCode).toBe(404);
    const clerk = await t.token({ sub: acc.clerk.id, roles: ['linkeduser'] });
    expect((await t.call(clerk, { method: 'GET', url: `${API}/webhooks` })).statusCode).toBe(403);
    expect((await t.call(clerk, { method: 'GET', url: `${API}/webhooks/${hook.uuid}/deliveries` })).statusCode).toBe(
      403,
    );
  });
});
