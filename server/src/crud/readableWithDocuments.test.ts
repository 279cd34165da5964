import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app';
import { createAccount } from '../../test/factories';
import { crudRegistry } from './registry';

/**
 * README, "What a user who may view documents can read": exactly these reference lists answer a clerk
 * who holds View documents only (the document screens and pickers need them); every other list of the
 * configuration answers 403. Keep this, the README and `readableWithDocuments` in the models in step.
 */
const READABLE = [
  '/keywords',
  '/keywordgroups',
  '/documentgroups',
  '/origintypes',
  '/documents/origintypes',
  '/documentlabels',
  '/labels',
  '/suppliers',
  '/paymenttypes',
];
const REFUSED = [
  '/documentgroups/categories',
  '/ai/configurations',
  '/prompts/categories',
  '/links',
  '/links/categories',
  '/emailcontacts',
  '/mailboxes',
  '/apikeys',
  '/webhooks',
  '/users/linked',
  '/rulegroups',
  '/branches',
  '/accounts',
  '/functionnalities',
  '/bankaccounts',
];

const API = '/paperdesk/api';
let t: TestContext;
let clerk: string;

beforeAll(async () => {
  t = await createTestContext();
  const a = await createAccount(t.database.db);
  clerk = await t.token({ sub: a.clerk.id, roles: ['linkeduser'] });
});
afterAll(() => t?.close());

describe('reference lists a user who may view documents can read', () => {
  it('are exactly the models marked readableWithDocuments (and the visible origin types of the Documents menu)', () => {
    const flagged = crudRegistry.filter((d) => d.model.readableWithDocuments).map((d) => d.model.endpoint);
    expect(flagged.sort()).toEqual(READABLE.filter((e) => e !== '/documents/origintypes').sort());
    const others = crudRegistry.filter((d) => !d.model.readableWithDocuments).map((d) => d.model.endpoint);
    expect(others.every((e) => REFUSED.includes(e))).toBe(true);
  });

  it.each(READABLE)('GET %s answers 200 to a clerk (View documents only)', async (endpoint) => {
    const res = await t.call(clerk, { method: 'GET', url: `${API}${endpoint}` });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it.each(REFUSED)('GET %s answers 403 to a clerk', async (endpoint) => {
    const res = await t.call(clerk, { method: 'GET', url: `${API}${endpoint}` });
    expect(res.statusCode).toBe(403);
  });

  it.each(READABLE.filter((e) => e !== '/documents/origintypes'))(
    'reading %s does not let the clerk write it',
    async (endpoint) => {
      const res = await t.call(clerk, { method: 'POST', url: `${API}${endpoint}`, payload: { name: 'x' } });
      expect(res.statusCode).toBe(403);
    },
  );
});
