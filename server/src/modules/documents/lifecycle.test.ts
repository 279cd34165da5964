import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLifecycle, documents, lifecycleOutbox, webhookDeliveries, webhooks } from '../../../db/schema';
import type { TestContext } from '../../../test/app';
import { importEInvoice, startDeliveries } from '../../../test/deliveries';
import { createAccount, type TestAccount } from '../../../test/factories';
import type { InvoiceSetup } from '../../../test/invoiceSetup';
import { multipart } from '../../../test/multipart';
import type { startReceiver } from '../../../test/platformReceiver';
import { recognised } from '../../../test/recognised';
import { verifySignature } from '../lifecycle/signature';

const API = '/paperdesk/api';
const SECRET = 'platform-secret-0123456789';
const EINVOICES = new URL('../../../test/fixtures/einvoices', import.meta.url).pathname;

let t: TestContext;
let acc: TestAccount;
let admin: string;
let setup: InvoiceSetup;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

const eInvoice = (number: string) => importEInvoice(t, admin, setup, number);
const lifecycle = async (id: string, token = admin) =>
  (await t.call(token, { method: 'GET', url: `${API}/documents/${id}/lifecycle` })).json();
const post = (id: string, payload: Record<string, unknown>, token = admin) =>
  t.call(token, { method: 'POST', url: `${API}/documents/${id}/lifecycle`, payload });
const validate = (id: string) =>
  t.call(admin, {
    method: 'PUT',
    url: `${API}/documents/${id}`,
    payload: { status: 2, supplieruuid: setup.supplier.uuid },
  });
const pay = (id: string, amount: string) =>
  t.call(admin, {
    method: 'POST',
    url: `${API}/payments`,
    payload: { paymentdate: '2026-11-20', name: 'VIR', invoices: [{ invoiceuuid: id, amount }] },
  });
const messagesOf = (code: number, number: string) => (r: { body: string }) =>
  r.body.includes(`<ram:StatusCode>${code}</ram:StatusCode>`) && r.body.includes(`<ram:IssuerAssignedID>${number}<`);

