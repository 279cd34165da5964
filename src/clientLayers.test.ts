/**
 * The client in layers you can see, bottom-up: a file imports its own layer and the layers below, never one above,
 * and no two client folders import each other, even through others (eslint's import/no-cycle sees files; this sees
 * layers and folders). Type-only imports count: they tie the folders as much as the others. Test files and test
 * helpers (`src/test/`, `testing/` folders) may import anything; production code never imports them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, fileGraph, groupGraph, sourcesOf, type Graph } from '../test/importGraph';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT_FOLDERS = ['src'];

/** The layers, bottom-up. README.md ("Layout: the layers") shows the same list. */
const LAYERS = [
  'domain', // src/domain/: *.model.ts, access, money, dates, ids, locales, document and payment rules; no React
  'base', // src/i18n/, src/navigation/ (modes, the menu catalogue, page rules), src/theme/, src/hooks/
  'session', // src/session/: sign-in, the scope (buid, sauid), the loaded session
  'providers', // src/providers/data/ (the API calls, with the session's token and scope), src/providers/auth/
  'shell', // src/shell/: the frame (topbar, sidebar, feedback, dates), route guard
  'resources', // src/resources/: react-admin resources, one folder per entity (views, texts), their kit in views/
  'pages', // src/pages/: the custom pages and their shared kit (src/pages/shared/)
  'app', // the files directly in src/ (App.tsx, main.tsx, features.tsx, originTypeMenu.ts), src/catalogue/
] as const;
type Layer = (typeof LAYERS)[number] | 'test';

/** The layer of each folder directly under src/: the folder says the layer, nothing else does. */
const FOLDER_LAYER: Record<string, Layer> = {
  domain: 'domain',
  i18n: 'base',
  navigation: 'base',
  theme: 'base',
  hooks: 'base',
  session: 'session',
  providers: 'providers',
  shell: 'shell',
  resources: 'resources',
  pages: 'pages',
  catalogue: 'app',
  test: 'test',
};

/** The layer of a file (a repository-relative path with '/'); undefined: a client file nobody placed yet. */
function layerOf(rel: string): Layer | undefined {
  if (rel.includes('/testing/')) return 'test';
  const parts = rel.split('/');
  if (parts[0] !== 'src') return undefined;
  return parts.length === 2 ? 'app' : FOLDER_LAYER[parts[1]];
}

/**
 * The folder a file counts in for cycles: the folder directly under src/ (its entity folders lumped together: a
 * model and the shared rules belong together, as do a resource and the resource kit), src/pages/<page> and
 * src/providers/<provider> apart, the files directly in src/ as one.
 */
function folderOf(rel: string): string {
  const parts = rel.split('/');
  if (parts.length === 2) return 'src (app)';
  if ((parts[1] === 'pages' || parts[1] === 'providers') && parts.length > 3) return `src/${parts[1]}/${parts[2]}`;
  return `src/${parts[1]}`;
}

const rank = (layer: Layer) => (layer === 'test' ? Infinity : LAYERS.indexOf(layer));

/** Imports from a lower layer to a higher one (test helpers count as the highest), as "from -> to (a < b)". */
function upwardImports(files: Graph, layer: (file: string) => Layer): string[] {
  const found: string[] = [];
  for (const [from, imports] of files) {
    if (layer(from) === 'test') continue;
    for (const to of imports) {
      if (rank(layer(to)) > rank(layer(from))) found.push(`${from} -> ${to} (${layer(from)} < ${layer(to)})`);
    }
  }
  return found;
}

/** The client's files and their imports, by repository-relative path (imports leaving the client left out). */
function clientGraph(): Graph {
  const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
  const files = fileGraph(CLIENT_FOLDERS.flatMap((f) => sourcesOf(path.join(ROOT, f))));
  return new Map(
    [...files].map(([file, imports]) => [
      rel(file),
      new Set([...imports].map(rel).filter((to) => CLIENT_FOLDERS.includes(to.split('/')[0]))),
    ]),
  );
}

describe('client layers', () => {
  const files = clientGraph();
  const layer = (rel: string) => layerOf(rel)!;
  const production = new Map([...files].filter(([file]) => layer(file) !== 'test'));

  it('place every client file in a layer', () => {
    expect([...files.keys()].filter((file) => !layerOf(file))).toEqual([]);
  });

  it('import only their own layer and the layers below', () => {
    expect(files.get('src/App.tsx')).toContain('src/providers/data/index.ts'); // the check sees imports at all
    expect(upwardImports(files, layer)).toEqual([]);
  });

  it('have no folder cycle', () => {
    expect(cycles(groupGraph(production, folderOf))).toEqual([]);
  });

  it('refuse an upward import and a folder cycle when there is one', () => {
    const files: Graph = new Map([
      ['src/providers/data/http.ts', new Set(['src/shell/feedback/toast.tsx', 'src/session/scope.ts'])],
      ['src/shell/feedback/toast.tsx', new Set(['src/navigation/menu.ts'])],
      ['src/session/scope.ts', new Set(['src/providers/data/index.ts'])],
      ['src/providers/data/index.ts', new Set<string>()],
      ['src/test/fixtures.ts', new Set(['src/App.tsx'])],
    ]);
    expect(upwardImports(files, layer)).toEqual([
      'src/providers/data/http.ts -> src/shell/feedback/toast.tsx (providers < shell)',
      'src/session/scope.ts -> src/providers/data/index.ts (session < providers)',
    ]);
    expect(cycles(groupGraph(files, folderOf))).toEqual(['src/providers/data -> src/session -> src/providers/data']);
    expect(layerOf('src/domain/payments/payment.model.ts')).toBe('domain');
    expect(layerOf('src/resources/payments/PaymentViews.tsx')).toBe('resources');
    expect(layerOf('src/resources/suppliers/supplier.messages.fr.ts')).toBe('resources');
    expect(layerOf('src/elsewhere/file.ts')).toBeUndefined();
  });
});
