/**
 * Every API route declares the answers it gives (its route schema's `response`), so the client's types come from
 * the same schemas; and a declared answer is held to: an answer beside its schema, or with a field the schema does
 * not name, fails in the tests (ANSWER_CHECK=strict) and is sent unchanged, with an error logged, elsewhere.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config';
import { createTestContext, type TestContext } from '../../test/app';
import { droppedFields, registerRouteSchemas } from './routeSchemas';

const API = '/paperdesk/api';

/** Answers that are not JSON: a file, a zip, a bank file, a rendition, plain text (the spec's e-mail calls). */
const NOT_JSON = new Set([
  'GET /documents/:id',
  'GET /documents/:id/rendition/pdf',
  'GET /deleteddocuments/:id/file',
  'PUT /documents/download/multiple',
  'GET /exports/:id/file',
  'POST /payments/sepa',
  'POST /payments/international',
  'PUT /documents/sendemail',
  'POST /emails/send',
  'POST /subscriptions/new',
  'POST /subscriptions/cancel',
]);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

describe('route answers', () => {
  it('are declared by every JSON route of the API', () => {
    const routes = t.app.routeAnswers
      .filter((r) => r.url.startsWith(API) && r.method !== 'HEAD')
      .map((r) => ({ key: `${r.method} ${r.url.slice(API.length)}`, answers: r.answers }));
    expect(routes.length).toBeGreaterThan(200);
    const undeclared = routes.filter((r) => !r.answers.length && !NOT_JSON.has(r.key)).map((r) => r.key);
    expect(undeclared).toEqual([]);
    // the list of exceptions names routes that exist
    expect([...NOT_JSON].filter((k) => !routes.some((r) => r.key === k))).toEqual([]);
  });
});

describe('a declared answer', () => {
  async function appWith(check: 'log' | 'strict', answer: unknown) {
    const logged: unknown[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
    });
    app.decorate('config', loadConfig({ ANSWER_CHECK: check }));
    registerRouteSchemas(app);
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/thing', { schema: { response: { 200: z.object({ name: z.string() }) } } }, async () => answer as never);
    await app.ready();
    return { app, logged };
  }

  it('that matches is sent as declared', async () => {
    const { app } = await appWith('strict', { name: 'Acme' });
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Acme' });
  });

  it('with a field its schema does not name fails in the tests, and is sent whole with an error logged elsewhere', async () => {
    const strict = await appWith('strict', { name: 'Acme', secret: 'x' });
    expect((await strict.app.inject('/thing')).statusCode).toBe(500);
    const log = await appWith('log', { name: 'Acme', extra: 1 });
    const res = await log.app.inject('/thing');
    expect(res.json()).toEqual({ name: 'Acme', extra: 1 });
    expect(JSON.stringify(log.logged)).toContain('extra is not declared');
  });

  it('of the wrong type fails in the tests, and is sent as made with an error logged elsewhere', async () => {
    expect((await (await appWith('strict', { name: 3 })).app.inject('/thing')).statusCode).toBe(500);
    const log = await appWith('log', { name: 3 });
    expect((await log.app.inject('/thing')).json()).toEqual({ name: 3 });
    expect(JSON.stringify(log.logged)).toContain('name:');
  });

  it('names the first field a parse would lose, inside arrays and objects', () => {
    expect(droppedFields({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 2 } })).toBe('');
    expect(droppedFields([{ a: 1 }, { a: 1, z: 2 }], [{ a: 1 }, { a: 1 }])).toBe('1.z is not declared');
    expect(droppedFields({ b: { c: 2, d: undefined } }, { b: { c: 2 } })).toBe('');
  });
});
