/** The documents' lists (all, saved, validated, duplicated, uncategorized): one route each, paged and filtered. */
import type { FastifyInstance } from 'fastify';
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
  for (const [kind, path] of Object.entries(PATHS) as [DocumentListKind, string][]) {
    api.get(path, { config: { access: 'VIEW_DOCUMENTS' } }, async (req, reply) => {
      const list = parseListRequest(req.query, 500);
      const where = await documentListWhere(req, kind, readListFilter(req.query, list));
      return answerDocumentPage(api.db, reply, list, where);
    });
  }
}
