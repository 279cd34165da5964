/**
 * The review screen's calls about the document's seller: what was recognised and which source it matches,
 * creating the document source from it and linking it in one step, and the duplicates of the document
 * as it is being edited.
 */
import { and, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can } from '../../../../resources/access';
import { canModify, DOCUMENT_STATUS } from '../../../../resources/documents/rules';
import { supplierModel } from '../../../../resources/suppliers/supplier.model';
import { documents, suppliers } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { lookupResource } from '../../crud';
import { checkReferences } from '../../crud/references';
import { suppliersCrud } from '../../crud/entities/suppliers.crud';
import { AppError } from '../../errors';
import { documentFilter, loadDocument } from './access';
import { loadGroup, loadSupplier } from './groupContext';
import { presentOne } from './present';
import { documentSeller, findDuplicates, matchableSources, matchSeller } from './sellerMatch';

const duplicatesQuery = z
  .object({
    supplieruuid: z.string().uuid('error.uuid').optional(),
    suppliername: z.string().max(500).optional(),
    number: z.string().max(100).optional(),
  })
  .strict();

export async function sellerRoutes(api: FastifyInstance) {
  /** The seller recognised on the document and the document source it matches (null when none does). */
  api.get('/documents/:id/seller', { config: { access: 'VIEW_DOCUMENTS' } }, async (req) => {
    const doc = await loadDocument(req, (req.params as { id: string }).id);
    const seller = doc.status === DOCUMENT_STATUS.RECOGNITION ? null : await documentSeller(api.db, api.files, doc);
    const match = matchSeller(seller, await matchableSources(api.db, doc.accountId, doc.companyId));
    return { seller, match };
  });

  /**
   * Creates a document source (the body is a source as POST /suppliers takes it, with the same rules) and
   * links the document to it, in one transaction. Its origin type and default group are the document's
   * unless given.
   */
  api.post(
    '/documents/:id/source',
    {
      config: { access: (p) => can(p, 'UPDATE_DOCUMENTS') && can(p, 'CREATE_DOCUMENT_SOURCES') },
    },
    async (req, reply) => {
      const doc = await loadDocument(req, (req.params as { id: string }).id);
      if (doc.status === DOCUMENT_STATUS.RECOGNITION)
        throw new AppError(
          'INVALID_STATE',
          'The document is being recognised; try again when recognition has finished',
        );
      if (!canModify(doc.status)) throw new AppError('INVALID_STATE', 'A validated or paid document cannot be changed');
      const body = (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}) as Record<
        string,
        unknown
      >;
      const parsed = supplierModel.schema.parse({
        origintype: doc.originType ?? undefined,
        defaultdocumentgroupuuid: doc.documentgroupuuid ?? undefined,
        ...body,
      }) as Record<string, unknown>;
      const accountId = req.scope.accountId;
      await checkReferences(api.db, supplierModel, parsed, accountId, lookupResource);
      const data = await suppliersCrud.hooks!.prepare!({ req, companyId: accountId, db: api.db }, parsed);
      const created = await api.db.transaction(async (tx) => {
        const [current] = await tx.select().from(documents).where(eq(documents.uuid, doc.uuid)).for('update');
        if (!canModify(current.status) || current.status === DOCUMENT_STATUS.RECOGNITION)
          throw new AppError('INVALID_STATE', 'The document can no longer be changed');
        const [{ top }] = await tx
          .select({ top: max(suppliers.index) })
          .from(suppliers)
          .where(eq(suppliers.companyId, accountId));
        const [row] = await tx
          .insert(suppliers)
          .values({
            ...(data as object),
            companyId: accountId,
            index: Number(top ?? -1) + 1,
          } as typeof suppliers.$inferInsert)
          .returning();
        await tx
          .update(documents)
          .set({
            supplieruuid: row.uuid,
            suppliername: row.divers ? current.suppliername : row.name,
            updatedAt: new Date(),
          })
          .where(eq(documents.uuid, doc.uuid));
        return row;
      });
      const source = suppliersCrud.hooks!.toResponse!(created as unknown as Record<string, unknown>);
      return reply.status(201).send({
        source,
        document: await presentOne(api.db, doc.uuid, and(eq(documents.uuid, doc.uuid), await documentFilter(req))!),
      });
    },
  );

  /**
   * The documents this one duplicates, with the values being typed (source, supplier name, number) in
   * place of the stored ones: same source and number; for the generic source, the same supplier name too.
   */
  api.get('/documents/:id/duplicates', { config: { access: 'VIEW_DOCUMENTS' } }, async (req) => {
    const doc = await loadDocument(req, (req.params as { id: string }).id);
    const q = duplicatesQuery.parse(req.query ?? {});
    const supplieruuid = q.supplieruuid ?? doc.supplieruuid;
    const supplier = supplieruuid ? await loadSupplier(api.db as Db, doc.accountId, supplieruuid) : undefined;
    if (supplieruuid && !supplier)
      throw new AppError('NOT_FOUND', 'Unknown supplieruuid', { fields: { supplieruuid: 'error.reference' } });
    const group = await loadGroup(api.db, doc.accountId, doc.documentgroupuuid);
    return findDuplicates(
      api.db,
      { ...doc, supplieruuid, suppliername: q.suppliername ?? doc.suppliername, id: q.number ?? doc.id },
      {
        generic: !!supplier?.divers,
        strict: !!group?.keywords.some((k) => k.type === 'TTC'),
      },
    );
  });
}
