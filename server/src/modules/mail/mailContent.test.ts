/**
 * What leaves the app by e-mail: the sender's HTML sanitized with the screen's policy before it is stored and
 * before it is sent (free e-mails, templates, queued notices), and document e-mails whose plain-text part is built
 * from the documents, in the sending company's language. Read at a real SMTP peer, parts decoded.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailingContext, type MailingContext } from '../../../test/mailing';
import { createTwoAccounts } from '../../../test/factories';
import { importScan } from '../../../test/scans';
import { mailParts } from '../../../test/mime';
import { companies, documents, emails } from '../../../db/schema';
import type { Job } from '../jobs/queue';
import { mailHandler } from './queuedMail';

const API = '/paperdesk/api';
const HOSTILE =
  '<p onclick="steal()">Bonjour <b>à tous</b><script>alert(1)</script><img src=x onerror="alert(2)"> ' +
  '<a href="javascript:alert(3)">ici</a> <a href="https://paperdesk.example/doc">le lien</a></p>' +
  '<style>p{}</style><iframe src="https://evil.example"></iframe><svg onload="alert(4)"></svg>';
const DANGER = /<script|onerror|onclick|onload|javascript:|<img|<iframe|<style|<svg/i;

let t: MailingContext;
let admin: string;
let other: string;
let companyId: string;
let docs: string[];

beforeAll(async () => {
  t = await createMailingContext();
  const accounts = await createTwoAccounts(t);
  admin = accounts.admin;
  other = accounts.other;
  companyId = accounts.a.master.id;
  docs = [await importScan(t, admin, 1), await importScan(t, admin, 2)];
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const lastMail = async (count: number) => {
  await t.smtp.waitFor(count);
  expect(t.smtp.inbox).toHaveLength(count);
  return mailParts(t.smtp.inbox.at(-1)!);
};
/** Text with every kind of space (Intl's narrow no-break spaces in French amounts) as a plain one. */
const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe("the sender's HTML", () => {
  it('of a free e-mail arrives sanitized, with the safe formatting and link kept, and is logged so', async () => {
    const before = t.smtp.inbox.length;
    const res = await t.call(admin, {
      method: 'POST',
      url: `${API}/emails/send`,
      payload: { emailAddresses: ['compta@client.fr'], emailSubject: 'Hostile', mailContent: HOSTILE },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { html, text } = await lastMail(before + 1);
    expect(html).not.toMatch(DANGER);
    expect(html).toContain('Bonjour <b>à tous</b>');
    expect(html).toContain('<a href="https://paperdesk.example/doc">le lien</a>');
    expect(html).toContain('<a>ici</a>');
    expect(text).toBe('Bonjour à tous ici le lien');
    const [logged] = (await t.call(admin, { method: 'GET', url: `${API}/emails?range=[0,0]` })).json();
    const detail = (await t.call(admin, { method: 'GET', url: `${API}/emails/${logged.uuid}` })).json();
    expect(detail.body).not.toMatch(DANGER);
    expect(detail.body).toContain('<a href="https://paperdesk.example/doc">le lien</a>');
  });

  it("of the company's e-mail template and a supplier's is stored sanitized", async () => {
    const info = (await t.call(admin, { method: 'GET', url: `${API}/companies/companyInfo` })).json();
    const res = await t.call(admin, {
      method: 'PUT',
      url: `${API}/companies`,
      payload: { name: info.name, items: info.items || 'Achats', emailtemplate: HOSTILE },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company.emailtemplate).not.toMatch(DANGER);
    expect(company.emailtemplate).toContain('<a href="https://paperdesk.example/doc">le lien</a>');

    const supplier = await t.call(admin, {
      method: 'POST',
      url: `${API}/suppliers`,
      payload: { name: 'Fournisseur hostile', emailtemplate: HOSTILE },
    });
    expect(supplier.statusCode, supplier.body).toBe(201);
    expect(supplier.json().emailtemplate).not.toMatch(DANGER);
    expect(supplier.json().emailtemplate).toContain('Bonjour <b>à tous</b>');
  });

  it('of a queued e-mail stored before the rule is sanitized when it is sent', async () => {
    const before = t.smtp.inbox.length;
    const [row] = await t.database.db
      .insert(emails)
      .values({
        companyId,
        accountId: companyId,
        recipients: ['fournisseur@client.fr'],
        subject: 'Avis de paiement',
        body: HOSTILE,
        status: 'QUEUED',
        events: [],
      })
      .returning({ uuid: emails.uuid });
    const send = mailHandler({ db: t.database.db, files: t.app.files, mailer: t.app.mailer });
    const job = { payload: { emailId: row.uuid }, attempts: 1 } as unknown as Job;
    expect(await send(job, { progress: async () => {} })).toBe('sent');
    const { html } = await lastMail(before + 1);
    expect(html).not.toMatch(DANGER);
    expect(html).toContain('<a href="https://paperdesk.example/doc">le lien</a>');
  });
});

describe('a document e-mail with its summary', () => {
  it('has a readable plain-text part in French: one line per document, French dates, amounts with currency', async () => {
    await t.database.db
      .update(documents)
      .set({
        invoiceNumber: 'FA-2026/001',
        date: '2026-11-23',
        suppliername: 'Dupont & Fils "Le <Meuble>"',
        totalht: '1234.50',
        totaltva: '246.90',
        totalttc: '1481.40',
        currency: 'EUR',
      })
      .where(eq(documents.uuid, docs[0]));
    await t.database.db
      .update(documents)
      .set({
        invoiceNumber: 'UK-7',
        date: null,
        suppliername: 'Acme Ltd',
        totalht: '10',
        totaltva: '2',
        totalttc: '12',
        currency: 'GBP',
      })
      .where(eq(documents.uuid, docs[1]));
    const before = t.smtp.inbox.length;
    const res = await t.call(admin, {
      method: 'PUT',
      url: `${API}/documents/sendemail`,
      payload: {
        documents: docs,
        emailAddresses: ['compta@client.fr'],
        emailSubject: 'Vos factures',
        mailContent: '<p>Bonjour,</p><p>voici vos factures&nbsp;:</p><ul><li>novembre</li></ul>',
        includeAttachements: false,
        includeSummary: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { text, html } = await lastMail(before + 1);
    expect(spaced(text)).toBe(
      [
        'Bonjour,',
        '',
        'voici vos factures :',
        '',
        '- novembre',
        '',
        'Documents :',
        '- N° FA-2026/001 du 23/11/2026, Dupont & Fils "Le <Meuble>" : HT 1 234,50 €, TVA 246,90 €, TTC 1 481,40 €',
        '- N° UK-7, Acme Ltd : HT 10,00 £GB, TVA 2,00 £GB, TTC 12,00 £GB',
      ].join('\n'),
    );
    expect(text).not.toMatch(/&#|&quot;|&lt;|&gt;/);
    // the HTML part: the same in a table, every value escaped
    expect(html).toContain('<th style="padding:4px 8px;border:1px solid #ccc;background:#f3f4f6">Fournisseur</th>');
    expect(html).toContain('Dupont &#38; Fils &#34;Le &#60;Meuble&#62;&#34;');
    expect(spaced(html)).toContain('1 481,40 €');
  });
  it("is written in the recipients' language when every address is a contact reading it, else the company's", async () => {
    const contact = async (email: string, language: string, token = admin) => {
      const res = await t.call(token, {
        method: 'POST',
        url: `${API}/emailcontacts`,
        payload: { name: email, email, language },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().language).toBe(language);
    };
    await contact('Buyer@Client.co.uk', 'en');
    await contact('einkauf@kunde.de', 'de');
    const sendTo = async (emailAddresses: string[]) => {
      const before = t.smtp.inbox.length;
      const res = await t.call(admin, {
        method: 'PUT',
        url: `${API}/documents/sendemail`,
        payload: {
          documents: [docs[0]],
          emailAddresses,
          emailSubject: 'Invoices',
          mailContent: '<p>Hello</p>',
          includeAttachements: false,
          includeSummary: true,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return spaced((await lastMail(before + 1)).text);
    };
    // an English-reading contact (its address in another case) gets English dates and amounts
    const english = await sendTo(['buyer@client.co.uk']);
    expect(english).toContain('Documents:');
    expect(english).toMatch(/FA-2026\/001.*€1,481\.40/);
    expect(english).not.toContain('1 481,40');
    // two contacts reading different languages, or an address that is no contact: the company's French
    expect(await sendTo(['buyer@client.co.uk', 'einkauf@kunde.de'])).toContain('TTC 1 481,40 €');
    expect(await sendTo(['buyer@client.co.uk', 'someone@else.fr'])).toContain('TTC 1 481,40 €');
    // another account's contact of the same address says nothing of ours: the company's French
    await contact('achats@partage.example', 'en', other);
    expect(await sendTo(['achats@partage.example'])).toContain('TTC 1 481,40 €');
    // a language the app does not speak is refused
    const wrong = await t.call(admin, {
      method: 'POST',
      url: `${API}/emailcontacts`,
      payload: { name: 'x', email: 'x@y.fr', language: 'es' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});
