/** Body schemas of create and update routes (fastify-type-provider-zod), the same for every entity. */
import { z } from 'zod';

/** A create payload: an absent body is an empty one, so the answer names the required fields. */
export const createBody = <S extends z.ZodType>(schema: S) => z.preprocess((body) => body ?? {}, schema);

/**
 * An update payload: the handler validates it merged onto the stored row (omitted fields keep their value), so
 * the route takes any object; anything else sets nothing.
 */
export const updateBody = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  z.record(z.string(), z.unknown()),
);
