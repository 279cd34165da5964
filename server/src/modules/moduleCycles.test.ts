/**
 * Server modules depend on one another one way: no folder cycle between modules/<a> and modules/<b> (eslint's
 * import/no-cycle sees files; this sees folders). Type-only imports count too: they also tie the folders.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, fileGraph, groupGraph, sourcesOf } from '../../../test/importGraph';

const MODULES = path.dirname(fileURLToPath(import.meta.url));

/** modules/<name> of a file, if it is inside one. */
const moduleOf = (file: string) => {
  const rel = path.relative(MODULES, file);
  return rel.startsWith('..') || !rel.includes(path.sep) ? undefined : rel.split(path.sep)[0];
};

describe('server modules', () => {
  it('import one another one way: no folder cycle', () => {
    const edges = groupGraph(fileGraph(sourcesOf(MODULES)), moduleOf);
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
