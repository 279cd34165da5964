import { z } from 'zod';

/**
 * A route body that may be left out: an absent (or JSON null) body reads as `{}`, as the calls did before
 * they declared their schemas (fastify hands a missing body to the validator as null).
 */
export const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);
