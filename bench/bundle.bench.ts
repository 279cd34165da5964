/**
 * Client bundle sizes after `npx vite build` (prints figures, not a test):
 * total JS, the JS index.html loads eagerly (entry + modulepreloaded chunks), and the JS the main
 * dashboard needs (the eager JS + the start-up language catalogue + the dashboard page's chunks),
 * walked from dist/.vite/manifest.json. Sizes are gzip (default level, as Vite reports them).
 *   npx vite build && npx tsx bench/bundle.bench.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
/** The main dashboard's page module; it and what it loads as it renders (its dynamic imports) follow the shell. */
const DASHBOARD_PAGE = 'src/pages/dashboards/MainDashboard.tsx';
/** Lazy parts of the dashboard, counted even when the page itself sits in the entry (as before the split). */
const DASHBOARD_PARTS = ['src/pages/documents/dashboard/DocumentsDashboardCards.tsx'];
/** Loaded before the first render: the catalogue of the start-up language (English). */
const STARTUP_MODULES = ['src/catalogue/en.ts'];

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length / 1000;
const sum = (files: Iterable<string>) => [...files].reduce((acc, f) => acc + gzipKb(f), 0);
const kb = (n: number) => `${n.toFixed(1).padStart(7)} kB`;

function readManifest(): Manifest {
  const file = path.join(DIST, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npx vite build\` (build.manifest must be on)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The file of a chunk and of everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, out = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || out.has(chunk.file)) return out;
  out.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, out);
  return out;
}

/** The entry script and modulepreload links of dist/index.html. */
function eagerFiles(): string[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ];
  return refs.map((m) => m[1] ?? m[2]);
}

function allJs(dir = path.join(DIST, 'assets')): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
}

function main() {
  const manifest = readManifest();
  const total = allJs();
  const eager = eagerFiles();
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');
  const fromManifest = staticClosure(manifest, entryKey);
  const missing = [...fromManifest].filter((f) => !eager.includes(f));
  if (missing.length) console.warn(`! statically imported but not preloaded by index.html: ${missing.join(', ')}`);

  const dashboard = new Set(eager);
  const startup = STARTUP_MODULES.filter((k) => manifest[k]);
  for (const key of startup) staticClosure(manifest, key, dashboard);
  const page = manifest[DASHBOARD_PAGE];
  const pageKeys = [
    ...new Set([...(page ? [DASHBOARD_PAGE, ...(page.dynamicImports ?? [])] : []), ...DASHBOARD_PARTS]),
  ].filter((k) => manifest[k]);
  for (const key of pageKeys) staticClosure(manifest, key, dashboard);

  const totalKb = sum(total);
  const eagerKb = sum(eager);
  const dashboardKb = sum(dashboard);
  const pct = (n: number) => `${((100 * n) / totalKb).toFixed(0).padStart(3)}%`;
  console.log(`total JS            ${kb(totalKb)}  ${total.length} chunks`);
  console.log(`initial JS          ${kb(eagerKb)}  ${pct(eagerKb)}  entry + ${eager.length - 1} modulepreloaded`);
  console.log(
    `main dashboard JS   ${kb(dashboardKb)}  ${pct(dashboardKb)}  initial + ${dashboard.size - eager.length} chunks` +
      ` (${[...startup, ...(page ? [] : ['page in the entry']), ...pageKeys].join(', ')})`,
  );
  if (process.argv.includes('--list')) {
    for (const f of [...dashboard].sort((a, b) => gzipKb(b) - gzipKb(a)))
      console.log(`  ${kb(gzipKb(f))}  ${f}${eager.includes(f) ? '' : '  (lazy)'}`);
  }
}

main();
