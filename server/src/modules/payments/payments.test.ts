import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, documents } from '../../../db/schema';
import type { Category } from '../../../../src/domain/documents/rules';
import { createAccount, createTwoAccounts, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';
import { createMailingContext, type MailingContext } from '../../../test/mailing';
import type { SmtpPeer } from '../../../test/smtp';

const API = '/paperdesk/api';
let t: MailingContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string, clerk: string, other: string;
let n = 0;
let smtp: SmtpPeer;

/** A document of the account's master company, validated (on the to-pay list) unless said otherwise. */
async function invoice(
  ttc: string,
  opts: { status?: number; supplier?: string | null; ht?: string; tva?: string; type?: Category; due?: string } = {},
) {
  const ht = opts.ht ?? ttc,
    tva = opts.tva ?? '0.00';
  const status = opts.status ?? 2;
  const supplier = opts.supplier === undefined ? s.supplier.uuid : opts.supplier;
  const value = (kw: { uuid: string }, v: unknown) => ({ uuid: crypto.randomUUID(), keyworduuid: kw.uuid, value: v });
  return insertInvoice(t, a, s, {
    supplieruuid: supplier,
    invoiceNumber: `F-${++n}`,
    duedate: opts.due ?? '2026-11-30',
    status,
    totalht: ht,
    totaltva: tva,
    totalttc: ttc,
    balance: status === 2 ? ttc : null,
    category: opts.type ?? (ttc.startsWith('-') ? 'CREDIT' : 'INVOICE'),
    data: [
      value(s.kw.ht, ht),
      value(s.kw.tva, tva),
      value(s.kw.ttc, ttc),
      value(s.kw.due, opts.due ?? '2026-11-30'),
      value(s.kw.type, opts.type ?? (ttc.startsWith('-') ? 'CREDIT' : 'INVOICE')),
    ],
  });
}
const doc = async (id: string) => (await t.database.db.select().from(documents).where(eq(documents.uuid, id)))[0];
const pay = (lines: Array<[string, string]>, extra: object = {}, token = admin) =>
  t.call(token, {
    method: 'POST',
    url: `${API}/payments`,
    payload: {
      paymentdate: '2026-11-20',
      name: 'Virement',
      invoices: lines.map(([invoiceuuid, amount]) => ({ invoiceuuid, amount })),
      ...extra,
    },
  });

beforeAll(async () => {
  t = await createMailingContext();
  smtp = t.smtp;
  t.app.jobs.start(); // automatic notices go through the job queue
  ({ a, admin, clerk, other } = await createTwoAccounts(t));
  s = await createInvoiceSetup(t, admin);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('paying invoices (spec §4)', () => {
  it('settles several invoices in one payment, fully and partly, in exact cents', async () => {
    const [full, part] = [await invoice('120.00'), await invoice('0.30')];
    const res = await pay([
      [full, '120'],
      [part, '0.10'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      paySuccess: true,
      payment: { total: '120.10', suppliername: 'LE FOURNISSEUR', branche: a.master.id },
    });
    expect(await doc(full)).toMatchObject({ status: 4, balance: '0.00' });
    expect(await doc(part)).toMatchObject({ status: 3, balance: '0.20' });
    const toPay = (await t.call(admin, { method: 'GET', url: `${API}/invoicestopay` })).json();
    expect(toPay.map((i: { invoiceuuid: string }) => i.invoiceuuid)).toContain(part);
    expect(toPay.map((i: { invoiceuuid: string }) => i.invoiceuuid)).not.toContain(full);
    expect(toPay.find((i: { invoiceuuid: string }) => i.invoiceuuid === part)).toMatchObject({
      solde: '0.20',
      totalttc: '0.30',
      type: 'INVOICE',
      status: 3,
    });
  });

  it('never takes more than the balance, and changes nothing when one line is wrong', async () => {
    const [x, y] = [await invoice('50.00'), await invoice('20.00')];
    const res = await pay([
      [x, '50.00'],
      [y, '20.01'],
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('more than its balance');
    expect(await doc(x)).toMatchObject({ status: 2, balance: '50.00' });
  });

  it('lets only one of two simultaneous payments take the same balance', async () => {
    const x = await invoice('70.00');
    const results = await Promise.all([pay([[x, '70.00']]), pay([[x, '70.00']])]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await doc(x)).toMatchObject({ status: 4, balance: '0.00' });
  });

  it('offsets a credit note against an invoice of the same supplier', async () => {
    const [inv, credit] = [await invoice('100.00'), await invoice('-40.00')];
    const res = await pay([
      [inv, '100.00'],
      [credit, '-40.00'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment.total).toBe('60.00');
    expect(await doc(credit)).toMatchObject({ status: 4, balance: '0.00' });
  });

  it('refuses documents of two suppliers in one payment', async () => {
    const other2 = await t.call(admin, {
      method: 'POST',
      url: `${API}/suppliers`,
      payload: { name: 'AUTRE', origintype: s.origin.suppliers.uuid },
    });
    const [x, y] = [await invoice('10.00'), await invoice('10.00', { supplier: other2.json().uuid })];
    const res = await pay([
      [x, '10.00'],
      [y, '10.00'],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.invoices).toBe('error.payment.mixed');
  });

  it('validates a saved invoice paid directly, and refuses one that is not valid', async () => {
    const valid = await invoice('24.00', { status: 1, ht: '20.00', tva: '4.00' });
    expect((await pay([[valid, '24.00']])).statusCode).toBe(200);
    expect(await doc(valid)).toMatchObject({ status: 4, balance: '0.00' });
    const broken = await invoice('24.00', { status: 1, ht: '20.00', tva: '5.00' });
    const res = await pay([[broken, '24.00']]);
    expect(res.statusCode).toBe(409);
    expect(await doc(broken)).toMatchObject({ status: 1 });
  });

  it("answers 404 for another company's invoice, 403 without the permission, 400 for bad input", async () => {
    const mine = await invoice('10.00');
    const theirs = (await t.call(other, { method: 'GET', url: `${API}/invoicestopay` })).json();
    expect(theirs).toEqual([]);
    expect((await pay([[mine, '10.00']], {}, other)).statusCode).toBe(404);
    expect((await pay([[mine, '10.00']], {}, clerk)).statusCode).toBe(403);
    for (const bad of [
      { paymentdate: '20/11/2026' },
      { invoices: [] },
      { invoices: [{ invoiceuuid: mine, amount: 'ten' }] },
      { invoices: [{ invoiceuuid: mine, amount: 0 }] },
    ]) {
      const res = await t.call(admin, {
        method: 'POST',
        url: `${API}/payments`,
        payload: { paymentdate: '2026-11-20', invoices: [{ invoiceuuid: mine, amount: '1' }], ...bad },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await doc(mine)).toMatchObject({ status: 2, balance: '10.00' });
  });
});

describe('editing and deleting a payment', () => {
  it('gives the old amounts back before taking the new ones, and deleting restores the balances', async () => {
    const [x, y] = [await invoice('80.00'), await invoice('30.00')];
    const created = (await pay([[x, '80.00']])).json().payment;
    expect(await doc(x)).toMatchObject({ status: 4 });
    const edited = await t.call(admin, {
      method: 'PUT',
      url: `${API}/payments/${created.uuid}`,
      payload: {
        paymentdate: '2026-11-21',
        invoices: [
          { invoiceuuid: x, amount: '30' },
          { invoiceuuid: y, amount: '30' },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ total: '60.00', paymentdate: '2026-11-21' });
    expect(await doc(x)).toMatchObject({ status: 3, balance: '50.00' });
    expect(await doc(y)).toMatchObject({ status: 4, balance: '0.00' });
    // a payment of another company is not found; the balances stay
    expect((await t.call(other, { method: 'DELETE', url: `${API}/payments/${created.uuid}` })).statusCode).toBe(404);
    expect((await t.call(admin, { method: 'DELETE', url: `${API}/payments/${created.uuid}` })).json()).toEqual({
      success: true,
    });
    expect(await doc(x)).toMatchObject({ status: 2, balance: '80.00' });
    expect(await doc(y)).toMatchObject({ status: 2, balance: '30.00' });
    expect((await t.call(admin, { method: 'DELETE', url: `${API}/payments/${created.uuid}` })).statusCode).toBe(404);
  });

  it('lists payments by payment date and keeps paid documents from being deleted', async () => {
    const x = await invoice('15.00');
    await pay([[x, '15.00']], { paymentdate: '2026-09-15', name: 'Chèque 42' });
    const sept = (
      await t.call(admin, { method: 'GET', url: `${API}/payments?fromDate=2026-09-01&toDate=2026-09-30` })
    ).json();
    expect(sept.map((p: { name: string }) => p.name)).toEqual(['Chèque 42']);
    expect(sept[0].invoices[0]).toMatchObject({ invoiceuuid: x, amount: '15.00' });
    expect((await t.call(admin, { method: 'DELETE', url: `${API}/documents/${x}` })).statusCode).toBe(409);
  });

  it('lists paid invoices by the day of their latest payment, not their invoice date', async () => {
    const x = await invoice('40.00'); // dated 2026-10-01
    const paid = (from: string, to: string) =>
      t
        .call(admin, {
          method: 'GET',
          url: `${API}/documents?fromDate=${from}&toDate=${to}&filter=${encodeURIComponent(JSON.stringify({ paid: true }))}&range=[0,999]`,
        })
        .then((r) => r.json().map((d: { uuid: string }) => d.uuid));
    const first = (await pay([[x, '10.00']], { paymentdate: '2026-10-20' })).json().payment.uuid;
    expect(await paid('2026-10-01', '2026-12-31')).not.toContain(x); // partly paid only
    await pay([[x, '30.00']], { paymentdate: '2027-01-05' });
    expect((await doc(x)).paymentdate).toBe('2027-01-05');
    expect(await paid('2027-01-01', '2027-01-31')).toContain(x);
    expect(await paid('2026-10-01', '2026-10-31')).not.toContain(x);
    const second = (
      await t.call(admin, { method: 'GET', url: `${API}/payments?fromDate=2027-01-01&toDate=2027-01-31` })
    ).json()[0].uuid;
    await t.call(admin, { method: 'DELETE', url: `${API}/payments/${second}` });
    expect((await doc(x)).paymentdate).toBe('2026-10-20');
    await t.call(admin, { method: 'DELETE', url: `${API}/payments/${first}` });
    expect((await doc(x)).paymentdate).toBeNull();
  });
});

describe('supplier balances (soldes)', () => {
  it('states what was invoiced, paid and is still owed, and exports it', async () => {
    const acc = await createAccount(t.database.db);
    const token = await t.token({ sub: acc.admin.id, roles: [] });
    const [a0, s0] = [a, s];
    a = acc;
    s = await createInvoiceSetup(t, token);
    try {
      const [x, y] = [await invoice('100.00'), await invoice('-25.00')];
      await t.call(token, {
        method: 'POST',
        url: `${API}/payments`,
        payload: { paymentdate: '2026-11-20', name: 'VIR-1', invoices: [{ invoiceuuid: x, amount: '60' }] },
      });
      const lines = (
        await t.call(token, { method: 'GET', url: `${API}/soldes/${acc.master.id}/${s.supplier.uuid}` })
      ).json();
      expect(lines.map((l: { type: string; debit: string; credit: string }) => [l.type, l.debit, l.credit])).toEqual([
        ['INVOICE', '0.00', '100.00'],
        ['CREDIT', '25.00', '0.00'],
        ['PAYMENT', '60.00', '0.00'],
      ]);
      expect(lines.find((l: { invoiceuuid: string }) => l.invoiceuuid === y).invoicesolde).toBe('-25.00');
      expect(lines.map((l: { balance: string }) => l.balance)).toEqual(['100.00', '75.00', '15.00']);
      const summary = (
        await t.call(token, { method: 'GET', url: `${API}/soldes/summary/${acc.master.id}/all` })
      ).json();
      expect(summary).toEqual([
        { supplieruuid: s.supplier.uuid, suppliername: 'LE FOURNISSEUR', currency: 'EUR', solde: '15.00' },
      ]);
      // an invoice in pounds is owed in pounds: never added to the euros
      await insertInvoice(t, acc, s, { invoiceNumber: 'GB-1', totalttc: '1021.91', currency: 'GBP' });
      const both = await t.call(token, { method: 'GET', url: `${API}/soldes/summary/${acc.master.id}/all` });
      expect(both.json().map((r: { currency: string; solde: string }) => [r.currency, r.solde])).toEqual([
        ['EUR', '15.00'],
        ['GBP', '1021.91'],
      ]);
      expect(both.headers['content-range']).toMatch(/\/2$/);
      // One export of the statement, the localised one (POST /exports): the old technical CSV is gone.
      const csv = await t.call(token, {
        method: 'GET',
        url: `${API}/soldes/${acc.master.id}/${s.supplier.uuid}?format=csv`,
      });
      expect(csv.statusCode).toBe(400);
      expect(csv.json().fields).toEqual({ format: 'error.invalidvalue' });
      expect((await t.call(other, { method: 'GET', url: `${API}/soldes/${acc.master.id}/all` })).statusCode).toBe(404);
    } finally {
      [a, s] = [a0, s0];
    }
  });
});

describe("a supplier's own settings", () => {
  it('pays on validation on the planned day, and tells the supplier with its template when the company sends automatic mails', async () => {
    const sup = (
      await t.call(admin, {
        method: 'POST',
        url: `${API}/suppliers`,
        payload: {
          name: 'PAYE AUTO',
          origintype: s.origin.suppliers.uuid,
          payonvalidation: true,
          paymentdateenum: 0,
          automail: true,
          email: 'compta@paye-auto.example',
          includeattachments: false,
          emailtemplate: 'Factures {invoices} : {total} payés le {date} par {company}.',
        },
      })
    ).json();
    await t.database.db.update(companies).set({ mailauto: true }).where(eq(companies.id, a.master.id));
    const x = await invoice('36.00', { status: 1, ht: '30.00', tva: '6.00', supplier: sup.uuid });
    const before = smtp.inbox.length;
    const res = await t.call(admin, { method: 'PUT', url: `${API}/documents/${x}`, payload: { status: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 4, solde: '0.00' });
    const list = (await t.call(admin, { method: 'GET', url: `${API}/payments` })).json();
    const auto = list.find((p: { invoices: Array<{ invoiceuuid: string }> }) =>
      p.invoices.some((l) => l.invoiceuuid === x),
    );
    expect(auto).toMatchObject({ total: '36.00', paymentstatus: 1, suppliername: 'LE FOURNISSEUR' });
    await smtp.waitFor(before + 1);
    const mail = smtp.inbox.at(-1)!.replace(/=\r?\n/g, '');
    expect(mail).toContain('To: compta@paye-auto.example');
    // the notice the pay dialog composes too (src/domain/payments/notice.ts): French amounts and days, a no-break space before €
    expect(mail).toMatch(/Factures F-\d+ : 36,00=C2=A0=E2=82=AC pay=C3=A9s le \d\d\/\d\d\/\d{4} par Master/);
    expect(mail).toContain('Subject: =?UTF-8?Q?R=C3=A8glement_des_factures_F-');
  });

  it('plans the payment of a later due date as in progress, and sends nothing when the company does not send automatic mails', async () => {
    const sup = (
      await t.call(admin, {
        method: 'POST',
        url: `${API}/suppliers`,
        payload: {
          name: 'PAYE PLUS TARD',
          origintype: s.origin.suppliers.uuid,
          payonvalidation: true,
          paymentdateenum: 1,
          automail: true,
          email: 'x@plus-tard.example',
        },
      })
    ).json();
    await t.database.db.update(companies).set({ mailauto: false }).where(eq(companies.id, a.master.id));
    const x = await invoice('12.00', { status: 1, ht: '10.00', tva: '2.00', supplier: sup.uuid, due: '2099-01-31' });
    const before = smtp.inbox.length;
    expect(
      (await t.call(admin, { method: 'PUT', url: `${API}/documents/${x}`, payload: { status: 2 } })).statusCode,
    ).toBe(200);
    const list = (
      await t.call(admin, { method: 'GET', url: `${API}/payments?fromDate=2099-01-01&toDate=2099-12-31` })
    ).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ paymentdate: '2099-01-31', paymentstatus: 0 });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.inbox.length).toBe(before);
  });

  it('queues the notice with a payment recorded by hand, and none when the payment is refused', async () => {
    const sup = (
      await t.call(admin, {
        method: 'POST',
        url: `${API}/suppliers`,
        payload: {
          name: 'AVIS MANUEL',
          origintype: s.origin.suppliers.uuid,
          automail: true,
          email: 'avis@manuel.example',
          includeattachments: false,
        },
      })
    ).json();
    await t.database.db.update(companies).set({ mailauto: true }).where(eq(companies.id, a.master.id));
    const x = await invoice('48.00', { supplier: sup.uuid });
    const notices = async () =>
      (await t.call(admin, { method: 'GET', url: `${API}/emails?size=200` }))
        .json()
        .filter((m: { recipients: string[] }) => m.recipients.includes('avis@manuel.example'));
    expect((await pay([[x, '48.01']])).statusCode).toBe(409);
    expect(await notices()).toHaveLength(0);
    const res = await pay([[x, '48.00']]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mailError).toBeUndefined();
    const [notice] = await notices();
    expect(['QUEUED', 'SENT']).toContain(notice.status);
  });
});
