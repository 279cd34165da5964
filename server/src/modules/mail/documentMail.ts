/**
 * What a document e-mail carries besides the text: the documents' files as attachments (size-limited)
 * and an optional summary table of the documents.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { companies, documents } from '../../../db/schema';
import { AppError } from '../../errors';
import { bodyAsHtml, escapeHtml } from '../../../../resources/emails/email.model';
import { companyLocale } from '../../../../resources/payments/notice';
import type { Db } from '../../../db/client';
import { downloadEntries, entriesWhere } from '../documents/files';
import type { FileStore } from '../../storage/fileStore';
import type { OutgoingMail } from './mailer';
import { xmlAsPdf } from '../einvoice';

/** Attachments of one e-mail at most (most mail servers refuse messages above 25 MB once encoded). */
const MAX_ATTACHMENT_BYTES = 18 * 1024 * 1024;

/** The documents' files under their download names; refused above the size limit, saying why. */
export async function attachmentsFor(req: FastifyRequest, ids: string[]): Promise<Attachments> {
  const lang = await languageOf(req.server.db, eq(companies.id, req.scope.companyId));
  return readAttachments(req.server.files, await downloadEntries(req, ids), lang);
}

/** The same for documents already checked (a queued e-mail: its sender was allowed when it was written). */
export async function attachmentsOf(db: Db, files: FileStore, ids: string[]): Promise<Attachments> {
  const sender = db.select({ id: documents.companyId }).from(documents).where(inArray(documents.uuid, ids)).limit(1);
  return readAttachments(files, await entriesWhere(db, ids), await languageOf(db, inArray(companies.id, sender)));
}

/** The sending company's language (its notices' rule: the country of its IBAN, else French), for the e-invoice PDFs. */
async function languageOf(db: Db, which: ReturnType<typeof eq>): Promise<string> {
  const [company] = await db.select().from(companies).where(which).limit(1);
  return company ? companyLocale(company) : 'fr';
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
        );
      out.push({ filename: e.name.replace(/\.xml$/i, '.pdf'), content: pdf });
    }
  }
  return out;
}

type DocRow = typeof documents.$inferSelect;

/** An HTML table of the documents: number, date, supplier, totals. */
function summaryTable(rows: DocRow[]): string {
  const head = ['N°', 'Date', 'Fournisseur', 'HT', 'TVA', 'TTC'];
  const cell = (v: unknown, right = false) =>
    `<td style="padding:4px 8px;border:1px solid #ccc${right ? ';text-align:right' : ''}">${escapeHtml(v)}</td>`;
  const lines = rows.map(
    (d) =>
      `<tr>${cell(d.id)}${cell(d.date)}${cell(d.suppliername)}${cell(d.totalht, true)}${cell(d.totaltva, true)}${cell(d.totalttc, true)}</tr>`,
  );
  return `<table style="border-collapse:collapse;font-family:sans-serif;font-size:13px"><thead><tr>${head.map((h) => `<th style="padding:4px 8px;border:1px solid #ccc;background:#f3f4f6">${h}</th>`).join('')}</tr></thead><tbody>${lines.join('')}</tbody></table>`;
}

/** The body with the summary below it; plain text typed by the user is kept as it reads. */
export function withSummary(body: string, rows: DocRow[]): string {
  return `${bodyAsHtml(body)}<br>${summaryTable(rows)}`;
}
