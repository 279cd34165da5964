import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createTwoAccounts, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string, other: string;
let n = 0;

const TWO_RATES = [
  { rate: '20', base: '100.00', amount: '20.00', category: 'S' },
  { rate: '5.5', base: '200.00', amount: '11.00', category: 'S' },
];

/** A saved invoice of 300.00 + 31.00 = 331.00 with every value validation needs, and no breakdown yet. */
async function savedInvoice() {
  const id = await insertInvoice(t, a, s, { totalttc: '331.00', status: 1, balance: null, invoiceNumber: `V-${++n}` });
  const res = await put(id, {
    data: [
      { keyworduuid: s.kw.ht.uuid, value: '300.00' },
      { keyworduuid: s.kw.tva.uuid, value: '31.00' },
      { keyworduuid: s.kw.ttc.uuid, value: '331.00' },
      { keyworduuid: s.kw.due.uuid, value: '2026-12-31' },
      { keyworduuid: s.kw.type.uuid, value: 'INVOICE' },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
const put = (id: string, payload: Record<string, unknown>, token = admin) =>
  t.call(token, { method: 'PUT', url: `${API}/documents/${id}`, payload });
const record = async (id: string) =>
  (await t.call(admin, { method: 'GET', url: `${API}/documents/${id}/record` })).json() as {
    vatlines: unknown[];
    problems: string[];
    status: number;
  };

beforeAll(async () => {
  t = await createTestContext();
  ({ a, admin, other } = await createTwoAccounts(t));
  s = await createInvoiceSetup(t, admin);
}, 60_000);
afterAll(() => t?.close());

describe('PUT /documents/{id} with a VAT breakdown', () => {
  it('stores a 20% + 5.5% breakdown that adds up, and the document validates', async () => {
    const id = await savedInvoice();
    const res = await put(id, { vatlines: [TWO_RATES[0], { rate: '5,50', base: '200', amount: 11 }] });
    expect(res.statusCode, res.body).toBe(200);
    const doc = await record(id);
    expect(doc.vatlines).toEqual([TWO_RATES[0], { rate: '5.5', base: '200.00', amount: '11.00', category: null }]);
    expect(doc.problems).toEqual([]);
    const validated = await put(id, { status: 2 });
    expect(validated.statusCode, validated.body).toBe(200);
    // a validated document's breakdown is frozen
    const frozen = await put(id, { vatlines: [] });
    expect(frozen.statusCode).toBe(409);
  });

  it('names what does not add up: the bases, the VAT total, a line by its rate; validation refuses it', async () => {
    const id = await savedInvoice();
    const wrongLine = [TWO_RATES[0], { rate: '5.5', base: '200.00', amount: '12.00' }];
    expect((await put(id, { vatlines: wrongLine })).statusCode).toBe(200);
    expect((await record(id)).problems).toEqual(['document.error.vatline@5.5', 'document.error.vattotal']);
    const refused = await put(id, { status: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_STATE',
      fields: { 'vatline@5.5': 'document.error.vatline', vattotal: 'document.error.vattotal' },
      fieldArgs: { 'vatline@5.5': { rate: '5.5' } },
    });
    expect(
      (await put(id, { vatlines: [TWO_RATES[0], { ...TWO_RATES[1], base: '210.00', amount: '11.55' }] })).statusCode,
    ).toBe(200);
    expect((await record(id)).problems).toEqual(['document.error.vatbases', 'document.error.vattotal']);
    // within the line tolerance (0.01): accepted
    const rounded = [
      { rate: '20', base: '100.00', amount: '20.01' },
      { rate: '5.5', base: '200.00', amount: '10.99' },
    ];
    expect((await put(id, { vatlines: rounded })).statusCode).toBe(200);
    expect((await record(id)).problems).toEqual([]);
  });

  it('refuses a rate out of 0-100 or with 4 decimals, an amount that is not one, a category not in EN 16931 (400)', async () => {
    const id = await savedInvoice();
    for (const bad of [
      { rate: '101', base: '1', amount: '1' },
      { rate: '5.5555', base: '1', amount: '1' },
      { rate: '-1', base: '1', amount: '1' },
      { rate: '20', base: 'abc', amount: '1' },
      { rate: '20', base: '1', amount: '1e3' },
      { rate: '20', base: '1', amount: '1', category: 'X' },
    ]) {
      const res = await put(id, { vatlines: [bad] });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await put(id, { vatlines: Array(21).fill(TWO_RATES[0]) })).statusCode).toBe(400);
    expect((await record(id)).vatlines).toEqual([]);
  });

  it("answers 404 for another company's document", async () => {
    const id = await savedInvoice();
    expect((await put(id, { vatlines: TWO_RATES }, other)).statusCode).toBe(404);
    expect((await record(id)).vatlines).toEqual([]);
  });

  it('a single-rate breakdown follows the totals a user types; a stated one of several rates stays and is checked', async () => {
    const id = await savedInvoice();
    const amounts = (ht: string, tva: string, ttc: string) => ({
      data: [
        { keyworduuid: s.kw.ht.uuid, value: ht },
        { keyworduuid: s.kw.tva.uuid, value: tva },
        { keyworduuid: s.kw.ttc.uuid, value: ttc },
      ],
    });
    expect((await put(id, amounts('100.00', '20.00', '120.00'))).statusCode).toBe(200);
    expect((await record(id)).vatlines).toEqual([{ rate: '20', base: '100.00', amount: '20.00', category: null }]);
    expect((await put(id, amounts('300.00', '31.00', '331.00'))).statusCode).toBe(200);
    // 6.86 % is no rate: no line is made up
    expect((await record(id)).vatlines).toEqual([]);
    expect((await put(id, { vatlines: TWO_RATES })).statusCode).toBe(200);
    expect((await put(id, amounts('310.00', '31.00', '341.00'))).statusCode).toBe(200);
    const doc = await record(id);
    expect(doc.vatlines).toEqual(TWO_RATES);
    expect(doc.problems).toEqual(['document.error.vatbases']);
  });
});
