/**
 * Route schemas are zod schemas (fastify-type-provider-zod): a route declares `schema: { params, querystring,
 * body, response }` and its handler receives the parsed, typed values. A refused request throws the ZodError itself,
 * so the error handler answers it like any other validation error (field keys the client translates); refused path
 * parameters answer 404, since an id that cannot exist is an unknown id.
 */
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

export function registerRouteSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    const result = (schema as ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  app.setSerializerCompiler(serializerCompiler);
}

/**
 * A route body that may be left out: an absent (or JSON null) body reads as `{}`, so the answer names the required
 * fields (fastify hands a missing body to the validator as null).
 */
export const optionalBody = <T extends ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);

/**
 * An update payload validated by its handler merged onto the stored row (omitted fields keep their value): the
 * route takes any object; anything else sets nothing.
 */
export const anyObjectBody = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  z.record(z.string(), z.unknown()),
);

/** The answer of a call that only says it was done (a deletion). */
export const successAnswer = { 200: z.object({ success: z.literal(true) }) };
