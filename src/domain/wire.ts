/**
 * How values travel in the API's answers (isomorphic): the server's route schemas declare them, the client reads
 * the same types (`z.infer`). A time leaves the server as a Date or its ISO text and arrives as ISO text.
 */
import { z } from 'zod';

/** A moment (timestamp): a Date on the server, its ISO 8601 text on the wire. */
export const wireTime = z.union([z.date(), z.string()]).transform((v) => (typeof v === 'string' ? v : v.toISOString()));
/** An amount as the database gives it: decimal text ("1234.50"), or null when not known. */
export const wireAmount = z.string().nullable();
/** A calendar day (YYYY-MM-DD), or null. */
export const wireDay = z.string().nullable();

/** A count beside a menu entry (GET /approvals/count). */
export const countAnswer = z.object({ count: z.number() });
export type CountAnswer = z.infer<typeof countAnswer>;
