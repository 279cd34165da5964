import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { documentFiles, documents, suppliers } from '../../../db/schema';
import type { DocumentRecord, DocumentUpdate } from '../../../../src/domain/documents/document.model';
import { wireBalance } from '../../../../src/domain/payments/payment.model';
import type { FastifyReply } from 'fastify';
import { answerPage, COUNT, countOf, orderFor, type ListRequest, type SortColumns } from '../../crud/listQuery';

type Row = Omit<typeof documents.$inferSelect, 'content'>;

/** What a document answer carries: every column but the text read from it (search only). */
const { content: _content, ...recordColumns } = getTableColumns(documents);

/** The sorts a documents list offers: columns the lists show. */
export const documentSortColumns: SortColumns = {
  date: documents.day,
  number: documents.invoiceNumber,
  supplier: documents.suppliername,
  suppliername: documents.suppliername,
  status: documents.status,
  paymentdate: documents.paymentdate,
  ttc: documents.totalttc,
  totalttc: documents.totalttc,
  duedate: documents.duedate,
  createdAt: documents.createdAt,
};
export const DEFAULT_DOCUMENT_SORT = { field: 'date', order: 'DESC' as const };

function present(row: Row, extra: { mime?: string | null; sourcename?: string | null }): DocumentRecord {
  return {
    uuid: row.uuid,
    id: row.invoiceNumber,
    date: row.date,
    duedate: row.duedate,
    paymentdate: row.paymentdate,
    paymenttype: row.paymenttype,
    extractiondate: row.extractiondate?.toISOString() ?? null,
    supplieruuid: row.supplieruuid,
    suppliername: row.suppliername,
    documentgroupuuid: row.documentgroupuuid,
    origintype: row.originType,
    labeluuid: row.labeluuid,
    status: row.status,
    documentid: row.fileId,
    name: row.name,
    description: row.description,
    brancheuuid: row.companyId,
    companyuuid: row.companyId,
    filename: row.filename,
    message: row.message,
    recipients: row.recipients,
    category: row.category as DocumentRecord['category'],
    currency: row.currency,
    totalht: row.totalht,
    totaltva: row.totaltva,
    totalttc: row.totalttc,
    vatlines: row.vatLines.map((l) => ({ ...l })),
    solde: wireBalance(row.balance),
    data: row.data.map((d) => ({ ...d })),
    provenance: row.provenance,
    readytovalidate: row.readyToValidate,
    mime: extra.mime ?? null,
    sourcename: extra.sourcename ?? null,
    duplicate: row.isDuplicate,
    einvoice: row.einvoice,
    lifecyclecode: row.lifecycleCode,
    en16931: row.en16931,
    channel: row.channel,
    buyerunrecognised: row.buyerUnrecognised,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The columns a PUT /documents/{id} body says (wire names to the row's; undefined: not said). Its status, values and
 * VAT lines are the update's own steps (update-document.ts).
 */
export function updateColumns(body: Omit<DocumentUpdate, 'status' | 'data' | 'vatlines'>) {
  const columns: { [K in keyof Row]?: Row[K] | undefined } = {
    invoiceNumber: body.id,
    date: body.date,
    paymentdate: body.paymentdate,
    paymenttype: body.paymenttype,
    supplieruuid: body.supplieruuid,
    suppliername: body.suppliername,
    documentgroupuuid: body.documentgroupuuid,
    originType: body.origintype,
    labeluuid: body.labeluuid,
    companyId: body.brancheuuid,
    name: body.name,
    description: body.description,
    message: body.message,
    recipients: body.recipients,
    currency: body.currency,
  };
  return columns;
}

/**
 * A document row in the wire's names (`id`, `documentid`, `solde` with -1), as the audit trail and the archive of
 * deleted documents keep it: their entries written before the domain names read the same.
 */
export function documentSnapshot<R extends Partial<typeof documents.$inferSelect>>(row: R) {
  const { invoiceNumber, fileId, balance, ...rest } = row;
  return {
    ...rest,
    ...(invoiceNumber !== undefined ? { id: invoiceNumber } : {}),
    ...(fileId !== undefined ? { documentid: fileId } : {}),
    ...(balance !== undefined ? { solde: wireBalance(balance) } : {}),
  };
}

export interface ListPage {
  limit: number;
  offset: number;
  order: (SQL | PgColumn)[];
}

/** Documents matching `where`, one page in the given order, with their file type. */
export async function listDocuments(db: Db, where: SQL, page: ListPage): Promise<DocumentRecord[]> {
  const rows = await db
    .select({
      doc: recordColumns,
      mime: documentFiles.mime,
      sourcename: sql<string | null>`case when ${suppliers.divers} then null else ${suppliers.name} end`,
    })
    .from(documents)
    .leftJoin(documentFiles, eq(documentFiles.uuid, documents.fileId))
    .leftJoin(suppliers, eq(suppliers.uuid, documents.supplieruuid))
    .where(where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => present(r.doc, { mime: r.mime, sourcename: r.sourcename }));
}

export const countDocuments = (db: Db, where: SQL) => countOf(db.select({ n: COUNT }).from(documents).where(where));

/** Answers the page of documents matching `where` that the list request asks for, with the total (every list). */
export function answerDocumentPage(db: Db, reply: FastifyReply, list: ListRequest, where: SQL) {
  const order = orderFor(list, documentSortColumns, DEFAULT_DOCUMENT_SORT, documents.uuid);
  return answerPage(reply, 'documents', list, listDocuments(db, where, { ...list, order }), () =>
    countDocuments(db, where),
  );
}

/** Named documents (at most a page of them), in the order asked. */
export async function documentsByIds(db: Db, ids: string[], where?: SQL): Promise<DocumentRecord[]> {
  if (!ids.length) return [];
  const rows = await listDocuments(db, and(inArray(documents.uuid, ids), where)!, {
    limit: ids.length,
    offset: 0,
    order: [documents.uuid],
  });
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function presentOne(db: Db, id: string, where: SQL): Promise<DocumentRecord | undefined> {
  return (await documentsByIds(db, [id], where))[0];
}
