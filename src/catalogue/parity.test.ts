import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { flattenMessages } from '../i18n/messages';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type LocaleCode } from '../domain/locales';
import { loadCatalogue } from './index';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '../domain/webhooks/webhook.model';

const WEBHOOK_EVENT_NAMES: readonly string[] = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT];

/**
 * The one check of the translations, over what the app ships: each language's whole catalogue (react-admin's
 * texts, the application's, every feature's, the refusal texts), merged as the app merges it.
 */

const ROOT = join(__dirname, '..', '..');
const SOURCES = ['server/src', 'src'];

/** Words and phrases spelt as in English in another language, by the languages that spell them so. */
const SAME_AS_ENGLISH: Record<string, readonly LocaleCode[]> = {
  Action: ['fr'],
  Actions: ['fr'],
  Administration: ['fr'],
  Administrator: ['de'],
  Configuration: ['fr'],
  Confirmation: ['fr'],
  'Contact |||| Contacts': ['fr'],
  Contact: ['fr'],
  Contacts: ['fr'],
  Dashboards: ['de'],
  Date: ['fr'],
  Description: ['fr'],
  Document: ['fr'],
  Details: ['de'],
  'Document |||| Documents': ['fr'],
  Documents: ['fr'],
  'Documents (zip)': ['fr'],
  'E-mail': ['fr', 'ru'],
  Email: ['fr'],
  Export: ['fr', 'de'],
  Exports: ['fr'],
  Format: ['fr', 'de'],
  Horizontal: ['fr', 'de'],
  Image: ['fr'],
  Info: ['fr', 'de'],
  'Link |||| Links': ['de'],
  Link: ['de'],
  Links: ['de'],
  Message: ['fr'],
  Name: ['de'],
  Note: ['fr'],
  Notes: ['fr'],
  'Page %{page}': ['fr'],
  Page: ['fr'],
  Permissions: ['fr'],
  Prompt: ['fr'],
  Status: ['de'],
  System: ['de'],
  Text: ['de'],
  Total: ['fr'],
  Type: ['fr'],
  Visible: ['fr'],
  webhooks: ['fr'],
  Webhook: ['fr', 'de', 'cn'],
  'Webhook |||| Webhooks': ['fr', 'de'],
  // A language's own name (a contact's language): the same in every interface language, as the language switcher.
  Français: ['fr', 'de', 'ru', 'cn'],
  English: ['fr', 'de', 'ru', 'cn'],
  Deutsch: ['fr', 'de', 'ru', 'cn'],
  Русский: ['fr', 'de', 'ru', 'cn'],
  简体中文: ['fr', 'de', 'ru', 'cn'],
  // Date patterns of the export file names.
  dd: ['cn'],
  mm: ['fr', 'cn'],
  yyyy: ['cn'],
};
/** Brand names and codes (SIRET, IBAN) read the same in every language. */
const BRANDS_AND_CODES = /^(Paperdesk|[A-Z]{2,})$/;
/** Placeholders react-admin passes beyond those of the English text. */
const EXTRA_PLACEHOLDERS: Record<string, readonly string[]> = { 'ra.sort.sort_by': ['%{field}'] };
/** Keys a react-admin language package still carries after react-admin retired them. */
const RETIRED_RA_KEYS: Record<string, readonly LocaleCode[]> = { 'ra.navigation.prev': ['ru'] };

/** Values made only of placeholders, spaces and punctuation have nothing to translate. */
const nothingToTranslate = (v: string) => v.replace(/%\{\w+\}/g, '').replace(/[\s\p{P}]/gu, '') === '';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

const catalogues = {} as Record<LocaleCode, Map<string, string>>;
beforeAll(async () => {
  for (const code of LOCALE_CODES)
    catalogues[code] = flattenMessages((await loadCatalogue(code)) as Record<string, unknown>);
});
const others = LOCALE_CODES.filter((c) => c !== DEFAULT_LOCALE);

