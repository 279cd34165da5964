import { z } from 'zod';

/** A UUID as the database writes them (any version; case ignored). The one UUID rule of client and server. */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID_RE.test(v);

/** A UUID field (its error is the catalogue's `error.uuid`). */
export const uuid = z.string().regex(UUID_RE, 'error.uuid');
/** An optional UUID filter where the client may send '' for "none". */
export const uuidOrEmpty = z.union([uuid, z.literal('').transform(() => undefined)]).optional();

/** `/:id` route parameters. A malformed id answers 404, like an unknown one (plugins/routeSchemas.ts). */
export const idParams = z.object({ id: uuid });
