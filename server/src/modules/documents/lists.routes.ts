/** The documents' lists (all, saved, validated, duplicated, uncategorized): one route each, paged and filtered. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentRecordsAnswer } from '../../../../src/domain/documents/document.model';
import { parseListRequest } from '../../crud/listQuery';
import { documentListWhere, readListFilter, type DocumentListKind } from './lists';
import { answerDocumentPage } from './present';

const PATHS: Record<DocumentListKind, string> = {
  all: '/documents',
  saved: '/documents/saved',
  validated: '/documents/validated',
  duplicated: '/documents/duplicated',
  uncategorized: '/documents/uncategorized',
};

export async function documentListRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  for (const [kind, path] of Object.entries(PATHS) as [DocumentListKind, string][]) {
    const route = {
      config: { access: 'VIEW_DOCUMENTS' },
      schema: { response: { 200: documentRecordsAnswer } },
    } as const;
    typed.get(path, route, async (req, reply) => {
      const list = parseListRequest(req.query, 500);
      const where = await documentListWhere(req, kind, readListFilter(req.query, list));
      return answerDocumentPage(api.db, reply, list, where);
    });
  }
}
