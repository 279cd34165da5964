import { textPdf } from '../../seed/demoPdf';
import type { TestContext } from '../app';
import { createAccount, createSuperAdmin, type TestAccount } from '../factories';
import { createInvoiceSetup } from '../invoiceSetup';
import { multipart } from '../multipart';
import { exampleOf } from '../crud/examples';
import { crudRegistry } from '../../src/crud/registry';

const API = '/paperdesk/api';

/** Rows of one account, made through the API: one of each resource, a document, a payment. */
export interface SeededAccount {
  account: TestAccount;
  token: string;
  /** Route path under the API (e.g. `/keywords/:id`) -> an id valid there. */
  idFor: Record<string, string>;
  /** Every id created, to put in bodies. */
  ids: string[];
  /** Route (`POST /keywords`) -> a payload it accepts. */
  valid: Record<string, unknown>;
  /** Named ids the valid payloads refer to. */
  ref: {
    document: string;
    paid: string;
    bulk: string;
    keyword: string;
    kw: Record<'ht' | 'tva' | 'ttc' | 'due' | 'type' | 'ref', string>;
    group: string;
    supplier: string;
    label: string;
    branch: string;
    offer?: string;
  };
}

let fileNo = 0;
/** A small valid PDF, unique per call (so the duplicate check lets it in). */
export const uniquePdf = () =>
  textPdf([[72, 760, 12, `Facture FZ-${++fileNo}-${Math.random().toString(36).slice(2)}`]]);

async function ok(res: { statusCode: number; body: string; json(): any }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json();
}

