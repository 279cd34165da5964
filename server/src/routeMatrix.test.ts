/**
 * Every route of the API, read from Fastify's route tree (a route added later is checked without anyone listing
 * it): without a token it answers 401 (signed links carry their own credential and answer 401 without it); with
 * another account's token and this account's record ids in the path it answers 400, 403 or 404 and none of this
 * account's other ids; afterwards this account's records read exactly as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/app';
import { seedAccount, type SeededAccount } from '../test/fuzz/fixtures';
import { apiRoutes, type RouteEntry } from '../test/fuzz/routeTable';
import { createMailingContext } from '../test/mailing';
import { postMultipart } from '../test/multipart';
import { camt053 } from '../test/statements';

const API = '/paperdesk/api';
type Route = RouteEntry<'GET' | 'POST' | 'PUT' | 'DELETE'>;

const OUR_IBAN = 'FR7630006000011234567890189';

let t: TestContext;
let a: SeededAccount;
let b: SeededAccount;
let routes: Route[];

beforeAll(async () => {
  t = await createMailingContext();
  a = await seedAccount(t);
  b = await seedAccount(t);
  await addRecords(a);
  routes = apiRoutes(t.app, API, ['GET', 'POST', 'PUT', 'DELETE'] as const).map((r) => ({
    ...r,
    url: r.url.slice(API.length),
  }));
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const key = (r: Route) => `${r.method} ${r.url}`;

/** Records the fuzz seed does not make: an approval rule, an export, an e-mail, a bank statement and its line. */
async function addRecords(s: SeededAccount) {
  const post = async (url: string, payload: object) => {
    const res = await t.call(s.token, { method: 'POST', url: `${API}${url}`, payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.body ? res.json() : {};
  };
  const idOf = (row: { uuid?: string; id?: string }) => (row.uuid ?? row.id)!;
  const get = async (url: string) => (await t.call(s.token, { method: 'GET', url: `${API}${url}` })).json();
  s.idFor['/documents/recognition/:id'] = s.ref.document;
  s.idFor['/accounts/:id'] = s.account.master.id;
  s.idFor['/approvalrules/:id'] = idOf(
    await post('/approvalrules', {
      name: 'Above 1000',
      conditions: [{ field: 'TOTAL_TTC', operator: 'GREATER_THAN', value: '1000' }],
      steps: [{ users: [s.account.admin.id] }],
    }),
  );
  s.idFor['/exports/:id'] = idOf(await post('/exports', { kind: 'payments', format: 'csv', locale: 'en' }));
  await post('/emails/send', { emailAddresses: ['someone@client.fr'], emailSubject: 'Matrix', mailContent: 'x' });
  s.idFor['/emails/:id'] = idOf((await get('/emails'))[0]);
  await post('/bankaccounts', { name: 'Compte', iban: OUR_IBAN });
  const bytes = camt053(OUR_IBAN, [{ amount: '-12.00', day: '2026-11-20', name: 'ACME' }]);
  const imported = await postMultipart(t, s.token, '/bankstatements', {}, [{ name: 'statement.xml', bytes }]);
  if (imported.statusCode !== 201) throw new Error(imported.body);
  s.idFor['/bankstatements/:id'] = imported.json().statements[0].id;
  s.idFor['/banklines/:id'] = idOf((await get(`/bankstatements/${s.idFor['/bankstatements/:id']}/lines`))[0]);
  s.ids.push(
    ...['/approvalrules/:id', '/exports/:id', '/emails/:id', '/bankstatements/:id', '/banklines/:id'].map(
      (k) => s.idFor[k],
    ),
  );
}

/** The route's path with an account's ids: the id known for the route, else for the resource the parameter follows. */
function withIdsOf(seeded: SeededAccount, r: Route): string | undefined {
  const named: Record<string, string> = { branch: seeded.account.master.id, supplier: seeded.ref.supplier };
  const direct = (r.url.match(/:\w+/g) ?? []).length === 1 ? (seeded.idFor[key(r)] ?? seeded.idFor[r.url]) : undefined;
  let missing = false;
  const url = r.url.replace(/:(\w+)/g, (_, name: string, at: number) => {
    const segment = r.url
      .slice(0, at - 1)
      .split('/')
      .pop();
    const id = named[name] ?? direct ?? seeded.idFor[`/${segment}/:id`];
    if (!id) missing = true;
    return id;
  });
  return missing ? undefined : url;
}

describe('route matrix', () => {
  it('answers 401 to every route called without a token', async () => {
    const open: string[] = [];
    for (const r of routes) {
      const res = await t.call(undefined, {
        method: r.method,
        url: `${API}${r.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000')}`,
        ...(r.method === 'POST' || r.method === 'PUT' ? { payload: {} } : {}),
      });
      if (res.statusCode !== 401) open.push(`${key(r)} -> ${res.statusCode}`);
    }
    expect(routes.length).toBeGreaterThan(100);
    expect(open).toEqual([]);
  });

  it("never serves or changes another account's records through any route with an id", async () => {
    // the records themselves (`/<resource>/:id`; GET /documents/recognition/:id starts a recognition)
    const readable = routes.filter((r) => r.method === 'GET' && /^\/[^/]+\/:id$/.test(r.url) && withIdsOf(a, r));
    const before = new Map<string, string>();
    for (const r of readable) {
      const res = await t.call(a.token, { method: 'GET', url: `${API}${withIdsOf(a, r)}` });
      if (res.statusCode === 200) before.set(key(r), res.body);
    }
    expect(before.size).toBeGreaterThanOrEqual(20);

    const leaks: string[] = [];
    let tried = 0;
    for (const r of routes.filter((x) => x.url.includes('/:'))) {
      const url = withIdsOf(a, r);
      if (!url) continue;
      tried++;
      const res = await t.call(b.token, {
        method: r.method,
        url: `${API}${url}`,
        ...(r.method === 'POST' || r.method === 'PUT' ? { payload: a.valid[key(r)] ?? {} } : {}),
      });
      const others = a.ids.filter((id) => !url.includes(id) && res.body.includes(id));
      if (![400, 403, 404].includes(res.statusCode) || others.length)
        leaks.push(`${r.method} ${url} -> ${res.statusCode} ${others.length ? `names ${others.join(',')}` : ''}`);
    }
    expect(tried).toBeGreaterThan(90);
    expect(leaks).toEqual([]);

    for (const r of readable.filter((x) => before.has(key(x)))) {
      const res = await t.call(a.token, { method: 'GET', url: `${API}${withIdsOf(a, r)}` });
      expect([key(r), res.body]).toEqual([key(r), before.get(key(r))]);
    }
  });
});
