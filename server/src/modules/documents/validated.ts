import type { FastifyRequest } from 'fastify';
import type { documents } from '../../../db/schema';

type DocRow = typeof documents.$inferSelect;
/** Something another module does once a document's validation is committed (payments: pay on validation). */
export type ValidatedListener = (req: FastifyRequest, doc: DocRow) => Promise<void>;

const listeners: ValidatedListener[] = [];

/**
 * Modules built on documents subscribe when they register (payments/index.ts), so documents never import them:
 * the dependency runs one way. Static wiring, the same on every node; nothing here is state.
 */
export function onDocumentValidated(listener: ValidatedListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/** Tells the subscribed modules, in their order of registration. */
export async function documentValidated(req: FastifyRequest, doc: DocRow): Promise<void> {
  for (const listener of listeners) await listener(req, doc);
}
