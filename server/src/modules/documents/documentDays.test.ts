import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount } from '../../../test/factories';
import { readSynthetic } from '../../../test/fixtures/invoices';
import { createInvoiceSetup, type InvoiceSetup } from '../../../test/invoiceSetup';
import { importFile } from '../../../test/multipart';

const API = '/paperdesk/api';

describe('PUT /documents/{id}: a day that does not exist or is out of range is refused, naming the field, never dropped', () => {
  let t: TestContext;
  let admin: string;
  let setup: InvoiceSetup;
  let id: string;
  const put = (payload: object) => t.call(admin, { method: 'PUT', url: `${API}/documents/${id}`, payload });
  const record = async () => (await t.call(admin, { method: 'GET', url: `${API}/documents/${id}/record` })).json();

  beforeAll(async () => {
    t = await createTestContext();
    const a = await createAccount(t.database.db);
    admin = await t.token({ sub: a.admin.id, roles: [] });
    setup = await createInvoiceSetup(t, admin);
    id = await importFile(
      t,
      admin,
      { recognition: 'false', type: setup.origin.suppliers.uuid },
      { name: 'plain.pdf', bytes: readSynthetic('plain.pdf') },
    );
    const first = await put({
      id: 'F-2018-7',
      date: '2018-02-28',
      paymentdate: '2018-03-30',
      documentgroupuuid: setup.group.uuid,
      data: [{ keyworduuid: setup.kw.due.uuid, value: '2018-03-31' }],
    });
    expect(first.statusCode, first.body).toBe(200);
  }, 120_000);
  afterAll(() => t?.close());

  it.each([
    ['date', '2018-02-31', 'error.date'],
    ['date', '0201-03-12', 'error.documentdate'],
    ['date', '9999-99-99', 'error.date'],
    ['date', '2100-01-01', 'error.documentdate'],
    ['paymentdate', '2018-02-29', 'error.date'],
    ['paymentdate', '1899-12-31', 'error.documentdate'],
  ])('%s %s: 400 with the field, the stored day kept', async (field, value, key) => {
    const res = await put({ id: 'F-2018-8', [field]: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: key } });
    expect(res.json().message).toContain(field);
    // nothing of the request was saved, the day stored stays
    expect(await record()).toMatchObject({ id: 'F-2018-7', date: '2018-02-28', paymentdate: '2018-03-30' });
  });

  it('a date value (the due date) is refused the same way, naming its keyword', async () => {
    for (const [value, key] of [
      ['2018-02-31', 'error.date'],
      ['0201-03-31', 'error.documentdate'],
    ]) {
      const res = await put({ data: [{ keyworduuid: setup.kw.due.uuid, value }] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ [`data.${setup.kw.due.uuid}`]: key });
      expect(res.json().message).toContain("Date d'échéance");
    }
    const stored = (await record()).data.find((v: { keyworduuid: string }) => v.keyworduuid === setup.kw.due.uuid);
    expect(stored.value).toBe('2018-03-31');
  });

  it('real days in range are saved', async () => {
    const res = await put({ date: '2020-02-29', data: [{ keyworduuid: setup.kw.due.uuid, value: '2099-12-31' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await record()).toMatchObject({ date: '2020-02-29', duedate: '2099-12-31' });
  });
});
