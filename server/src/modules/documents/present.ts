import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { documentFiles, documents } from '../../../db/schema';
import type { DocumentRecord } from '../../../../resources/documents/model';

type Row = typeof documents.$inferSelect;
/** §5 duplicates: another document of the account with the same supplier and invoice number. */
export const duplicateSql = sql<boolean>`exists (select 1 from documents other_doc
  where other_doc.account_id = ${documents.accountId} and other_doc.supplier_id = ${documents.supplieruuid}
    and ${documents.id} <> '' and lower(trim(other_doc.number)) = lower(trim(${documents.id})) and other_doc.id <> ${documents.uuid})`;

export function present(row: Row, extra: { mime?: string | null; duplicate?: boolean }): DocumentRecord {
  return {
    uuid: row.uuid,
    id: row.id,
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
    documentid: row.documentid,
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
    solde: row.solde,
    data: row.data.map((d) => ({ ...d })),
    provenance: row.provenance,
    mime: extra.mime ?? null,
    duplicate: Boolean(extra.duplicate),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ListPage { limit?: number; offset?: number }

/** Documents matching `where`, newest first, with their file type and duplicate flag. */
export async function listDocuments(db: Db, where: SQL, page: ListPage = {}): Promise<DocumentRecord[]> {
  let q = db.select({ doc: documents, mime: documentFiles.mime, duplicate: duplicateSql })
    .from(documents)
    .leftJoin(documentFiles, eq(documentFiles.uuid, documents.documentid))
    .where(where)
    .orderBy(desc(documents.createdAt), desc(documents.uuid))
    .$dynamic();
  if (page.limit !== undefined) q = q.limit(page.limit).offset(page.offset ?? 0);
  const rows = await q;
  return rows.map((r) => present(r.doc, { mime: r.mime, duplicate: r.duplicate }));
}

export async function countDocuments(db: Db, where: SQL): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)` }).from(documents).where(where);
  return Number(r.n);
}

export async function presentOne(db: Db, id: string, where: SQL): Promise<DocumentRecord | undefined> {
  return (await listDocuments(db, and(eq(documents.uuid, id), where)!))[0];
}
