import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: 'POST' | 'PUT';
  url: string;
}

/**
 * The app's POST and PUT routes under `prefix`, read from Fastify's own route tree (printRoutes), so a
 * route added later is fuzzed without anyone listing it.
 */
export function writeRoutes(app: FastifyInstance, prefix: string): RouteEntry[] {
  const found: RouteEntry[] = [];
  for (const method of ['POST', 'PUT'] as const) {
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
