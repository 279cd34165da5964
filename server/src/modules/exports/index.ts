import type { FastifyInstance } from 'fastify';
import { documentsZipRoutes } from './documentsZip.routes';
import { exportRoutes } from './exports.routes';

/** Exports: statements, payments and invoices as CSV/XLSX, and documents as zips (spec §7, §9). */
export async function exportsModule(api: FastifyInstance) {
  await exportRoutes(api);
  await documentsZipRoutes(api);
}
