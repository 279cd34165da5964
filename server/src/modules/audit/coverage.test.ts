/**
 * Issue 19: "every change to documents, payments, suppliers, users, permissions, rule groups, approval rules, company
 * settings and intake configuration is recorded". One call per road that changes them, each answered by its entry
 * in the account's audit trail (GET /audit filtered on the record), with who and the fields before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createTwoAccounts, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string;

type Entry = {
  entity: string;
  action: string;
  userId: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
};

const call = async (method: 'POST' | 'PUT', url: string, payload: object, expected: number) => {
  const res = await t.call(admin, { method, url: `${API}${url}`, payload });
  expect(res.statusCode, res.body).toBe(expected);
  return res.json();
};
/** The record's entries, newest first. */
const trail = async (entityId: string): Promise<Entry[]> => {
  const filter = encodeURIComponent(JSON.stringify({ entityId }));
  const res = await t.call(admin, { method: 'GET', url: `${API}/audit?filter=${filter}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestContext({ ACCESS_CACHE_SECONDS: '0' });
  ({ a, admin } = await createTwoAccounts(t));
  s = await createInvoiceSetup(t, admin);
}, 60_000);
afterAll(() => t?.close());

describe('every change on record', () => {
  it("a document's label, branch and group set from the lists' bulk actions, each document its entry", async () => {
    const one = await insertInvoice(t, a, s, { totalttc: '10.00', status: 1, invoiceNumber: 'BULK-1' });
    const two = await insertInvoice(t, a, s, { totalttc: '20.00', status: 1, invoiceNumber: 'BULK-2' });
    const label = await call('POST', '/documentlabels', { name: 'Bulk audited' }, 201);
    await call('POST', '/documents/multi/label', { documents: [one, two], label: label.uuid }, 200);
    await call('POST', '/documents/multi/branche', { documents: [one], branche: a.branches[0].id }, 200);
    await call('POST', '/documents/multi/documentgroup', { documents: [two], documentgroup: null }, 200);
    const [moved, labelled] = await trail(one);
    expect(labelled).toMatchObject({
      entity: 'documents',
      action: 'UPDATE',
      userId: a.admin.id,
      changes: { labeluuid: { before: null, after: label.uuid } },
    });
    expect(moved.changes).toEqual({ companyId: { before: a.master.id, after: a.branches[0].id } });
    const [regrouped] = await trail(two);
    // the group's change clears the totals: their former values are on record
    expect(regrouped.changes).toMatchObject({
      documentgroupuuid: { before: s.group.uuid, after: null },
      totalttc: { before: '20.00', after: null },
    });
  });

  it("a document's lifecycle status set by the buyer, with what they gave for it", async () => {
    const id = await insertInvoice(t, a, s, { totalttc: '30.00', status: 1, invoiceNumber: 'LIFE-1' });
    await call('POST', `/documents/${id}/lifecycle`, { code: 207, reason: 'QTE_ERR', action: 'CNP' }, 201);
    const [disputed] = await trail(id);
    expect(disputed).toMatchObject({
      entity: 'documents',
      action: 'LIFECYCLE',
      userId: a.admin.id,
      changes: {
        lifecycleCode: { after: 207 },
        lifecycle: { before: null, after: { reason: 'QTE_ERR', action: 'CNP' } },
      },
    });
  });

  it("a document's balance and status as a payment changes them", async () => {
    const id = await insertInvoice(t, a, s, { totalttc: '40.00', invoiceNumber: 'PAID-1' });
    const pay = (amount: string) =>
      call(
        'POST',
        '/payments',
        { paymentdate: '2026-11-20', name: 'VIR', invoices: [{ invoiceuuid: id, amount }] },
        200,
      );
    await pay('15.00');
    await pay('25.00');
    const [paid, partly] = await trail(id);
    expect(partly).toMatchObject({
      entity: 'documents',
      action: 'UPDATE',
      userId: a.admin.id,
      changes: { status: { before: 2 }, solde: { before: '40.00', after: '25.00' } },
    });
    expect(paid).toMatchObject({ action: 'UPDATE', changes: { solde: { before: '25.00', after: '0.00' } } });
    expect(paid.changes.status.after).not.toBe(partly.changes.status.after);
  });

  it('a branch and its administrator, created then changed (companies, users)', async () => {
    const branch = await call(
      'POST',
      '/branches',
      {
        companyName: 'Audit Nantes',
        companyAddress: '1 quai',
        email: 'audit.nantes@exemple.fr',
        firstName: 'Paul',
        lastName: 'Leroy',
      },
      201,
    );
    await call(
      'PUT',
      `/branches/${branch.uuid}`,
      { companyName: 'Audit Nantes Centre', lastName: 'Leroy-Martin' },
      200,
    );
    const [renamed, created] = await trail(branch.uuid);
    expect(created).toMatchObject({
      entity: 'companies',
      action: 'CREATE',
      changes: { name: { after: 'Audit Nantes' } },
    });
    expect(renamed).toMatchObject({
      entity: 'companies',
      action: 'UPDATE',
      changes: { name: { before: 'Audit Nantes', after: 'Audit Nantes Centre' } },
    });
    const users = (
      await t.call(admin, {
        method: 'GET',
        url: `${API}/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'users' }))}`,
      })
    ).json() as Array<Entry & { entityId: string }>;
    const theirs = users.filter((e) => e.changes.email?.after === 'audit.nantes@exemple.fr' || e.changes.lastName);
    expect(theirs.map((e) => e.action)).toEqual(['UPDATE', 'CREATE']);
    expect(theirs[0].changes.lastName).toEqual({ before: 'Leroy', after: 'Leroy-Martin' });
    expect(JSON.stringify(theirs)).not.toMatch(/passwordHash/);
  });

  it('a linked user and the permissions they are given', async () => {
    const user = await call(
      'POST',
      '/users/linked',
      { firstname: 'Léa', lastname: 'Audit', email: 'lea.audit@exemple.fr' },
      201,
    );
    const id = user.uuid ?? user.id;
    await call('PUT', `/users/linked/${id}`, { permissions: ['VIEW_DOCUMENTS'] }, 200);
    const [granted, created] = await trail(id);
    expect(created).toMatchObject({ entity: 'users', action: 'CREATE' });
    expect(granted).toMatchObject({
      entity: 'users',
      action: 'UPDATE',
      changes: { permissions: { after: ['VIEW_DOCUMENTS'] } },
    });
  });

  it('a rule group and its permissions', async () => {
    const group = await call('POST', '/rulegroups', { name: 'Audited group' }, 201);
    await call('PUT', `/rulegroups/${group.uuid}`, { permissions: ['VIEW_DOCUMENTS'] }, 200);
    const [granted, created] = await trail(group.uuid);
    expect(created).toMatchObject({ entity: 'rule_groups', action: 'CREATE' });
    expect(granted).toMatchObject({
      entity: 'rule_groups',
      action: 'UPDATE',
      changes: { permissions: { after: ['VIEW_DOCUMENTS'] } },
    });
  });

  it('the company settings', async () => {
    await call(
      'PUT',
      '/companies',
      { name: 'Société auditée', items: '552100554', emailtemplate: 'Payé', retentionyears: 12 },
      200,
    );
    const [changed] = await trail(a.master.id);
    expect(changed).toMatchObject({ entity: 'companies', action: 'UPDATE', userId: a.admin.id });
    expect(changed.changes).toMatchObject({ name: { after: 'Société auditée' } });
  });

  it('the intake configuration: an API key', async () => {
    const key = await call('POST', '/apikeys', { name: 'Audited scanner', scope: 'IMPORT' }, 201);
    const [created] = await trail(key.uuid);
    expect(created).toMatchObject({
      entity: 'api_keys',
      action: 'CREATE',
      changes: { name: { after: 'Audited scanner' } },
    });
    expect(JSON.stringify(created)).not.toContain(key.secret);
  });
});
