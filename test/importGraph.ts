/**
 * The import graph of our own source files, for the tests that keep layers and folders one-way
 * (`server/src/modules/moduleCycles.test.ts`, `src/clientLayers.test.ts`). It reads the relative imports of
 * every file: `import`, `import type`, `export ... from`, `import('...')` and vite's `import.meta.glob('./*\/x')`.
 * Type-only imports count: they tie the folders as much as the others.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type Graph = Map<string, Set<string>>;

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');

/** The .ts/.tsx files under dir, tests left out. */
export function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourcesOf(p);
    return isSource(e.name) ? [p] : [];
  });
}

/** The file an import specifier names, as the bundler finds it (x.ts, x.tsx, x/index.ts, x/index.tsx). */
function resolve(base: string): string | undefined {
  const tries = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return tries.find((p) => existsSync(p) && statSync(p).isFile());
}

/** Every file below dir (node_modules aside). */
const filesBelow = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'node_modules' ? [] : filesBelow(path.join(dir, e.name))) : [path.join(dir, e.name)],
  );

/** vite's glob (`*` within a name, `**` across folders), from the folder of the file that holds it. */
function expandGlob(dir: string, pattern: string): string[] {
  const parts = pattern.split('/');
  const firstWild = parts.findIndex((p) => p.includes('*'));
  if (firstWild < 0) throw new Error(`importGraph: cannot read the glob '${pattern}' (no wildcard)`);
  const base = path.resolve(dir, ...parts.slice(0, firstWild));
  const rest = parts
    .slice(firstWild)
    .map((p) => (p === '**' ? '\u0000' : p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')))
    .join('/')
    .replace(/\u0000\//g, '(?:.*/)?');
  const name = new RegExp(`^${rest}$`);
  return filesBelow(base).filter((p) => name.test(path.relative(base, p).split(path.sep).join('/')));
}

/** The code without its comments (an example import in a doc comment is no import). */
const withoutComments = (text: string) => text.replace(/\/\*\*?\s[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** The files (absolute) that file imports, relative imports only (packages are not ours). */
export function importsOf(file: string): string[] {
  const text = withoutComments(readFileSync(file, 'utf8'));
  const dir = path.dirname(file);
  const specs = [
    ...text.matchAll(/\bfrom\s+'(\.[^']*)'/g),
    ...text.matchAll(/^\s*import\s+'(\.[^']*)'/gm),
    ...text.matchAll(/\bimport\(\s*'(\.[^']*)'\s*\)/g),
  ].map(([, spec]) => spec);
  const found = specs.flatMap((spec) => {
    const to = resolve(path.resolve(dir, spec));
    if (!to) throw new Error(`importGraph: ${file} imports '${spec}', which is no file`);
    return [to];
  });
  // import.meta.glob('pattern') or import.meta.glob(['pattern', ...])
  const globbed = [...text.matchAll(/import\.meta\.glob(?:<[^(]*>)?\(\s*(\[[^\]]*\]|'[^']+')/g)].flatMap(([, arg]) =>
    [...arg.matchAll(/'([^']+)'/g)].flatMap(([, p]) => expandGlob(dir, p)),
  );
  return [...new Set([...found, ...globbed])];
}

/** File -> the files it imports, over the given files (imports leaving them are kept: the caller groups them). */
export function fileGraph(files: string[]): Graph {
  return new Map(files.map((f) => [f, new Set(importsOf(f))]));
}

/**
 * The graph between groups (folders, layers): an edge a -> b when a file of group a imports a file of group b.
 * groupOf answers undefined for a file outside every group (not counted).
 */
export function groupGraph(files: Graph, groupOf: (file: string) => string | undefined): Graph {
  const edges: Graph = new Map();
  for (const [file, imports] of files) {
    const from = groupOf(file);
    if (from === undefined) continue;
    for (const imported of imports) {
      const to = groupOf(imported);
      if (to !== undefined && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** Every cycle of the graph, as a path a -> ... -> a (each reported once, from its smallest name). */
export function cycles(edges: Graph): string[] {
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
