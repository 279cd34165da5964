import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentRecordsAnswer } from '../../../../src/domain/documents/document.model';
import { uuid } from '../../../../src/domain/ids';
import { labelDocuments, moveDocuments, regroupDocuments } from './use-cases/update-documents';

/** The documents of a bulk action; the value it sets is required, null clearing it. */
const targets = z.array(uuid).min(1).max(1000);

export async function bulkRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'UPDATE_DOCUMENTS' } as const;
  /** The documents as they are now. */
  const response = { 200: documentRecordsAnswer };

  typed.post(
    '/documents/multi/label',
    { config, schema: { body: z.object({ documents: targets, label: uuid.nullable() }), response } },
    async (req) => labelDocuments(req, req.body.documents, req.body.label),
  );

  typed.post(
    '/documents/multi/branche',
    { config, schema: { body: z.object({ documents: targets, branche: uuid.nullable() }), response } },
    async (req) => moveDocuments(req, req.body.documents, req.body.branche),
  );

  typed.post(
    '/documents/multi/documentgroup',
    { config, schema: { body: z.object({ documents: targets, documentgroup: uuid.nullable() }), response } },
    async (req) => regroupDocuments(req, req.body.documents, req.body.documentgroup),
  );
}
