/**
 * Route schemas are zod schemas (fastify-type-provider-zod): a route declares `schema: { params, querystring,
 * body, response }` and its handler receives the parsed, typed values. A refused request throws the ZodError itself,
 * so the error handler answers it like any other validation error (field keys the client translates); refused path
 * parameters answer 404, since an id that cannot exist is an unknown id.
 */
import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as it was added, with whether its schema declares its answers (read by the route tests). */
    routeAnswers: Array<{ method: string; url: string; answers: string[] }>;
  }
}

export function registerRouteSchemas(app: FastifyInstance) {
  const seen: FastifyInstance['routeAnswers'] = [];
  app.decorate('routeAnswers', seen);
  app.addHook('onRoute', (route) => {
    const answers = Object.keys((route.schema?.response as object | undefined) ?? {});
    for (const method of [route.method].flat()) seen.push({ method, url: route.url, answers });
  });
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    const result = (schema as ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  app.setSerializerCompiler(({ schema, method, url }) => {
    const strict = app.config.ANSWER_CHECK === 'strict';
    return (data: unknown) => {
      const result = (schema as ZodType).safeParse(data);
      const problem = result.success
        ? droppedFields(data, result.data)
        : result.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`).join('; ');
      if (!problem) return JSON.stringify(result.data);
      if (strict) throw new Error(`${method} ${url} answers beside its declared schema: ${problem}`);
      // a contract that drifted loses the user nothing: the answer goes as the handler made it
      app.log.error({ route: `${method} ${url}`, problem }, 'answer beside its declared schema');
      return JSON.stringify(data);
    };
  });
}

/** The path of the first field an answer has and its parsed copy lost (a field its schema does not name), or ''. */
export function droppedFields(sent: unknown, kept: unknown): string {
  if (Array.isArray(sent)) {
    if (!Array.isArray(kept)) return '';
    for (let i = 0; i < sent.length; i++) {
      const inner = typeof sent[i] === 'object' ? droppedFields(sent[i], kept[i]) : '';
      if (inner) return `${i}.${inner}`;
    }
    return '';
  }
  if (!sent || typeof sent !== 'object' || !kept || typeof kept !== 'object' || sent instanceof Date) return '';
  const given = sent as Record<string, unknown>;
  const parsed = kept as Record<string, unknown>;
  for (const key in given) {
    const value = given[key];
    if (value === undefined) continue;
    if (!(key in parsed)) return `${key} is not declared`;
    if (value && typeof value === 'object') {
      const inner = droppedFields(value, parsed[key]);
      if (inner) return `${key}.${inner}`;
    }
  }
  return '';
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
