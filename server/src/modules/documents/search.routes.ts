/** The documents' search: criteria in the body, paged, sorted and quick-filtered as every list. */
import { and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentRecordsAnswer, searchCriteriaSchema } from '../../../../src/domain/documents/document.model';
import { parseListRequest } from '../../crud/listQuery';
import { optionalBody } from '../../plugins/routeSchemas';
import { quickSearch } from './lists';
import { answerDocumentPage } from './present';
import { searchWhere } from './search';

export async function searchRoutes(api: FastifyInstance) {
  /** Search criteria in the body; the page, sort and quick filter as for every list (query string). */
  api.withTypeProvider<ZodTypeProvider>().post(
    '/documents/search',
    {
      config: { access: 'GLOBAL_SEARCH_DOCUMENTS' },
      schema: { body: optionalBody(searchCriteriaSchema), response: { 200: documentRecordsAnswer } },
    },
    async (req, reply) => {
      const list = parseListRequest(req.query, 500);
      const where = and(
        await searchWhere(req, req.body),
        quickSearch(typeof list.filter.q === 'string' ? list.filter.q : undefined),
      )!;
      return answerDocumentPage(api.db, reply, list, where);
    },
  );
}
