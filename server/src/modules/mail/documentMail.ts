/**
 * What a document e-mail carries besides the text: the documents' files as attachments (size-limited)
 * and an optional summary of the documents, in the recipients' language (their contacts'), else the sending company's.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { companies, documents, emailContacts } from '../../../db/schema';
import { AppError } from '../../errors';
import { summaryHtml, summaryText } from '../../../../src/domain/emails/documentSummary';
import { isLocaleCode, type LocaleCode } from '../../../../src/domain/locales';
import { companyLocale } from '../../../../src/domain/payments/notice';
import type { Db } from '../../../db/client';
import { downloadEntries, entriesWhere } from '../documents/files';
import type { FileStore } from '../../storage/fileStore';
import type { OutgoingMail } from './mailer';
import { xmlAsPdf } from '../einvoice';
import type { OwnPart } from './composeMessage';

/** Attachments of one e-mail at most (most mail servers refuse messages above 25 MB once encoded). */
const MAX_ATTACHMENT_BYTES = 18 * 1024 * 1024;

/** The documents' files under their download names; refused above the size limit, saying why. */
export async function attachmentsFor(req: FastifyRequest, ids: string[], lang?: LocaleCode): Promise<Attachments> {
  return readAttachments(req.server.files, await downloadEntries(req, ids), lang ?? (await senderLanguage(req)));
}

/** The language the request's company writes in (its letters' and notices' rule). */
export const senderLanguage = (req: FastifyRequest) => languageOf(req.server.db, eq(companies.id, req.scope.companyId));

/**
 * The language a document e-mail is written in: the one the recipients read when every address is a contact of the
 * account with the same language set (`language` of /emailcontacts), else the sending company's.
 */
export async function recipientLanguage(req: FastifyRequest, addresses: readonly string[]): Promise<LocaleCode> {
  const wanted = [...new Set(addresses.map((a) => a.trim().toLowerCase()))];
  const contacts = wanted.length
    ? await req.server.db
        .select({ email: sql<string>`lower(${emailContacts.email})`, language: emailContacts.language })
        .from(emailContacts)
        .where(
          and(eq(emailContacts.companyId, req.scope.accountId), inArray(sql`lower(${emailContacts.email})`, wanted)),
        )
    : [];
  const read = wanted.map((a) => contacts.find((c) => c.email === a)?.language);
  const [first] = read;
  const agreed = first && isLocaleCode(first) && read.every((l) => l === first);
  return agreed ? first : senderLanguage(req);
}

/** The same for documents already checked (a queued e-mail: its sender was allowed when it was written). */
export async function attachmentsOf(db: Db, files: FileStore, ids: string[]): Promise<Attachments> {
  const sender = db.select({ id: documents.companyId }).from(documents).where(inArray(documents.uuid, ids)).limit(1);
  return readAttachments(files, await entriesWhere(db, ids), await languageOf(db, inArray(companies.id, sender)));
}

/** The sending company's language (its notices' rule: the country of its IBAN, else French), for the e-invoice PDFs. */
async function languageOf(db: Db, which: ReturnType<typeof eq>): Promise<LocaleCode> {
  const [company] = await db.select().from(companies).where(which).limit(1);
  const lang = company ? companyLocale(company) : 'fr';
  return isLocaleCode(lang) ? lang : 'fr';
}

type Attachments = NonNullable<OutgoingMail['attachments']>;
async function readAttachments(
  files: FileStore,
  entries: Array<{ key: string; name: string }>,
  lang: string,
): Promise<Attachments> {
  const out: Attachments = [];
  let total = 0;
  for (const e of entries) {
    const content = await files.read(e.key);
    total += content.length;
    if (total > MAX_ATTACHMENT_BYTES) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The attached files exceed ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB, more than mail servers accept: send fewer documents, or send them without attachments`,
        { key: 'error.mail.attachments', params: { max: MAX_ATTACHMENT_BYTES / 1024 / 1024 } },
      );
    }
    out.push({ filename: e.name, content });
    // an e-invoice received as XML only travels with the PDF of its rendition
    const pdf = /\.xml$/i.test(e.name) ? xmlAsPdf(content, undefined, lang) : null;
    if (pdf) {
      total += pdf.length;
      if (total > MAX_ATTACHMENT_BYTES)
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `The attached files exceed ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB, more than mail servers accept: send fewer documents, or send them without attachments`,
          { key: 'error.mail.attachments', params: { max: MAX_ATTACHMENT_BYTES / 1024 / 1024 } },
        );
      out.push({ filename: e.name.replace(/\.xml$/i, '.pdf'), content: pdf });
    }
  }
  return out;
}

type DocRow = typeof documents.$inferSelect;

/** The documents' summary in the order the sender chose them, as a table and as readable lines, in `lang`. */
export function documentsSummary(rows: DocRow[], order: string[], lang: LocaleCode): OwnPart {
  const rank = new Map(order.map((id, i) => [id, i]));
  const sorted = [...rows].sort((a, b) => (rank.get(a.uuid) ?? 0) - (rank.get(b.uuid) ?? 0));
  const docs = sorted.map((d) => ({
    number: d.invoiceNumber,
    date: d.date,
    supplier: d.suppliername,
    net: d.totalht,
    vat: d.totaltva,
    gross: d.totalttc,
    currency: d.currency,
  }));
  return { html: summaryHtml(docs, lang), text: summaryText(docs, lang) };
}
