/**
 * Server modules depend on one another one way: no folder cycle between modules/<a> and modules/<b> (eslint's
 * import/no-cycle sees files; this sees folders). Type-only imports count too: they also tie the folders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = path.dirname(fileURLToPath(import.meta.url));

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourcesOf(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

/** modules/<name> of a file, if it is inside one. */
const moduleOf = (file: string) => {
  const rel = path.relative(MODULES, file);
  return rel.startsWith('..') || !rel.includes(path.sep) ? undefined : rel.split(path.sep)[0];
};

function moduleEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourcesOf(MODULES)) {
    const from = moduleOf(file)!;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from\s+'(\.[^']+)'/g)) {
      const to = moduleOf(path.resolve(path.dirname(file), spec));
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** Every cycle of the graph, as a path a -> ... -> a (each reported once, from its smallest name). */
function cycles(edges: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of edges.get(at) ?? []) {
      if (next === start) found.add([...trail, start].join(' -> '));
      else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const start of edges.keys()) walk(start, start, [start]);
  return [...found];
}

describe('server modules', () => {
  it('import one another one way: no folder cycle', () => {
    const edges = moduleEdges();
    expect(edges.get('payments')).toContain('documents'); // the check sees imports at all
    expect(cycles(edges)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cycles(edges)).toEqual(['a -> b -> c -> a']);
  });
});
