import { describe, expect, it } from 'vitest';
import { signInLanguage } from '../domain/locales';
import { firstLocale } from './firstLocale';

describe('the first language', () => {
  it("is the user's stored choice, else the sign-in page's, else the browser's, else English", () => {
    const all = { stored: 'de', signInPage: 'ru', browser: ['fr-FR', 'en'] } as const;
    expect(firstLocale(all)).toBe('de');
    expect(firstLocale({ ...all, stored: undefined })).toBe('ru');
    expect(firstLocale({ ...all, stored: 'xx', signInPage: undefined })).toBe('fr');
    expect(firstLocale({ browser: ['es-ES', 'zh-CN', 'en'] })).toBe('cn');
    expect(firstLocale({ browser: ['es-ES'] })).toBe('en');
    expect(firstLocale({})).toBe('en');
  });

  it("reads the sign-in pages' language from the cookies", () => {
    expect(signInLanguage('a=1; paperdesk_lang=fr; b=2')).toBe('fr');
    expect(signInLanguage('paperdesk_lang=zh-CN')).toBe('cn');
    expect(signInLanguage('paperdesk_lang=xx')).toBeUndefined();
    expect(signInLanguage('other_paperdesk_lang=fr')).toBeUndefined();
    expect(signInLanguage(undefined)).toBeUndefined();
  });
});
