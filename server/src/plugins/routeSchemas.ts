/**
 * Route schemas are zod schemas (fastify-type-provider-zod): a route declares `schema: { params, querystring,
 * body, response }` and its handler receives the parsed, typed values. A refused request throws the ZodError itself,
 * so the error handler answers it like any other validation error (field keys the client translates); refused path
 * parameters answer 404, since an id that cannot exist is an unknown id.
 */
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

export function registerRouteSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    const result = (schema as ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  app.setSerializerCompiler(serializerCompiler);
}
