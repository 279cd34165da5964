import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../../src/domain/access';
import { approvalDecisions, approvalRequests, documentLifecycle, jobs, users } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createTwoAccounts, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';
import type { Job } from '../jobs/queue';
import { APPROVAL_SWEEP_JOB, approvalSweepHandler } from './sweep';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string, clerk: string, other: string, bob: string, carol: string;
let bobId: string, carolId: string;
let n = 0;

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call(token, { method, url: `${API}${url}`, ...(payload ? { payload } : {}) });

/** A saved invoice of `ttc`, then validated by the admin through the API (its approval request opens then). */
async function validatedInvoice(ttc: string) {
  const value = (kw: { uuid: string }, v: unknown) => ({ uuid: crypto.randomUUID(), keyworduuid: kw.uuid, value: v });
  const id = await insertInvoice(t, a, s, {
    invoiceNumber: `A-${++n}`,
    status: 1,
    totalttc: ttc,
    totalht: ttc,
    balance: null,
    data: [
      value(s.kw.ht, ttc),
      value(s.kw.tva, '0.00'),
      value(s.kw.ttc, ttc),
      value(s.kw.due, '2026-12-31'),
      value(s.kw.type, 'INVOICE'),
    ],
  });
  const res = await call(admin, 'PUT', `/documents/${id}`, { status: 2 });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
const pay = (id: string, amount: string) =>
  call(admin, 'POST', '/payments', { paymentdate: '2026-11-20', name: 'VIR', invoices: [{ invoiceuuid: id, amount }] });
const decide = (token: string, id: string, decision: 'APPROVE' | 'REFUSE', comment = '') =>
  call(token, 'POST', `/documents/${id}/approvals`, { decision, comment });

async function addUser(first: string) {
  const [u] = await t.database.db
    .insert(users)
    .values({
      companyId: a.master.id,
      email: `${first}-${crypto.randomUUID()}@test.fr`,
      firstName: first,
      permissions: PERMISSIONS,
    })
    .returning();
  return u.id;
}

let ruleId: string;
beforeAll(async () => {
  t = await createTestContext();
  ({ a, admin, clerk, other } = await createTwoAccounts(t));
  s = await createInvoiceSetup(t, admin);
  bobId = await addUser('Bob');
  carolId = await addUser('Carol');
  bob = await t.token({ sub: bobId, roles: [] });
  carol = await t.token({ sub: carolId, roles: [] });
}, 60_000);
afterAll(() => t?.close());

describe('approval rules (/approvalrules)', () => {
  it('are created with their conditions and steps, approvers of the account only', async () => {
    const rule = {
      name: 'Above 1000',
      conditions: [{ field: 'TOTAL_TTC', operator: 'GREATER_THAN', value: '1000' }],
      steps: [{ users: [bobId] }],
    };
    const res = await call(admin, 'POST', '/approvalrules', rule);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      ...rule,
      allowSelfApproval: false,
      active: true,
      steps: [{ users: [bobId], required: 1 }],
    });
    ruleId = res.json().uuid;
    const stranger = await call(admin, 'POST', '/approvalrules', {
      ...rule,
      steps: [{ users: [crypto.randomUUID()] }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(
      (
        await call(admin, 'POST', '/approvalrules', {
          ...rule,
          conditions: [{ field: 'TOTAL_TTC', operator: 'LIKE', value: '1' }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(admin, 'POST', '/approvalrules', { ...rule, steps: [] })).statusCode).toBe(400);
    expect((await call(clerk, 'GET', '/approvalrules')).statusCode).toBe(403);
    expect((await call(other, 'GET', `/approvalrules/${ruleId}`)).statusCode).toBe(404);
    // another account's rule is neither changed nor deleted (nor its invoices' requests withdrawn)
    expect((await call(other, 'PUT', `/approvalrules/${ruleId}`, { active: false })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/approvalrules/${ruleId}`)).statusCode).toBe(404);
    expect((await call(admin, 'PUT', `/approvalrules/${ruleId}`, { active: 'yes' })).statusCode).toBe(400);
    expect((await call(clerk, 'DELETE', `/approvalrules/${ruleId}`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/approvalrules/${ruleId}`)).json()).toMatchObject({ active: true });
    expect((await call(other, 'GET', '/approvalrules')).json()).toEqual([]);
    const history = await call(
      admin,
      'GET',
      `/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'approval_rules' }))}`,
    );
    expect(history.json()[0]).toMatchObject({ action: 'CREATE', entityId: ruleId });
  });
});

describe('an invoice above the threshold', () => {
  it('cannot be paid until a second person approves it; the validator may not approve their own', async () => {
    const small = await validatedInvoice('1000.00');
    expect((await call(admin, 'GET', `/documents/${small}/approvals`)).json()).toEqual({ required: false });
    expect((await pay(small, '1000.00')).statusCode).toBe(200);

    const id = await validatedInvoice('1500.00');
    const waiting = await call(admin, 'GET', `/documents/${id}/approvals`);
    expect(waiting.json()).toMatchObject({
      required: true,
      state: 'PENDING',
      rule: 'Above 1000',
      canDecide: false,
      reason: 'error.approval.notapprover',
    });
    const refused = await pay(id, '1500.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_APPROVED' });
    expect(refused.json().message).toContain(`A-${n}`);

    // bob's "To approve" list and the menu's count
    const todo = await call(bob, 'GET', '/approvals');
    expect(todo.json().map((d: { uuid: string }) => d.uuid)).toContain(id);
    expect((await call(bob, 'GET', '/approvals/count')).json().count).toBeGreaterThanOrEqual(1);
    expect((await call(admin, 'GET', '/approvals')).json()).toEqual([]);

    expect((await decide(admin, id, 'APPROVE')).statusCode).toBe(403);
    const approved = await decide(bob, id, 'APPROVE', 'OK pour moi');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      state: 'APPROVED',
      decisions: [{ userId: bobId, comment: 'OK pour moi', decision: 'APPROVE' }],
    });
    expect((await decide(bob, id, 'APPROVE')).statusCode).toBe(409);
    expect((await pay(id, '1500.00')).statusCode).toBe(200);
    // newest first: the payment's change to the invoice (its balance), then the approval
    const trail: Array<{ action: string }> = (await call(admin, 'GET', `/documents/${id}/history`)).json();
    expect(trail[0]).toMatchObject({ action: 'UPDATE', changes: { solde: { after: '0.00' } } });
    expect(trail.find((e) => e.action === 'APPROVE')).toMatchObject({
      action: 'APPROVE',
      userId: bobId,
      changes: { approval: { before: 'PENDING', after: 'APPROVED' } },
    });
  });

  it('once refused, stays unpaid', async () => {
    const id = await validatedInvoice('2000.00');
    expect((await decide(bob, id, 'REFUSE', 'Pas commandé')).json()).toMatchObject({ state: 'REFUSED' });
    // the refusal is the invoice's lifecycle status 210, with the approver's comment
    const [life] = await t.database.db
      .select()
      .from(documentLifecycle)
      .where(and(eq(documentLifecycle.documentId, id), eq(documentLifecycle.code, 210)));
    expect(life).toMatchObject({ origin: 'USER', userId: bobId, reasonText: 'Pas commandé' });
    const res = await pay(id, '2000.00');
    expect(res.statusCode).toBe(409);
    // refused (210) closes the invoice: the payment is refused before the approval guard is asked
    expect(res.json().message).toMatch(/refused/i);
  });

  it('counts each approver once: two clicks at once answer 409, never a double approval', async () => {
    const put = await call(admin, 'PUT', `/approvalrules/${ruleId}`, {
      steps: [{ users: [bobId, carolId], required: 2 }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const id = await validatedInvoice('3000.00');
    const both = await Promise.all([decide(bob, id, 'APPROVE'), decide(bob, id, 'APPROVE')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(approvalDecisions).where(eq(approvalDecisions.documentId, id));
    expect(rows).toHaveLength(1);
    expect((await call(bob, 'GET', `/documents/${id}/approvals`)).json()).toMatchObject({
      state: 'PENDING',
      steps: [{ approvals: 1 }],
    });
    expect((await pay(id, '3000.00')).statusCode).toBe(409);
    expect((await decide(carol, id, 'APPROVE')).json()).toMatchObject({ state: 'APPROVED' });
    expect((await pay(id, '3000.00')).statusCode).toBe(200);
  });

  it('refuses a decision on the invoice as it was before a change: 409, nothing recorded; read again, it goes', async () => {
    const id = await validatedInvoice('5000.00');
    const listed = (await call(bob, 'GET', '/approvals')).json().find((d: { uuid: string }) => d.uuid === id);
    const read = (await call(bob, 'GET', `/documents/${id}/approvals`)).json();
    expect(listed.version).toBe(read.version);
    // someone labels the invoice meanwhile
    const label = (await call(admin, 'POST', '/documentlabels', { name: `Vu ${n}` })).json();
    expect((await call(admin, 'PUT', `/documents/${id}`, { labeluuid: label.uuid })).statusCode).toBe(200);
    const stale = await call(bob, 'POST', `/documents/${id}/approvals`, {
      decision: 'APPROVE',
      comment: '',
      version: read.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed meanwhile/);
    expect(await t.database.db.select().from(approvalDecisions).where(eq(approvalDecisions.documentId, id))).toEqual(
      [],
    );
    const again = (await call(bob, 'GET', `/documents/${id}/approvals`)).json();
    expect(again.version).not.toBe(read.version);
    const approved = await call(bob, 'POST', `/documents/${id}/approvals`, {
      decision: 'APPROVE',
      comment: '',
      version: again.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // the rule now asks two approvers (the test above): Bob's approval counts
    expect(approved.json()).toMatchObject({ steps: [{ approvals: 1 }] });
  });

  it('lets the validator approve when the rule allows it', async () => {
    await call(admin, 'PUT', `/approvalrules/${ruleId}`, { steps: [{ users: [a.admin.id] }], allowSelfApproval: true });
    const id = await validatedInvoice('4000.00');
    expect((await decide(admin, id, 'APPROVE')).json()).toMatchObject({ state: 'APPROVED' });
  });
});

describe('each rule-condition operator, on the total including tax', () => {
  // below the "Above 1000" rule's threshold: only the rule under test can hold
  const totals = ['499.99', '500.00', '500.01'] as const;
  const expected: Record<string, [boolean, boolean, boolean]> = {
    EQUAL: [false, true, false],
    NOT_EQUAL: [true, false, true],
    GREATER_THAN: [false, false, true],
    GREATER_OR_EQUAL: [false, true, true],
    LESS_THAN: [true, false, false],
    LESS_OR_EQUAL: [true, true, false],
    CONTAINS: [false, true, true],
  };
  it.each(Object.entries(expected))('%s', async (operator, holds) => {
    const value = operator === 'CONTAINS' ? '500' : '500.00';
    const created = await call(admin, 'POST', '/approvalrules', {
      name: `Operator ${operator}`,
      conditions: [{ field: 'TOTAL_TTC', operator, value }],
      steps: [{ users: [bobId] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    try {
      const required = [];
      for (const ttc of totals) {
        const id = await validatedInvoice(ttc);
        required.push((await call(admin, 'GET', `/documents/${id}/approvals`)).json().required);
      }
      expect(required).toEqual(holds);
    } finally {
      const off = await call(admin, 'PUT', `/approvalrules/${created.json().uuid}`, { active: false });
      expect(off.statusCode, off.body).toBe(200);
    }
  });
});

describe('approval decisions in the lifecycle', () => {
  it('writes 206 when a step passes while another remains, then 205 when the last one does', async () => {
    const created = await call(admin, 'POST', '/approvalrules', {
      name: 'Two steps at 700',
      conditions: [{ field: 'TOTAL_TTC', operator: 'EQUAL', value: '700.00' }],
      steps: [{ users: [bobId] }, { users: [carolId] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    try {
      const id = await validatedInvoice('700.00');
      const codes = async () =>
        (
          await t.database.db
            .select({ code: documentLifecycle.code, userId: documentLifecycle.userId })
            .from(documentLifecycle)
            .where(eq(documentLifecycle.documentId, id))
        ).filter((l) => l.userId === bobId || l.userId === carolId);
      expect((await decide(bob, id, 'APPROVE', 'Étape 1')).json()).toMatchObject({ state: 'PENDING' });
      expect(await codes()).toEqual([{ code: 206, userId: bobId }]);
      expect((await pay(id, '700.00')).statusCode).toBe(409);
      expect((await decide(carol, id, 'APPROVE', 'Étape 2')).json()).toMatchObject({ state: 'APPROVED' });
      expect((await codes()).map((l) => [l.code, l.userId])).toEqual(
        expect.arrayContaining([
          [206, bobId],
          [205, carolId],
        ]),
      );
      expect((await pay(id, '700.00')).statusCode).toBe(200);
    } finally {
      await call(admin, 'PUT', `/approvalrules/${created.json().uuid}`, { active: false });
    }
  });
});

describe('an invoice validated before a rule covers it', () => {
  it("is refused at payment and waits in the approvers' list once the rule is written, until approved", async () => {
    const id = await validatedInvoice('777.77');
    // no rule covers it yet: nothing to approve
    const before = await t.database.db.select().from(approvalRequests).where(eq(approvalRequests.documentId, id));
    expect(before).toEqual([]);
    const created = await call(admin, 'POST', '/approvalrules', {
      name: 'Exactly 777.77',
      conditions: [{ field: 'TOTAL_TTC', operator: 'EQUAL', value: '777.77' }],
      steps: [{ users: [bobId] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    try {
      // the rule's change queued the sweep of the account's invoices already validated
      const queued = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, APPROVAL_SWEEP_JOB), eq(jobs.subject, a.master.id)));
      expect(queued.length).toBeGreaterThanOrEqual(1);
      // paid before any sweep ran: refused all the same, naming it
      const refused = await pay(id, '777.77');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'NOT_APPROVED', key: 'error.approval.pending' });
      expect((await call(bob, 'GET', '/approvals')).json().map((d: { uuid: string }) => d.uuid)).not.toContain(id);
      // the sweep opens its request: it is in bob's list, with the rule's name
      const sweep = approvalSweepHandler({ db: t.database.db });
      const result = await sweep(queued[0] as unknown as Job, { progress: async () => undefined });
      expect(result).toMatchObject({ opened: 1 });
      const todo = (await call(bob, 'GET', '/approvals')).json() as Array<{ uuid: string; rule: string }>;
      expect(todo.find((d) => d.uuid === id)).toMatchObject({ rule: 'Exactly 777.77' });
      // run again: nothing opened twice
      expect(await sweep(queued[0] as unknown as Job, { progress: async () => undefined })).toMatchObject({
        opened: 0,
      });
      expect((await decide(bob, id, 'APPROVE', 'Vu')).json()).toMatchObject({ state: 'APPROVED' });
      expect((await pay(id, '777.77')).statusCode).toBe(200);
    } finally {
      await call(admin, 'PUT', `/approvalrules/${created.json().uuid}`, { active: false });
    }
  });
  it('is released when the rule that held it is deleted before anyone decided: it can be paid', async () => {
    const id = await validatedInvoice('888.88');
    const created = await call(admin, 'POST', '/approvalrules', {
      name: 'Exactly 888.88',
      conditions: [{ field: 'TOTAL_TTC', operator: 'EQUAL', value: '888.88' }],
      steps: [{ users: [bobId] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    await approvalSweepHandler({ db: t.database.db })({ payload: { accountId: a.master.id } } as unknown as Job, {
      progress: async () => undefined,
    });
    expect((await call(bob, 'GET', '/approvals')).json().map((d: { uuid: string }) => d.uuid)).toContain(id);
    expect((await pay(id, '888.88')).statusCode).toBe(409);
    // deleted: its undecided request goes with it
    expect((await call(admin, 'DELETE', `/approvalrules/${created.json().uuid}`)).statusCode).toBe(200);
    const left = await t.database.db.select().from(approvalRequests).where(eq(approvalRequests.documentId, id));
    expect(left).toEqual([]);
    expect((await call(bob, 'GET', '/approvals')).json().map((d: { uuid: string }) => d.uuid)).not.toContain(id);
    expect((await pay(id, '888.88')).statusCode).toBe(200);
  });
});
