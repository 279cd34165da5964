import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount } from '../../../test/factories';

const API = '/paperdesk/api';
let t: TestContext;
let admin: string;
let other: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.token({ sub: (await createAccount(t.database.db)).admin.id, roles: [] });
  other = await t.token({ sub: (await createAccount(t.database.db)).admin.id, roles: [] });
});
afterAll(() => t?.close());

const post = (token: string, url: string, payload: object) =>
  t.call(token, { method: 'POST', url: `${API}${url}`, payload });

describe.each(['/labels', '/documentlabels'])('%s', (url) => {
  it('default to white and store colours as #rrggbb, lower-case', async () => {
    expect((await post(admin, url, { name: 'Blanc' })).json()).toMatchObject({
      name: 'Blanc',
      color: '#ffffff',
      description: '',
    });
    expect((await post(admin, url, { name: 'Orange', color: '#FF8800' })).json().color).toBe('#ff8800');
    for (const color of ['red', '#fff', '#ff880', 'ff8800', '#gg8800']) {
      const res = await post(admin, url, { name: 'Mauvais', color });
      expect(res.statusCode, color).toBe(400);
      expect(res.json().fields).toEqual({ color: 'error.color' });
    }
  });

  it('refuse a second label with the same name (case and spaces ignored), per account', async () => {
    const first = await post(admin, url, { name: 'Urgent' });
    expect(first.statusCode).toBe(201);
    const again = await post(admin, url, { name: '  urgent ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ name: 'error.duplicatename' });
    expect((await post(other, url, { name: 'Urgent' })).statusCode).toBe(201);
    // Renaming onto itself is fine; onto another label is not.
    expect(
      (await t.call(admin, { method: 'PUT', url: `${API}${url}/${first.json().uuid}`, payload: { name: 'URGENT' } }))
        .statusCode,
    ).toBe(200);
    const second = (await post(admin, url, { name: 'Normal' })).json().uuid;
    expect(
      (await t.call(admin, { method: 'PUT', url: `${API}${url}/${second}`, payload: { name: 'Urgent' } })).statusCode,
    ).toBe(409);
  });
});

it('a document source takes source labels, not document labels', async () => {
  const documentLabel = (await post(admin, '/documentlabels', { name: 'Payé' })).json().uuid;
  const sourceLabel = (await post(admin, '/labels', { name: 'Payé' })).json().uuid;
  const wrong = await post(admin, '/suppliers', { name: 'Étiqueté', labels: [documentLabel] });
  expect(wrong.statusCode).toBe(404);
  expect(wrong.json().fields).toEqual({ labels: 'error.reference' });
  const ok = await post(admin, '/suppliers', { name: 'Étiqueté', labels: [sourceLabel, sourceLabel] });
  expect(ok.json().labels).toEqual([sourceLabel]);
});
