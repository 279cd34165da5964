/**
 * The review screen's calls about the document's seller: what was recognised and which source it matches,
 * creating the document source from it and linking it in one step, and the duplicates of the document
 * as it is being edited.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../../../src/domain/access';
import { DOCUMENT_STATUS } from '../../../../src/domain/documents/rules';
import { duplicateRowAnswer, sellerAnswer, sourceCreatedAnswer } from '../../../../src/domain/documents/seller';
import { idParams, uuid } from '../../../../src/domain/ids';
import { AppError } from '../../errors';
import { loadDocument } from './access';
import { loadGroup, loadSupplier } from './groupContext';
import { documentSeller, findDuplicates, matchableSources, matchSeller } from './sellerMatch';
import { createDocumentSource } from './use-cases/create-document-source';

const duplicatesQuery = z
  .object({
    supplieruuid: uuid.optional(),
    suppliername: z.string().max(500).optional(),
    number: z.string().max(100).optional(),
  })
  .strict();

/** The new source's fields: anything but an object reads as none (the source's own schema checks them). */
const sourceBody = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  z.record(z.string(), z.unknown()),
);

export async function sellerRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  /** The seller recognised on the document and the document source it matches (null when none does). */
  typed.get(
    '/documents/:id/seller',
    { config: { access: 'VIEW_DOCUMENTS' }, schema: { params: idParams, response: { 200: sellerAnswer } } },
    async (req) => {
      const doc = await loadDocument(req, req.params.id);
      const seller = doc.status === DOCUMENT_STATUS.RECOGNITION ? null : await documentSeller(api.db, api.files, doc);
      const match = matchSeller(seller, await matchableSources(api.db, doc.accountId, doc.companyId));
      return { seller, match };
    },
  );

  /** Creates a document source from the document's seller and links the document to it (201). */
  typed.post(
    '/documents/:id/source',
    {
      config: { access: (p) => can(p, 'UPDATE_DOCUMENTS') && can(p, 'CREATE_DOCUMENT_SOURCES') },
      schema: { params: idParams, body: sourceBody, response: { 201: sourceCreatedAnswer } },
    },
    async (req, reply) => reply.status(201).send(await createDocumentSource(req, req.params.id, req.body)),
  );

  /**
   * The documents this one duplicates, with the values being typed (source, supplier name, number) in
   * place of the stored ones: same source and number; for the generic source, the same supplier name too.
   */
  typed.get(
    '/documents/:id/duplicates',
    {
      config: { access: 'VIEW_DOCUMENTS' },
      schema: { params: idParams, querystring: duplicatesQuery, response: { 200: z.array(duplicateRowAnswer) } },
    },
    async (req) => {
      const doc = await loadDocument(req, req.params.id);
      const q = req.query;
      const supplieruuid = q.supplieruuid ?? doc.supplieruuid;
      const supplier = supplieruuid ? await loadSupplier(api.db, doc.accountId, supplieruuid) : undefined;
      if (supplieruuid && !supplier)
        throw new AppError('NOT_FOUND', 'Unknown supplieruuid', { fields: { supplieruuid: 'error.reference' } });
      const group = await loadGroup(api.db, doc.accountId, doc.documentgroupuuid);
      return findDuplicates(
        api.db,
        {
          ...doc,
          supplieruuid,
          suppliername: q.suppliername ?? doc.suppliername,
          invoiceNumber: q.number ?? doc.invoiceNumber,
        },
        {
          generic: !!supplier?.divers,
          strict: !!group?.keywords.some((k) => k.type === 'TTC'),
        },
      );
    },
  );
}
