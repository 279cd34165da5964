import { describe, expect, it } from 'vitest';
import { intlLocale, localeOf } from './locales';

describe('localeOf', () => {
  it('reads our code from a language tag, any case, - or _', () => {
    expect(
      ['fr-FR', 'zh-CN', 'zh-Hans', 'zh', 'cn', 'RU', 'de-AT', 'de_AT', ' en-GB ', 'fr;q=0.9'].map((t) => localeOf(t)),
    ).toEqual(['fr', 'cn', 'cn', 'cn', 'cn', 'ru', 'de', 'de', 'en', 'fr']);
  });

  it('answers the fallback (else undefined) for what is none of ours', () => {
    expect(['es', 'it-IT', '', 'garbage', '--', 'zhx', 'french'].map((t) => localeOf(t))).toEqual(
      Array(7).fill(undefined),
    );
    expect(localeOf('garbage', 'en')).toBe('en');
    expect(localeOf(undefined, 'fr')).toBe('fr');
    expect(localeOf(42, 'de')).toBe('de');
    expect(localeOf(['fr'])).toBeUndefined();
  });

  it('reads an Accept-Language list: by q, then order, the first of ours; q=0 is a refusal', () => {
    expect(localeOf('es, zh-CN;q=0.8')).toBe('cn');
    expect(localeOf('es;q=1, zh-CN;q=0.8, en;q=0.9')).toBe('en');
    expect(localeOf('ru-RU,ru;q=0.9,en;q=0.5')).toBe('ru');
    expect(localeOf('de;q=0, fr;q=0.1')).toBe('fr');
    expect(localeOf('de;q=0', 'en')).toBe('en');
    expect(localeOf('es, it;q=0.5', 'en')).toBe('en');
  });
});

describe('intlLocale', () => {
  it('tags our code for Intl: bare, or with its country', () => {
    expect(['fr', 'en', 'de', 'ru', 'cn'].map((c) => intlLocale(c))).toEqual(['fr', 'en', 'de', 'ru', 'zh-CN']);
    expect(['fr', 'en', 'de', 'ru', 'cn'].map((c) => intlLocale(c, { regional: true }))).toEqual([
      'fr-FR',
      'en-GB',
      'de-DE',
      'ru-RU',
      'zh-CN',
    ]);
    expect(intlLocale('pt-BR', { regional: true })).toBe('pt-BR');
  });
});
