import { describe, expect, it } from 'vitest';
import { flattenMessages, LOCALE_CODES, type LocaleCode, type Messages } from '../i18n';
import * as cn from './cn';
import * as de from './de';
import * as en from './en';
import * as fr from './fr';
import { createAppI18nProvider } from './index';
import * as ru from './ru';

const LANGUAGES: Record<LocaleCode, { files: Record<string, Messages> }> = { en, fr, de, ru, cn };

describe('language catalogues', () => {
  it('are made of one file per feature and language, each feature in the five languages', () => {
    const features = (code: LocaleCode) =>
      Object.keys(LANGUAGES[code].files).map((path) => path.replace(new RegExp(`\\.${code}\\.ts$`), ''));
    expect(features('en').length).toBeGreaterThan(25);
    for (const code of LOCALE_CODES) expect(features(code), code).toEqual(features('en'));
  });

  it('write each text in one file only, so the order the files merge in does not matter', () => {
    const twice = LOCALE_CODES.flatMap((code) => {
      const seen = new Map<string, string>();
      return Object.entries(LANGUAGES[code].files).flatMap(([path, texts]) =>
        [...flattenMessages(texts as Record<string, unknown>).keys()].flatMap((key) => {
          const first = seen.get(key);
          seen.set(key, path);
          return first ? [`${code} ${key}: ${first} and ${path}`] : [];
        }),
      );
    });
    expect(twice).toEqual([]);
  });

  it('start in the stored language, English when none or an unknown one is stored', async () => {
    expect((await createAppI18nProvider('fr')).getLocale()).toBe('fr');
    expect((await createAppI18nProvider(undefined)).getLocale()).toBe('en');
    expect((await createAppI18nProvider('xx')).getLocale()).toBe('en');
  });

  it('load another language when it is chosen', async () => {
    const provider = await createAppI18nProvider('en');
    expect(provider.translate('loading.title', { step: 'Rules' })).toBe('Loading… Rules');
    await provider.changeLocale('fr');
    expect(provider.getLocale()).toBe('fr');
    expect(provider.translate('loading.title', { step: 'Règles' })).toBe('Chargement… Règles');
    expect(provider.translate('resources.documents/keywords.name', { smart_count: 1 })).not.toBe(
      'resources.documents/keywords.name',
    );
    await provider.changeLocale('en');
    expect(provider.translate('loading.title', { step: 'Rules' })).toBe('Loading… Rules');
  });
});
