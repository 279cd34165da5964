import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteEntry<M extends Method = 'POST' | 'PUT'> {
  method: M;
  url: string;
}

/**
 * The app's POST and PUT routes under `prefix`, read from Fastify's own route tree (printRoutes), so a
 * route added later is fuzzed without anyone listing it.
 */
export function writeRoutes(app: FastifyInstance, prefix: string): RouteEntry[] {
  return apiRoutes(app, prefix, ['POST', 'PUT']);
}

/** The app's routes of the given methods under `prefix`, from Fastify's own route tree. */
export function apiRoutes<M extends Method>(
  app: FastifyInstance,
  prefix: string,
  methods: readonly M[],
): RouteEntry<M>[] {
  const found: RouteEntry<M>[] = [];
  for (const method of methods) {
    const stack: string[] = [];
    for (const line of app.printRoutes({ commonPrefix: false, method }).split('\n')) {
      const m = line.match(/^((?:[│ ] {3})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/);
      if (!m) continue;
      const depth = m[1].length / 4;
      const url = (stack[depth - 1] ?? '') + m[2];
      stack[depth] = url;
      stack.length = depth + 1;
      if (m[3]?.split(', ').includes(method) && url.startsWith(prefix)) found.push({ method, url });
    }
  }
  return found;
}
