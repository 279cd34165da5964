import type { FastifyInstance } from 'fastify';
import { bulkRoutes } from './bulk.routes';
import { fileRoutes } from './files.routes';
import { intakeRoutes } from './intake.routes';
import { documentListRoutes } from './lists.routes';
import { documentRoutes } from './documents.routes';
import { searchRoutes } from './search.routes';
import { sellerRoutes } from './seller.routes';
import { renditionRoutes } from './rendition.routes';
import { statsRoutes } from './stats.routes';
import { lifecycleRoutes } from './lifecycle.routes';
import { deletedDocumentRoutes } from './deleted.routes';

/** The document calls of spec §7. */
export async function documentsModule(api: FastifyInstance) {
  await api.register(documentListRoutes);
  await api.register(documentRoutes);
  await api.register(intakeRoutes);
  await api.register(bulkRoutes);
  await api.register(searchRoutes);
  await api.register(statsRoutes);
  await api.register(fileRoutes);
  await api.register(sellerRoutes);
  await api.register(renditionRoutes);
  await api.register(lifecycleRoutes);
  await api.register(deletedDocumentRoutes);
}
