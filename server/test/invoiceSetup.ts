import { documents } from '../db/schema';
import type { TestContext } from './app';
import type { TestAccount } from './factories';

const API = '/paperdesk/api';

/** The day-one configuration of a French company, through the API: keywords, an invoice group, origin types, a supplier. */
export async function createInvoiceSetup(
  t: TestContext,
  token: string,
  supplier: { name: string; siren?: string } = { name: 'LE FOURNISSEUR' },
) {
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.call(token, { method: 'POST', url: `${API}${url}`, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { uuid: string };
  };
  const kw = {
    ht: await post('/keywords', { name: 'Total HT', type: 'HT', valuetype: 'NUMBER', extractionkey: 'total_ht' }),
    tva: await post('/keywords', { name: 'TVA', type: 'TVA', valuetype: 'NUMBER', extractionkey: 'total_tva' }),
    ttc: await post('/keywords', { name: 'Total TTC', type: 'TTC', valuetype: 'NUMBER', extractionkey: 'total_ttc' }),
    due: await post('/keywords', {
      name: "Date d'échéance",
      type: 'DUE_DATE',
      valuetype: 'DATE',
      extractionkey: 'due_date',
    }),
    type: await post('/keywords', {
      name: 'Type',
      type: 'TYPE',
      valuetype: 'ENUMERATED',
      choices: ['INVOICE', 'CREDIT'],
      extractionkey: 'type',
    }),
    ref: await post('/keywords', {
      name: 'Référence commande',
      type: 'CUSTOM',
      valuetype: 'TEXT',
      extractionkey: 'order_ref',
    }),
  };
  const group = await post('/documentgroups', {
    name: 'Factures',
    type: 'INVOICES',
    keywords: Object.values(kw).map((k) => ({ keyworduuid: k.uuid })),
  });
  const suppliers = await post('/origintypes', {
    name: 'Fournisseurs',
    type: 'SUPPLIER',
    documentgroups: [group.uuid],
  });
  const customers = await post('/origintypes', { name: 'Clients', type: 'CUSTOMER', documentgroups: [group.uuid] });
  const source = await post('/suppliers', {
    name: supplier.name,
    origintype: suppliers.uuid,
    defaultdocumentgroupuuid: group.uuid,
    identifiers: supplier.siren ? [{ type: 'SIREN', value: supplier.siren }] : [],
  });
  return { kw, group, origin: { suppliers, customers }, supplier: source };
}
export type InvoiceSetup = Awaited<ReturnType<typeof createInvoiceSetup>>;

/**
 * A validated document (status 2: on the to-pay list) of the account's master company, from the setup's supplier,
 * stored as is (no keyword values unless `fields.data` says so): an invoice of `totalttc`, or a credit note when it
 * is negative; `fields` over these. Answers its uuid.
 */
export async function insertInvoice(
  t: TestContext,
  a: TestAccount,
  s: InvoiceSetup,
  fields: { totalttc: string } & Partial<typeof documents.$inferInsert>,
) {
  const ttc = fields.totalttc;
  const [row] = await t.database.db
    .insert(documents)
    .values({
      companyId: a.master.id,
      accountId: a.master.id,
      originType: s.origin.suppliers.uuid,
      documentgroupuuid: s.group.uuid,
      supplieruuid: s.supplier.uuid,
      suppliername: 'LE FOURNISSEUR',
      date: '2026-10-01',
      duedate: '2026-11-30',
      status: 2,
      totalht: ttc,
      totaltva: '0.00',
      balance: ttc,
      category: ttc.startsWith('-') ? 'CREDIT' : 'INVOICE',
      ...fields,
    })
    .returning();
  return row.uuid;
}
