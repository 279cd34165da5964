/** Pieces of route schemas several modules declare (see plugins/routeSchemas.ts). */
import { z } from 'zod';

/**
 * A route body that may be left out: an absent (or JSON null) body reads as `{}`, as the calls did before
 * they declared their schemas (fastify hands a missing body to the validator as null).
 */
export const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);

/** The answer of a call that only says it was done (a deletion). */
export const successAnswer = { 200: z.object({ success: z.literal(true) }) };
