/** The dashboards' figures: the main dashboard and an origin type's. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { can } from '../../../../src/domain/access';
import { mainStatsAnswer, originStatsAnswer } from '../../../../src/domain/documents/dashboardAnswers';
import { mainStats, originStats, statsQuery } from './stats';

export async function statsRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const schema = { querystring: statsQuery, response: { 200: mainStatsAnswer } };
  /** The main dashboard's figures for the period (top bar range, Overview Mode). */
  typed.get('/documents/stats', { config: { access: 'VIEW_DOCUMENTS' }, schema }, (req) => mainStats(req, req.query));
  /** An origin type's dashboard (supplier/customer kinds) for the period. */
  typed.get(
    '/documents/dashboard',
    {
      config: { access: (p) => can(p, 'DASHBOARD_SUPPLIERS_CUSTOMERS') || can(p, 'DASHBOARD_LABELS') },
      schema: { querystring: statsQuery, response: { 200: originStatsAnswer } },
    },
    (req) => originStats(req, req.query),
  );
}
