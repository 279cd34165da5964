/**
 * Every bad input is a 4xx: generated bodies (any JSON shape, the route model's fields with wrong values,
 * valid payloads mutated, control/bidi/huge Unicode, deep nesting, broken JSON, multipart of any kind),
 * query strings and path ids (own, foreign, unknown, garbage) to every POST and PUT route of the API's
 * route table, as the admin, the super administrator and nobody. No answer may be >= 500 and the node
 * must stay healthy; a 400 that the database gave (a check the API missed) fails the run too.
 * Seeded: FUZZ_SEED reproduces a run, FUZZ_RUNS runs more (default 1,500), FUZZ_TRACE=<route> prints
 * each request to the routes containing it; TEST_LOG=1 shows the server's errors.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/app';
import { seedAccount, seedSuperAdmin, uniquePdf, validPayloads, type SeededAccount } from '../test/fuzz/fixtures';
import { multipart } from '../test/multipart';
import { requestArb, type FuzzContext, type FuzzRequest } from '../test/fuzz/requests';
import { writeRoutes } from '../test/fuzz/routeTable';
import { createMailingContext } from '../test/mailing';
import { DATABASE_REFUSED } from './plugins/errorHandler';

const API = '/paperdesk/api';
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);

let t: TestContext;
let a: SeededAccount;
let b: SeededAccount;
let superToken: string;

beforeAll(async () => {
  t = await createMailingContext({ MAX_UPLOAD_MB: '1' });
  a = await seedAccount(t);
  b = await seedAccount(t);
  superToken = (await seedSuperAdmin(t, a)).token;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const healthy = async () => (await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode;

describe('API fuzz', () => {
  /** What the fuzzer found once (each answered 500, or reached the database unchecked), kept as plain cases. */
  it('answers the inputs the fuzzer found with a clear 4xx', async () => {
    const call = (method: 'POST' | 'PUT', url: string, payload?: unknown, headers?: Record<string, string>) =>
      t.call(a.token, { method, url: `${API}${url}`, payload: payload as string, headers });
    const nul = await call('POST', '/keywordgroups', { name: 'a\u0000b' });
    expect([nul.statusCode, nul.json().message, nul.json().fields]).toEqual([
      400,
      'Invalid input: name: control characters are not allowed',
      { name: 'error.controlcharacters' },
    ]);
    expect((await call('POST', '/documents/search?q=%00', {})).json().message).toBe(
      'Invalid input: query.q: control characters are not allowed',
    );
    expect((await call('POST', '/keywordgroups', { name: 'x', description: 'half \ud83d' })).json().fields).toEqual({
      description: 'error.invalidtext',
    });
    expect(
      (
        await call(
          'POST',
          '/keywordgroups',
          JSON.stringify({ name: 'x', description: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) }),
          { 'content-type': 'application/json' },
        )
      ).statusCode,
    ).toBe(400);
    // rich text pasted from a word processor keeps working: its control characters are dropped
    const template = await call('PUT', '/companies', {
      name: 'Société',
      items: 'Société',
      emailtemplate: '<p>Bonjour\u000bà tous\u0000</p>',
    });
    expect([template.statusCode, template.json().emailtemplate]).toEqual([200, '<p>Bonjour\nà tous</p>']);
    // a disguised extension: the right-to-left override goes
    const upload = multipart({ recognition: 'false' }, [{ name: 'x\u202Egnp.pdf', bytes: uniquePdf() }]);
    const imported = await call('POST', '/documents/importdocument', upload.payload, upload.headers);
    expect([imported.statusCode, imported.json().filename]).toEqual([201, 'xgnp.pdf']);
    const cut = multipart({}, [{ name: 'f.pdf', bytes: uniquePdf() }]);
    const truncated = await call('POST', '/documents/importdocuments', cut.payload.subarray(0, 120), cut.headers);
    expect([truncated.statusCode, truncated.json().message]).toEqual([
      400,
      'The upload is not a valid multipart/form-data body: Unexpected end of multipart data',
    ]);
    const noBoundary = await call('POST', '/ai/configurations/ocr/test', cut.payload, {
      'content-type': 'multipart/form-data',
    });
    expect(noBoundary.statusCode).toBe(400);
    const png = multipart({}, [
      { name: 'scan.png', bytes: Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64, 7)]) },
    ]);
    expect((await call('POST', '/ai/configurations/ocr/test', png.payload, png.headers)).statusCode).toBe(422);
    // days that do not exist, amounts no money column holds, ids in capitals
    expect((await call('PUT', `/documents/${a.ref.document}`, { date: '2024-02-30' })).json().fields).toEqual({
      date: 'error.date',
    });
    expect(
      (
        await call('PUT', `/documents/${a.ref.document}`, {
          data: [{ keyworduuid: a.ref.kw.due, value: '2023-02-29' }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/documents/${a.ref.document}`, {
          data: [{ keyworduuid: a.ref.kw.ttc, value: '9'.repeat(13) }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/payments', {
          paymentdate: '2024-03-11',
          invoices: [{ invoiceuuid: a.ref.paid, amount: '9'.repeat(30) }],
        })
      ).json().fields,
    ).toEqual({ 'invoices.0.amount': 'error.amount' });
    expect(
      (
        await call('POST', '/payments', {
          paymentdate: '2024-03-11',
          invoices: [{ invoiceuuid: a.ref.paid, amount: 1e21 }],
        })
      ).json().fields,
    ).toEqual({ 'invoices.0.amount': 'error.amount' });
    expect(
      (
        await call('POST', '/payments', {
          paymentdate: '2024-03-11',
          invoices: [{ invoiceuuid: a.ref.paid.toUpperCase(), amount: '1' }],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/documents/canvalidateorpay', { documentuuid: a.ref.document, supplieruuid: 'INVOICES' }))
        .statusCode,
    ).toBe(400);
  });

  it(`answers ${RUNS} generated requests to every POST/PUT route below 500 and stays healthy`, async () => {
    const routes = writeRoutes(t.app, API);
    expect(routes.length).toBeGreaterThan(60);
    const ctx: FuzzContext = {
      prefix: API,
      own: a.idFor,
      foreign: b.idFor,
      ids: [...a.ids, ...b.ids],
      valid: validPayloads(a, b.account.master.id),
      branch: a.ref.branch,
    };
    const statuses: Record<number, number> = {};
    const seen = new Set<string>();
    const failures: Array<Record<string, unknown>> = [];
    let sent = 0;
    const send = async (r: FuzzRequest) => {
      const token = r.caller === 'admin' ? a.token : r.caller === 'superadmin' ? superToken : undefined;
      const res = await t.call(token, {
        method: r.method,
        url: r.url,
        headers: r.headers,
        payload: r.payload,
        sauid: r.caller === 'superadmin' ? a.account.master.id : undefined,
      });
      sent++;
      if (process.env.FUZZ_TRACE && r.route.includes(process.env.FUZZ_TRACE))
        console.log(
          r.route,
          r.caller,
          r.kind,
          res.statusCode,
          String(r.payload).slice(0, 160),
          '->',
          res.body.slice(0, 160),
        );
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      seen.add(r.route);
      // a 400 the database gave (not the API's own checks) is a validation to add, as much as a 500
      const refusedByDatabase =
        res.statusCode === 400 && (Object.values(DATABASE_REFUSED) as string[]).includes(res.json().message);
      if (res.statusCode >= 500 || refusedByDatabase) {
        const payload = typeof r.payload === 'string' ? r.payload : r.payload?.toString('latin1');
        failures.push({
          route: r.route,
          url: r.url.slice(0, 200),
          caller: r.caller,
          kind: r.kind,
          status: refusedByDatabase ? '400 from the database' : res.statusCode,
          answer: res.body.slice(0, 200),
          payload: payload?.slice(0, 300),
        });
      }
      if (sent % 250 === 0) expect(await healthy(), `healthz after ${sent} requests`).toBe(200);
    };
    await fc.assert(
      fc.asyncProperty(requestArb(ctx, routes), async (r) => {
        await send(r);
      }),
      { numRuns: RUNS, seed: SEED },
    );

    console.log(
      `API fuzz (${t.database.kind}, seed ${SEED}): ${sent} requests to ${seen.size} of ${routes.length} POST/PUT routes; statuses ${JSON.stringify(statuses)}; ${failures.length} >= 500 or refused by the database`,
    );
    // one line per route and status, with its first example (the whole run replays with FUZZ_SEED)
    const grouped = new Map<string, Record<string, unknown>>();
    for (const f of failures) {
      const key = `${f.route} -> ${f.status}`;
      const g = grouped.get(key) ?? { ...f, count: 0 };
      g.count = (g.count as number) + 1;
      grouped.set(key, g);
    }
    expect([...grouped.values()]).toEqual([]);
    expect(await healthy()).toBe(200);
    // the seeded admin still works: the fuzzing did not take the node or the account down
    expect((await t.call(a.token, { method: 'GET', url: `${API}/users/userInfo` })).statusCode).toBe(200);
  }, 900_000);
});