describe('translations', () => {
  it('offer the five languages by their own names', () => {
    expect(LOCALES.map((l) => l.locale).sort()).toEqual([...LOCALE_CODES].sort());
    expect(LOCALES.map((l) => l.name)).toEqual(['Français', 'English', 'Deutsch', 'Русский', '简体中文']);
  });

  it('hold the same keys in every language, each with a text', () => {
    const reference = catalogues[DEFAULT_LOCALE];
    const problems = others.flatMap((code) => {
      const mine = catalogues[code];
      return [
        ...[...reference.keys()].filter((k) => !mine.has(k)).map((k) => `${code} lacks ${k}`),
        ...[...mine.keys()]
          .filter((k) => !reference.has(k) && !RETIRED_RA_KEYS[k]?.includes(code))
          .map((k) => `${code} has extra ${k}`),
      ];
    });
    expect(problems).toEqual([]);
    const empty = LOCALE_CODES.flatMap((code) =>
      [...catalogues[code]].filter(([k, v]) => !v.trim() && k !== 'ra.boolean.null').map(([k]) => `${code} ${k}`),
    );
    expect(empty).toEqual([]);
  });

  it('leave no English behind', () => {
    const reference = catalogues[DEFAULT_LOCALE];
    const untranslated = others.flatMap((code) =>
      [...reference]
        .filter(
          ([k, v]) =>
            catalogues[code].get(k) === v &&
            !nothingToTranslate(v) &&
            !BRANDS_AND_CODES.test(v) &&
            !SAME_AS_ENGLISH[v]?.includes(code),
        )
        .map(([k, v]) => `${code} ${k} = ${v}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('allow no more identical values than needed', () => {
    const english = [...catalogues[DEFAULT_LOCALE]];
    const needless = Object.entries(SAME_AS_ENGLISH).flatMap(([value, codes]) =>
      codes
        .filter((c) => !english.some(([k, v]) => v === value && catalogues[c].get(k) === value))
        .map((c) => `${c}: ${value}`),
    );
    expect(needless).toEqual([]);
  });

  it('use the placeholders of the English text, no other', () => {
    const placeholders = (v: string) => new Set(v.match(/%\{\w+\}/g) ?? []);
    const problems = others.flatMap((code) =>
      [...catalogues[code]]
        .filter(([k, v]) => {
          const mine = placeholders(v);
          const english = placeholders(catalogues[DEFAULT_LOCALE].get(k) ?? '');
          const unknown = [...mine].some((p) => !english.has(p) && !EXTRA_PLACEHOLDERS[k]?.includes(p));
          // react-admin's language packages may word a text without one of its placeholders; ours may not.
          const lacking = !k.startsWith('ra.') && [...english].some((p) => !mine.has(p));
          return unknown || lacking;
        })
        .map(([k, v]) => `${code} ${k} = ${v}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('no raw key shown', () => {
  /** Keys written whole in the code, in a namespace of the catalogue: `'error.url'`, `'subscriptions.title'`. */
  const keysInCode = () => {
    const namespaces = new Set([...catalogues.en.keys()].map((k) => k.split('.')[0]));
    namespaces.delete('resources'); // resource names hold slashes; their labels are checked by src/resources/resourceLabels.test
    const key = /['"`]([a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_-]+)+)['"`]/g;
    const used = new Map<string, string>();
    for (const dir of SOURCES)
      for (const file of sourceFiles(join(ROOT, dir)))
        for (const m of readFileSync(file, 'utf8').matchAll(key)) {
          // MUI palette references ('error.main', 'text.secondary') are colours, not messages.
          if (/^error\.(main|light|dark|contrastText)$/.test(m[1])) continue;
          if (/\.(zip|pdf|csv|xlsx|xml|json)$/.test(m[1])) continue; // file names
          if (WEBHOOK_EVENT_NAMES.includes(m[1])) continue; // webhook events ('document.paid'), not messages
          // The server names only refusal keys (its other dotted strings are settings and paths).
          const serverSide = relative(ROOT, file).startsWith('server/');
          if (serverSide ? /(^|\.)error\./.test(m[1]) : namespaces.has(m[1].split('.')[0]))
            used.set(m[1], relative(ROOT, file));
        }
    return used;
  };

  it('every key the code names is translated in each language', () => {
    const used = keysInCode();
    expect(used.size).toBeGreaterThan(300);
    // A namespace named in a comment or as a prefix (`app.functionality`) is not a text.
    const isNamespace = (key: string) => [...catalogues.en.keys()].some((k) => k.startsWith(`${key}.`));
    const missing = LOCALE_CODES.flatMap((code) =>
      [...used]
        .filter(([key]) => !catalogues[code].has(key) && !isNamespace(key))
        .map(([key, file]) => `${code}: ${key} (${file})`),
    );
    expect(missing).toEqual([]);
  });

  it('every error code of the server has its text in each language', async () => {
    const { ERROR_STATUS } = await import('../../server/src/errors');
    const missing = LOCALE_CODES.flatMap((code) =>
      Object.keys(ERROR_STATUS)
        .filter((c) => !catalogues[code].has(`error.code.${c}`))
        .map((c) => `${code}: ${c}`),
    );
    expect(missing).toEqual([]);
  });
});