beforeAll(async () => {
  ({ t, acc, admin, setup, receiver } = await startDeliveries());
  const res = await t.call(admin, {
    method: 'PUT',
    url: `${API}/companies`,
    payload: {
      name: acc.master.name,
      emailtemplate: '<p>Bonjour</p>',
      items: 'FR40303265045',
      platformurl: receiver.url('/cdar'),
      platformsecret: SECRET,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ platformurl: receiver.url('/cdar'), platformsecretset: true });
  expect(res.body).not.toContain(SECRET);
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('the platform endpoint of the company settings', () => {
  it('takes HTTPS, or plain HTTP on loopback only, and a secret of 16 characters at least', async () => {
    const put = (extra: Record<string, unknown>) =>
      t.call(admin, {
        method: 'PUT',
        url: `${API}/companies`,
        payload: { name: acc.master.name, emailtemplate: '<p>x</p>', items: 'FR40303265045', ...extra },
      });
    expect((await put({ platformurl: 'http://platform.example/cdar' })).statusCode).toBe(400);
    expect((await put({ platformurl: 'ftp://127.0.0.1/x' })).statusCode).toBe(400);
    expect((await put({ platformurl: 'https://user:pw@platform.example/' })).statusCode).toBe(400);
    expect((await put({ platformsecret: 'short' })).statusCode).toBe(400);
    // absent keeps what is stored
    const kept = await put({});
    expect(kept.json()).toMatchObject({ platformurl: receiver.url('/cdar'), platformsecretset: true });
  });
});

describe('the lifecycle of a received e-invoice', () => {
  it('writes 204 on arrival and 205 on validation, each delivered once as a signed CDAR message', async () => {
    const id = await eInvoice('LC-205');
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.uuid, id));
    expect(doc).toMatchObject({ einvoice: true, lifecycleCode: 204 });
    expect((await validate(id)).statusCode).toBe(200);
    const [msg] = await receiver.waitFor(messagesOf(205, 'LC-205'));
    expect(msg.headers['content-type']).toBe('application/xml');
    expect(verifySignature(SECRET, msg.body, msg.headers['x-paperdesk-signature'] as string)).toBe(true);
    expect(msg.body).toContain('CrossDomainAcknowledgementAndResponse');
    await receiver.waitFor(messagesOf(204, 'LC-205'));
    const history = await lifecycle(id);
    expect(history.map((s: { code: number }) => s.code)).toEqual([205, 204]);
    expect(history[0]).toMatchObject({
      direction: 'OUT',
      origin: 'SYSTEM',
      labels: { fr: 'Approuvée', en: 'Approved' },
    });
    // the delivery state shows per status
    await expect.poll(async () => (await lifecycle(id))[0].delivery?.state).toBe('delivered');
  });

  it('the issue’s chain: a UBL invoice sent as curl -F file=@… with an API key, validated: its 205 reaches the receiver', async () => {
    const key = await t.call(admin, {
      method: 'POST',
      url: `${API}/apikeys`,
      payload: { name: 'Scanner', scope: 'IMPORT' },
    });
    expect(key.statusCode, key.body).toBe(201);
    const body = multipart({}, [
      { name: 'invoice.xml', type: 'application/xml', bytes: readFileSync(`${EINVOICES}/ubl-invoice.xml`) },
    ]);
    const res = await t.call(undefined, {
      method: 'POST',
      url: `${API}/documents/importdocument`,
      payload: body.payload,
      headers: { ...body.headers, 'x-api-key': key.json().secret },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().uuid as string;
    expect(await recognised(t, admin, id)).toMatchObject({ id: 'NL-2026-0042', channel: 'api' });
    expect((await lifecycle(id)).map((s: { code: number }) => s.code)).toEqual([204]);
    expect((await validate(id)).statusCode).toBe(200);
    const [msg] = await receiver.waitFor(messagesOf(205, 'NL-2026-0042'));
    expect(verifySignature(SECRET, msg.body, msg.headers['x-paperdesk-signature'] as string)).toBe(true);
  });

  it('refuses with a reason and an action (210): then neither validation nor payment, and no further action', async () => {
    const id = await eInvoice('LC-210');
    const missing = await post(id, { code: 210 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      reason: 'error.lifecycle.reasonrequired',
      action: 'error.lifecycle.actionrequired',
    });
    expect((await post(id, { code: 210, reason: 'NOPE', action: 'NIN' })).statusCode).toBe(400);
    const refused = await post(id, { code: 210, reason: 'PU_ERR', action: 'NIN', text: 'Prix 12 € au lieu de 10 €' });
    expect(refused.statusCode, refused.body).toBe(201);
    const [msg] = await receiver.waitFor(messagesOf(210, 'LC-210'));
    expect(msg.body).toContain('<ram:ReasonCode>PU_ERR</ram:ReasonCode>');
    expect(msg.body).toContain('<ram:RequestedActionCode>NIN</ram:RequestedActionCode>');
    expect(msg.body).toContain('Prix 12 € au lieu de 10 €');
    const v = await validate(id);
    expect(v.statusCode).toBe(409);
    expect(v.json().message).toContain('refused');
    expect((await pay(id, '1.00')).statusCode).toBe(409);
    expect((await post(id, { code: 207, reason: 'QTE_ERR', action: 'CNP' })).statusCode).toBe(409);
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.uuid, id));
    expect(doc).toMatchObject({ status: 1, lifecycleCode: 210 });
  });

  it('a validated invoice refused afterwards leaves the invoices to pay', async () => {
    const id = await eInvoice('LC-210-V');
    expect((await validate(id)).statusCode).toBe(200);
    const listed = async () =>
      (
        (await t.call(admin, { method: 'GET', url: `${API}/invoicestopay?range=[0,999]` })).json() as Array<{
          invoiceuuid: string;
        }>
      ).map((r) => r.invoiceuuid);
    expect(await listed()).toContain(id);
    expect((await post(id, { code: 210, reason: 'PU_ERR', action: 'NIN' })).statusCode).toBe(201);
    expect(await listed()).not.toContain(id);
  });

  it('pays a validated invoice: 211 is written and sent; a paid invoice can no longer be refused', async () => {
    const id = await eInvoice('LC-211');
    expect((await validate(id)).statusCode).toBe(200);
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.uuid, id));
    const paid = await pay(id, doc.totalttc!);
    expect(paid.statusCode, paid.body).toBe(200);
    await receiver.waitFor(messagesOf(211, 'LC-211'));
    expect((await lifecycle(id))[0]).toMatchObject({ code: 211, origin: 'SYSTEM' });
    expect((await post(id, { code: 210, reason: 'DOUBLON', action: 'NOA' })).statusCode).toBe(409);
  });

  it('approves in part (206, its amount at most the total), disputes (207) and suspends (208) with what each asks', async () => {
    const id = await eInvoice('LC-206');
    expect((await post(id, { code: 206 })).json().fields).toMatchObject({ amount: 'error.lifecycle.amountrequired' });
    expect((await post(id, { code: 206, amount: '999999' })).statusCode).toBe(400);
    expect((await post(id, { code: 206, amount: '10.50' })).statusCode).toBe(201);
    const [msg] = await receiver.waitFor(messagesOf(206, 'LC-206'));
    expect(msg.body).toMatch(/<ram:ValueAmount currencyID="EUR">10.50<\/ram:ValueAmount>/);
    expect((await post(id, { code: 207 })).statusCode).toBe(400);
    expect((await post(id, { code: 207, reason: 'QTE_ERR', action: 'CNP' })).statusCode).toBe(201);
    expect((await post(id, { code: 208 })).statusCode).toBe(400);
    expect((await post(id, { code: 208, reason: 'JUSTIF_ABS' })).statusCode).toBe(201);
    const codes = (await lifecycle(id)).map((s: { code: number }) => s.code);
    expect(codes).toEqual([208, 207, 206, 204]);
    expect((await lifecycle(id))[2]).toMatchObject({ amount: '10.50', user: 'Ada Admin' });
  });

  it('leaves received statuses (212, 213) to the platform and the system statuses (204, 211) to Paperdesk', async () => {
    const id = await eInvoice('LC-212');
    expect((await post(id, { code: 212 })).statusCode).toBe(403);
    expect((await post(id, { code: 213 })).statusCode).toBe(403);
    expect((await post(id, { code: 211 })).statusCode).toBe(400);
    expect((await post(id, { code: 204 })).statusCode).toBe(400);
    expect((await post(id, { code: 999 })).statusCode).toBe(400);
  });

  it('keeps a message while the platform is down and delivers it after, exactly once', async () => {
    const id = await eInvoice('LC-RETRY');
    receiver.answer(503);
    expect((await post(id, { code: 208, reason: 'JUSTIF_ABS' })).statusCode).toBe(201);
    await expect
      .poll(async () => (await lifecycle(id))[0].delivery, { timeout: 10_000 })
      .toMatchObject({ state: 'pending', lastError: 'HTTP 503' });
    receiver.answer(200);
    const [msg] = await receiver.waitFor(messagesOf(208, 'LC-RETRY'));
    await expect.poll(async () => (await lifecycle(id))[0].delivery?.state, { timeout: 10_000 }).toBe('delivered');
    // a second run of the same delivery finds it delivered and sends nothing
    const [row] = await t.database.db
      .select()
      .from(lifecycleOutbox)
      .innerJoin(documentLifecycle, eq(documentLifecycle.uuid, lifecycleOutbox.statusId))
      .where(and(eq(documentLifecycle.documentId, id), eq(documentLifecycle.code, 208)));
    expect(row.lifecycle_outbox.attempts).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 800));
    const key = msg.headers['idempotency-key'];
    expect(receiver.received.filter((r) => r.headers['idempotency-key'] === key)).toHaveLength(1);
  });

  it('filters the lists by lifecycle status and by EN 16931 findings, and shows the findings on the record', async () => {
    const list = async (filter: Record<string, unknown>) => {
      const res = await t.call(admin, {
        method: 'GET',
        url: `${API}/documents?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((d: { id: string }) => d.id);
    };
    expect((await list({ lifecycle: 210 })).sort()).toEqual(['LC-210', 'LC-210-V']);
    expect((await list({ lifecycle: [205, 211] })).sort()).toEqual(['LC-205', 'LC-211', 'NL-2026-0042']);
    expect(await list({ en16931: 'FR-SIREN' })).toContain('LC-210');
    expect(await list({ en16931: 'BR-CO-10' })).toEqual([]);
    expect(await list({ en16931: false })).toEqual([]);
    const bad = await t.call(admin, {
      method: 'GET',
      url: `${API}/documents?filter=${encodeURIComponent('{"lifecycle":99}')}`,
    });
    expect(bad.statusCode).toBe(400);
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.invoiceNumber, 'LC-210'));
    const record = (await t.call(admin, { method: 'GET', url: `${API}/documents/${doc.uuid}/record` })).json();
    expect(record).toMatchObject({ einvoice: true, lifecyclecode: 210 });
    expect(record.en16931.map((f: { rule: string }) => f.rule)).toEqual(['FR-SIREN', 'FR-CATEGORY']);
  });

  it('tells a webhook endpoint of the company that an invoice was refused, signed, and logs the delivery', async () => {
    const hookSecret = 'webhook-secret-0123456789';
    const [hook] = await t.database.db
      .insert(webhooks)
      .values({
        companyId: acc.master.id,
        url: receiver.url('/hook'),
        secret: hookSecret,
        events: ['document.refused'],
      })
      .returning();
    const id = await eInvoice('LC-HOOK');
    expect((await post(id, { code: 210, reason: 'DOUBLON', action: 'NOA' })).statusCode).toBe(201);
    const [call] = await receiver.waitFor((r) => r.path === '/hook');
    expect(verifySignature(hookSecret, call.body, call.headers['x-paperdesk-signature'] as string)).toBe(true);
    expect(JSON.parse(call.body)).toMatchObject({
      event: 'document.refused',
      data: { document: id, number: 'LC-HOOK', status: { code: 210, reason: 'DOUBLON' } },
    });
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.uuid)))[0]
            ?.state,
      )
      .toBe('delivered');
    // an event it did not ask for is not sent
    expect(receiver.received.filter((r) => r.path === '/hook')).toHaveLength(1);
  });

  it('takes a status received from the platform (212) from its connector’s API key, and tells the webhooks', async () => {
    const hookSecret = 'webhook-secret-received-0123';
    const hook = await t.call(admin, {
      method: 'POST',
      url: `${API}/webhooks`,
      payload: {
        name: 'ERP statuses',
        url: receiver.url('/statuses'),
        secret: hookSecret,
        events: ['document.validated', 'document.paid', 'status.received'],
      },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const newKey = async (scope: string) => {
      const res = await t.call(admin, { method: 'POST', url: `${API}/apikeys`, payload: { name: scope, scope } });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { secret: string }).secret;
    };
    const connector = await newKey('IMPORT_READ');
    const scanner = await newKey('IMPORT');
    const withKey = (key: string, id: string, payload: Record<string, unknown>) =>
      t.call(undefined, {
        method: 'POST',
        url: `${API}/documents/${id}/lifecycle`,
        payload,
        headers: { 'x-api-key': key },
      });
    const id = await eInvoice('LC-212-KEY');
    expect((await validate(id)).statusCode).toBe(200);
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.uuid, id));
    expect((await pay(id, doc.totalttc!)).statusCode).toBe(200);

    // an import-only key, a wrong key: the same 401; the connector may not act as the buyer
    expect((await withKey(scanner, id, { code: 212 })).statusCode).toBe(401);
    expect((await withKey(`pdk_${'y'.repeat(43)}`, id, { code: 212 })).statusCode).toBe(401);
    expect((await withKey(connector, id, { code: 205 })).statusCode).toBe(403);
    const got = await withKey(connector, id, { code: 212, text: 'Encaissée le 2026-11-28' });
    expect(got.statusCode, got.body).toBe(201);
    expect(got.json()).toMatchObject({ code: 212, direction: 'IN' });
    expect((await lifecycle(id))[0]).toMatchObject({
      code: 212,
      direction: 'IN',
      origin: 'PLATFORM',
      reasonText: 'Encaissée le 2026-11-28',
      labels: { fr: 'Encaissée', en: 'Collected' },
      delivery: null,
    });
    // a received status is not sent back to the platform
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received.filter(messagesOf(212, 'LC-212-KEY'))).toEqual([]);
    // another account's document: 404 to its key
    const other = await createAccount(t.database.db);
    const stranger = await t.token({ sub: other.admin.id, roles: [] });
    const theirs = await t.call(stranger, {
      method: 'POST',
      url: `${API}/apikeys`,
      payload: { name: 'Theirs', scope: 'IMPORT_READ' },
    });
    expect((await withKey(theirs.json().secret, id, { code: 213 })).statusCode).toBe(404);

    const calls = await receiver.waitFor((r) => r.path === '/statuses', 3);
    for (const call of calls)
      expect(verifySignature(hookSecret, call.body, call.headers['x-paperdesk-signature'] as string)).toBe(true);
    const events = calls.map((c) => JSON.parse(c.body));
    expect(events.map((e) => e.event).sort()).toEqual(['document.paid', 'document.validated', 'status.received']);
    expect(events.find((e) => e.event === 'status.received')).toMatchObject({
      data: { document: id, number: 'LC-212-KEY', status: { code: 212, direction: 'IN' } },
    });
  });

  it("answers 404 for another company's document, and the clerk may read but not act", async () => {
    const id = await eInvoice('LC-SCOPE');
    const other = await createAccount(t.database.db);
    const stranger = await t.token({ sub: other.admin.id, roles: [] });
    expect((await t.call(stranger, { method: 'GET', url: `${API}/documents/${id}/lifecycle` })).statusCode).toBe(404);
    expect((await post(id, { code: 205 }, stranger)).statusCode).toBe(404);
    const clerk = await t.token({ sub: acc.clerk.id, roles: ['linkeduser'] });
    expect((await t.call(clerk, { method: 'GET', url: `${API}/documents/${id}/lifecycle` })).statusCode).toBe(200);
    expect((await post(id, { code: 205 }, clerk)).statusCode).toBe(403);
  });
});
