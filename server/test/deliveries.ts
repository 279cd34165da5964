/**
 * What the tests of outgoing calls share (lifecycle messages to the platform, webhooks): the app with its jobs, a
 * failed delivery retried after 0.2 s; an account, its admin and invoice setup; a receiver of the calls; and French
 * e-invoices imported and recognised.
 */
import { readFile } from 'node:fs/promises';
import { createTestContext, type TestContext } from './app';
import { createAccount } from './factories';
import { createInvoiceSetup, type InvoiceSetup } from './invoiceSetup';
import { importFile } from './multipart';
import { startReceiver } from './platformReceiver';
import { recognised } from './recognised';

export async function startDeliveries() {
  const t = await createTestContext({ DELIVERY_RETRY_SECONDS: '0.2' });
  t.app.jobs.start();
  const acc = await createAccount(t.database.db);
  const admin = await t.token({ sub: acc.admin.id, roles: [] });
  const setup = await createInvoiceSetup(t, admin);
  const receiver = await startReceiver();
  return { t, acc, admin, setup, receiver };
}

/** A French e-invoice imported and recognised, numbered `number` (a new number each time, so no duplicate). */
export async function importEInvoice(t: TestContext, admin: string, setup: InvoiceSetup, number: string) {
  const xml = (await readFile(new URL('./fixtures/einvoices/cii-invoice.xml', import.meta.url), 'utf8')).replace(
    /(<rsm:ExchangedDocument>\s*<ram:ID>)[^<]+/,
    `$1${number}`,
  );
  const id = await importFile(
    t,
    admin,
    { recognition: 'true', type: setup.origin.suppliers.uuid, group: setup.group.uuid },
    { name: `${number}.xml`, bytes: Buffer.from(xml) },
  );
  await recognised(t, admin, id);
  return id;
}
