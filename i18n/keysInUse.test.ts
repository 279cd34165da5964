import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../src/catalogue';
import { LOCALE_CODES, type LocaleCode } from './locales';
import { flattenMessages, keyParityProblems } from './messages';

const ROOT = join(__dirname, '..');
const SOURCES = ['resources', 'server/src', 'src', 'dataProvider', 'authProvider'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : files(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Message keys of refusals written in the code: `'error.url'`, `'document.error.amounts'` (quoted whole). */
const ERROR_KEY = /['"`]((?:[a-z][A-Za-z0-9]*\.)?error\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)['"`]/g;

const catalogues = {} as Record<LocaleCode, Map<string, string>>;
beforeAll(async () => {
  for (const code of LOCALE_CODES)
    catalogues[code] = flattenMessages((await loadCatalogue(code)) as Record<string, unknown>);
});

describe('every message in every language', () => {
  it("each language's whole catalogue has exactly the keys of English", async () => {
    const all = Object.fromEntries(await Promise.all(LOCALE_CODES.map(async (c) => [c, await loadCatalogue(c)])));
    expect(keyParityProblems(all)).toEqual([]);
  });

  it('every error key the code can answer or show is translated in each language', () => {
    const used = new Map<string, string>();
    for (const dir of SOURCES) {
      for (const file of files(join(ROOT, dir))) {
        for (const m of readFileSync(file, 'utf8').matchAll(ERROR_KEY)) {
          // MUI palette references ('error.main') are colours, not messages.
          if (!/^error\.(main|light|dark|contrastText)$/.test(m[1])) used.set(m[1], relative(ROOT, file));
        }
      }
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = LOCALE_CODES.flatMap((code) =>
      [...used].filter(([key]) => !catalogues[code].has(key)).map(([key, file]) => `${code}: ${key} (${file})`),
    );
    expect(missing).toEqual([]);
  });

  it('every error code of the server has its text in each language', async () => {
    const { ERROR_STATUS } = await import('../server/src/errors');
    const missing = LOCALE_CODES.flatMap((code) =>
      Object.keys(ERROR_STATUS)
        .filter((c) => !catalogues[code].has(`error.code.${c}`))
        .map((c) => `${code}: ${c}`),
    );
    expect(missing).toEqual([]);
  });
});
