import type { DbOrTx } from '../../../db/client';
import type { documents } from '../../../db/schema';
import type { Channel } from '../../../../src/domain/documents/channels';

type DocRow = typeof documents.$inferSelect;
/**
 * Something another module does when a document was taken in (imported, by any channel), inside the
 * transaction that records it (the lifecycle's 204 "Prise en charge", an outbox row...).
 */
export type TakenInListener = (tx: DbOrTx, doc: DocRow, channel: Channel) => Promise<void>;

const listeners: TakenInListener[] = [];

/** Modules built on documents subscribe when they register, so documents never import them. */
export function onDocumentTakenIn(listener: TakenInListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/** Tells the subscribed modules, in their order of registration (import-documents.ts, in its transaction). */
export async function documentTakenIn(tx: DbOrTx, doc: DocRow, channel: Channel): Promise<void> {
  for (const listener of listeners) await listener(tx, doc, channel);
}