/** Seeds an account through its admin, the way a user would fill it. */
export async function seedAccount(t: TestContext): Promise<SeededAccount> {
  const account = await createAccount(t.database.db, { offer: 'Groupe' });
  const token = await t.token({ sub: account.admin.id, roles: [] });
  const idFor: Record<string, string> = {};
  const valid: Record<string, unknown> = {};
  const ids: string[] = [account.master.id, ...account.branches.map((b) => b.id)];
  const post = async (url: string, payload: unknown) =>
    (await ok(await t.call(token, { method: 'POST', url: `${API}${url}`, payload: payload as object }), url))
      .uuid as string;

  for (const def of crudRegistry) {
    const example = exampleOf(def.model);
    const endpointOf = (name: string) => crudRegistry.find((d) => d.model.name === name)!.model.endpoint;
    const payload = await example.create({ create: (resource, p) => post(endpointOf(resource), p) });
    const id = await post(def.model.endpoint, payload);
    valid[`POST ${def.model.endpoint}`] = payload;
    valid[`PUT ${def.model.endpoint}/:id`] = example.update;
    idFor[`${def.model.endpoint}/:id`] = id;
    ids.push(id);
  }
  const setup = await createInvoiceSetup(t, token);
  ids.push(setup.group.uuid, setup.supplier.uuid, ...Object.values(setup.kw).map((k) => k.uuid));

  const upload = multipart({ recognition: 'false' }, [{ name: 'facture.pdf', bytes: uniquePdf() }]);
  const document = (
    await ok(
      await t.call(token, {
        method: 'POST',
        url: `${API}/documents/importdocument`,
        payload: upload.payload,
        headers: upload.headers,
      }),
      'import',
    )
  ).uuid as string;
  ids.push(document);
  idFor['/documents/:id'] = document;
  await ok(
    await t.call(token, {
      method: 'PUT',
      url: `${API}/documents/${document}`,
      payload: {
        id: `F-${document.slice(0, 6)}`,
        date: '2024-03-01',
        documentgroupuuid: setup.group.uuid,
        supplieruuid: setup.supplier.uuid,
        origintype: setup.origin.suppliers.uuid,
        data: [
          { keyworduuid: setup.kw.ht.uuid, value: '100' },
          { keyworduuid: setup.kw.tva.uuid, value: '20' },
          { keyworduuid: setup.kw.ttc.uuid, value: '120' },
          { keyworduuid: setup.kw.due.uuid, value: '2024-04-01' },
          { keyworduuid: setup.kw.type.uuid, value: 'INVOICE' },
        ],
      },
    }),
    'review',
  );
  // a document for the bulk calls, which may move it to a branch (out of the master company's lists)
  const upload3 = multipart({ recognition: 'false' }, [{ name: 'lot.pdf', bytes: uniquePdf() }]);
  const bulk = (
    await ok(
      await t.call(token, {
        method: 'POST',
        url: `${API}/documents/importdocument`,
        payload: upload3.payload,
        headers: upload3.headers,
      }),
      'import',
    )
  ).uuid as string;
  ids.push(bulk);
  // a second document, validated and partly paid: the payment routes get a real payment
  const upload2 = multipart({ recognition: 'false' }, [{ name: 'facture2.pdf', bytes: uniquePdf() }]);
  const paid = (
    await ok(
      await t.call(token, {
        method: 'POST',
        url: `${API}/documents/importdocument`,
        payload: upload2.payload,
        headers: upload2.headers,
      }),
      'import',
    )
  ).uuid as string;
  ids.push(paid);
  const review = await t.call(token, {
    method: 'PUT',
    url: `${API}/documents/${paid}`,
    payload: {
      id: `F-${paid.slice(0, 6)}`,
      date: '2024-03-02',
      documentgroupuuid: setup.group.uuid,
      supplieruuid: setup.supplier.uuid,
      origintype: setup.origin.suppliers.uuid,
      status: 1,
      data: [
        { keyworduuid: setup.kw.ht.uuid, value: '10' },
        { keyworduuid: setup.kw.tva.uuid, value: '2' },
        { keyworduuid: setup.kw.ttc.uuid, value: '12' },
        { keyworduuid: setup.kw.due.uuid, value: '2024-04-02' },
        { keyworduuid: setup.kw.type.uuid, value: 'INVOICE' },
      ],
    },
  });
  if (review.statusCode === 200) {
    const pay = await t.call(token, {
      method: 'POST',
      url: `${API}/payments`,
      payload: { paymentdate: '2024-03-10', invoices: [{ invoiceuuid: paid, amount: '5' }] },
    });
    if (pay.statusCode === 200) {
      idFor['/payments/:id'] = pay.json().payment.uuid;
      ids.push(idFor['/payments/:id']);
    }
  }

  const user = await ok(
    await t.call(token, {
      method: 'POST',
      url: `${API}/users/linked`,
      payload: {
        firstname: 'Léa',
        lastname: 'Linked',
        email: `lea-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@test.fr`,
        permissions: ['VIEW_DOCUMENTS'],
      },
    }),
    'linked user',
  );
  idFor['/users/linked/:id'] = user.uuid ?? user.id;
  const rule = await ok(
    await t.call(token, {
      method: 'POST',
      url: `${API}/rulegroups`,
      payload: { name: 'Lecture', permissions: ['VIEW_DOCUMENTS'] },
    }),
    'rule group',
  );
  idFor['/rulegroups/:id'] = rule.uuid ?? rule.id;
  idFor['/branches/:id'] = account.branches[1]?.id ?? account.branches[0].id;
  idFor['/links/:id/upload'] = idFor['/links/:id'];
  idFor['POST /documents/:id'] = setup.supplier.uuid;
  ids.push(idFor['/users/linked/:id'], idFor['/rulegroups/:id']);

  return {
    account,
    token,
    idFor,
    valid,
    ids: ids.filter(Boolean),
    ref: {
      document,
      paid,
      bulk,
      keyword: setup.kw.ttc.uuid,
      kw: Object.fromEntries(Object.entries(setup.kw).map(([k, v]) => [k, v.uuid])) as SeededAccount['ref']['kw'],
      group: setup.group.uuid,
      supplier: setup.supplier.uuid,
      label: idFor['/documentlabels/:id'],
      branch: account.branches[0].id,
    },
  };
}

/** The super administrator, with the catalogue's ids (offers, functionalities, accounts). */
export async function seedSuperAdmin(t: TestContext, seeded: SeededAccount) {
  const user = await createSuperAdmin(t.database.db);
  const token = await t.token({ sub: user.id, roles: ['superadmin'] });
  const list = async (url: string) =>
    (await ok(await t.call(token, { method: 'GET', url: `${API}${url}` }), url)) as Array<{
      uuid?: string;
      id?: string;
    }>;
  const offers = await list('/offers');
  const functionalities = await list('/functionnalities');
  // not the account's own offer: fuzzing it must not take the admin's permissions away
  const offer = (offers as Array<{ uuid?: string; id?: string; name?: string }>).find((o) => o.name !== 'Groupe')!;
  seeded.idFor['/offers/:id'] = offer.uuid ?? offer.id!;
  seeded.idFor['/functionnalities/:id'] = functionalities[0].uuid ?? functionalities[0].id!;
  seeded.ref.offer = seeded.idFor['/offers/:id'];
  seeded.ids.push(seeded.idFor['/offers/:id'], seeded.idFor['/functionnalities/:id']);
  return { user, token };
}

