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
const CLIENT_FOLDERS = ['resources', 'i18n', 'src', 'dataProvider', 'authProvider'];

/** The layers, bottom-up. README.md ("Layout: the layers") shows the same list. */
const LAYERS = [
  'domain', // resources/: *.model.ts, access, money, dates, ids, locales, document and payment rules; no React
  'base', // i18n/, src/navigation/ (modes, the menu catalogue, page rules), src/theme/, src/hooks/
  'session', // src/session/: sign-in, the scope (buid, sauid), the loaded session
  'dataProvider', // dataProvider/: the API calls, with the session's token and scope
  'authProvider', // authProvider/: react-admin's sign-in and permissions
  'shell', // src/layout/: the frame (topbar, sidebar, feedback, dates), route guard
  'resource views', // resources/**/*.tsx, resources/views/, *.messages.<lang>.ts, resources/index.ts: react-admin resources
  'pages', // src/pages/: the custom pages and their shared kit (src/pages/shared/)
  'app', // src/App.tsx, src/main.tsx, src/features.tsx, src/originTypeMenu.ts, src/catalogue/
] as const;
type Layer = (typeof LAYERS)[number] | 'test';

const TOP: Record<string, Layer> = {
  i18n: 'base',
  'src/navigation': 'base',
  'src/theme': 'base',
  'src/hooks': 'base',
  'src/session': 'session',
  dataProvider: 'dataProvider',
  authProvider: 'authProvider',
  'src/layout': 'shell',
  'src/pages': 'pages',
  'src/catalogue': 'app',
};

const isResourceView = (rel: string) =>
  rel.startsWith('resources/views/') ||
  rel.endsWith('.tsx') ||
  /\.messages\.(?:[a-z]{2}\.)?ts$/.test(rel) ||
  rel === 'resources/index.ts';

/** The layer of a file (a repository-relative path with '/'); undefined: a client file nobody placed yet. */
function layerOf(rel: string): Layer | undefined {
  if (rel.startsWith('src/test/') || rel.includes('/testing/')) return 'test';
  if (rel.startsWith('resources/')) return isResourceView(rel) ? 'resource views' : 'domain';
  if (/^src\/[^/]+$/.test(rel)) return 'app';
  const [a, b] = rel.split('/');
  return TOP[`${a}/${b}`] ?? TOP[a];
}

/**
 * The folder a file counts in for cycles: src/pages/<page>, src/<folder>, the top folder; resources/ splits by layer
 * (its domain files and its views; entity folders lumped together: a model and the shared rules belong together).
 */
function folderOf(rel: string): string {
  const parts = rel.split('/');
  if (parts[0] === 'resources') return `resources (${layerOf(rel)})`;
  if (parts[0] !== 'src') return parts[0];
  if (parts.length === 2) return 'src (app)';
  if (parts[1] === 'pages' && parts.length > 3) return `src/pages/${parts[2]}`;
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
    expect(files.get('src/App.tsx')).toContain('dataProvider/index.ts'); // the check sees imports at all
    expect(upwardImports(files, layer)).toEqual([]);
  });

  it('have no folder cycle', () => {
    expect(cycles(groupGraph(production, folderOf))).toEqual([]);
  });

  it('refuse an upward import and a folder cycle when there is one', () => {
    const files: Graph = new Map([
      ['dataProvider/http.ts', new Set(['src/layout/feedback/toast.tsx', 'src/session/scope.ts'])],
      ['src/layout/feedback/toast.tsx', new Set(['src/navigation/menu.ts'])],
      ['src/session/scope.ts', new Set(['dataProvider/index.ts'])],
      ['dataProvider/index.ts', new Set<string>()],
      ['src/test/fixtures.ts', new Set(['src/App.tsx'])],
    ]);
    expect(upwardImports(files, layer)).toEqual([
      'dataProvider/http.ts -> src/layout/feedback/toast.tsx (dataProvider < shell)',
      'src/session/scope.ts -> dataProvider/index.ts (session < dataProvider)',
    ]);
    expect(cycles(groupGraph(files, folderOf))).toEqual(['dataProvider -> src/session -> dataProvider']);
    expect(layerOf('resources/payments/payment.model.ts')).toBe('domain');
    expect(layerOf('resources/payments/PaymentViews.tsx')).toBe('resource views');
  });
});
