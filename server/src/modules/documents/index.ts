import type { FastifyInstance } from 'fastify';
import { bulkRoutes } from './bulk';
import { fileRoutes } from './files';
import { intakeRoutes } from './intake';
import { documentListRoutes } from './lists';
import { documentRoutes } from './documents.routes';
import { searchRoutes } from './search';
import { sellerRoutes } from './sellerRoutes';
import { renditionRoutes } from './rendition.routes';
import { statsRoutes } from './stats';
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