/** Payloads the hand-written routes accept (the generic CRUD ones come from the examples), to mutate. */
export function validPayloads(a: SeededAccount, foreignAccount: string): Record<string, unknown> {
  const { document, paid, bulk, keyword, kw, group, supplier, label, branch } = a.ref;
  const valid: Record<string, unknown> = {
    ...a.valid,
    'POST /documents/canvalidateorpay': { documentuuid: document, supplieruuid: supplier },
    'POST /documents/multi/label': { documents: [bulk], label },
    'POST /documents/multi/branche': { documents: [bulk], branche: branch },
    'POST /documents/multi/documentgroup': { documents: [bulk], documentgroup: group },
    'POST /documents/search': {
      variableDatas: [
        { keywordUUID: keyword, operator: 'GREATER_THAN', value: '100' },
        { keywordUUID: kw.due, operator: 'LESS_THAN', value: '2024-05-01' },
        { keywordUUID: kw.ref, operator: 'EQUAL', value: 'PO-1' },
      ],
      text: 'facture',
      startDate: '2024-01-01',
      endExtractionDate: '2030-01-01',
      documentSources: [supplier],
    },
    'POST /documents/:id': [paid],
    'PUT /documents/:id': {
      id: 'F-42',
      date: '2024-03-05',
      paymentdate: '2024-04-05',
      suppliername: 'ACME',
      data: [
        { keyworduuid: kw.ttc, value: '130.5' },
        { keyworduuid: kw.ht, value: 100 },
        { keyworduuid: kw.due, value: '2024-04-30' },
        { keyworduuid: kw.type, value: 'INVOICE' },
        { keyworduuid: kw.ref, value: 'PO-1' },
      ],
    },
    'PUT /documents/uuids': [document, paid],
    'PUT /documents/download/multiple': [document],
    'PUT /documents/sendemail': {
      emailAddresses: ['compta@example.fr'],
      emailSubject: 'Facture',
      mailContent: '<p>Bonjour</p>',
      documents: [document],
    },
    'POST /emails/send': {
      emailAddresses: ['compta@example.fr'],
      emailSubject: 'Bonjour',
      mailContent: '<p>Bonjour <b>vous</b></p>',
    },
    'POST /payments': { paymentdate: '2024-03-11', invoices: [{ invoiceuuid: paid, amount: '1' }] },
    'PUT /payments/:id': { paymentdate: '2024-03-12', invoices: [{ invoiceuuid: paid, amount: '2' }] },
    'PUT /companies': {
      name: 'Société Fuzz',
      items: 'Société Fuzz;FR40303265045',
      emailtemplate: '<p>Bonjour,</p><p>Voici la facture.</p>',
    },
    'PUT /accounts': { uuid: foreignAccount, companyName: 'Compte étranger' },
    'POST /users/linked': {
      firstname: 'Zoé',
      lastname: 'Fuzz',
      email: 'zoe@fuzz.test',
      permissions: ['VIEW_DOCUMENTS'],
    },
    'PUT /users/linked/:id': { lastname: 'Renommée' },
    'POST /rulegroups': { name: 'Groupe fuzz', permissions: ['VIEW_DOCUMENTS'] },
    'PUT /rulegroups/:id': { description: 'Lecture seule' },
    'POST /branches': {
      companyName: 'Agence fuzz',
      companyAddress: '1 rue de la Paix',
      email: 'agence@fuzz.test',
      firstName: 'Ana',
      lastName: 'Agence',
    },
    'PUT /branches/:id': { companyAddress: '2 rue de la Paix' },
    'POST /offers': { name: 'Offre fuzz', baseprice: '10', trialdays: 0, functionnalities: [] },
    'PUT /offers/:id': { description: 'Offre modifiée' },
    'POST /functionnalities': {
      name: 'Fonction fuzz',
      functionnality: 'FUZZ_FEATURE',
      defaultprice: '1',
      defaultquantity: 1,
    },
    'PUT /functionnalities/:id': { description: 'Modifiée' },
  };
  for (const [path, id] of Object.entries(a.idFor)) {
    if (path.endsWith('/:id')) valid[`PUT ${path.replace(/\/:id$/, '/reorder')}`] = [id];
  }
  return valid;
}
