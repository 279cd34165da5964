import { describe, expect, it } from 'vitest';
import { requestLocale } from './requestLocale';

describe('the language of a request', () => {
  it('is the query’s lang, else Accept-Language’s first of ours, else English', () => {
    expect(requestLocale({ lang: 'de' }, 'fr-FR')).toBe('de');
    expect(requestLocale({ lang: 'es' }, 'fr-FR')).toBe('fr');
    expect(requestLocale({}, 'zh-CN,zh;q=0.9')).toBe('cn');
    expect(requestLocale(undefined, 'es-ES, ru;q=0.5')).toBe('ru');
    expect(requestLocale(undefined, 'es-ES')).toBe('en');
    expect(requestLocale(null, undefined)).toBe('en');
  });
});
