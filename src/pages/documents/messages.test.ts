import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentsMessages } from './messages';
import { documentsI18nProvider as provider } from './testing/documentsI18n';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
};
const english = flatten(documentsMessages.en as Tree);
const placeholders = (v: string) => new Set(v.match(/%\{\w+\}/g) ?? []);
/** Words a language writes as English does: identifier acronyms (SIRET, IBAN...) and a few shared words. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fr: ['E-mail', 'Type', 'Date', 'Notes'],
  de: ['Name'],
  ru: [],
  cn: [],
};
const keptAsIs = (code: string, v: string) => /^[A-Z]{3,5}$/.test(v) || SAME_AS_ENGLISH[code].includes(v);

/** Every source file of the folder, tests apart. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });

describe('documents messages', () => {
  for (const code of ['fr', 'de', 'ru', 'cn'] as const) {
    const messages = flatten(documentsMessages[code] as Tree);
    it(`${code}: same keys as en, nothing left in English, no unknown placeholder`, () => {
      expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
      expect([...english].filter(([k, v]) => messages.get(k) === v && !keptAsIs(code, v)).map(([k]) => k)).toEqual([]);
      const unknown = [...messages].filter(([k, v]) =>
        [...placeholders(v)].some((p) => !placeholders(english.get(k)!).has(p)),
      );
      expect(unknown.map(([k]) => k)).toEqual([]);
    });
  }

  it('has every key the pages use', () => {
    const used = new Set(
      sources(__dirname)
        .flatMap((text) => text.match(/['"`](documents?\.[A-Za-z]+(\.[A-Za-z_]+)+)['"`]/g) ?? [])
        .map((quoted) => quoted.slice(1, -1))
        .filter((k) => !k.endsWith('.zip')),
    );
    expect([...used].filter((k) => !english.has(k))).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });

  it('covers every validity rule and plural forms translate', async () => {
    for (const rule of [
      'branch',
      'group',
      'supplier',
      'number',
      'date',
      'suppliername',
      'ht',
      'tva',
      'ttc',
      'duedate',
      'type',
      'amounts',
      'duplicate',
    ]) {
      expect(english.has(`document.error.${rule}`)).toBe(true);
    }
    expect(provider.translate('documents.table.count', { smart_count: 1 })).toBe('1 document');
    await provider.changeLocale('ru');
    expect(provider.translate('documents.table.count', { smart_count: 5 })).toBe('5 документов');
    expect(provider.translate('documents.table.count', { smart_count: 3 })).toBe('3 документа');
    await provider.changeLocale('cn');
    expect(provider.translate('documents.table.count', { smart_count: 7 })).toBe('共 7 份单据');
    await provider.changeLocale('en');
  });
});
