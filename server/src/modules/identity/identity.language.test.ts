import { describe, expect, it } from 'vitest';
import { pickLanguage, t } from './identity.language';
import { LOCALE_CODES as LANGUAGES } from '../../../../src/domain/locales';
import { SIGN_IN_MESSAGES as MESSAGES } from '../../i18n/signIn.messages';
import { esc, loginPage } from './pages';

describe('sign-in translations', () => {
  it('are complete in every language, with no English left outside en', () => {
    const keys = Object.keys(MESSAGES.en).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(MESSAGES[lang]).sort(), lang).toEqual(keys);
      for (const key of keys)
        expect(MESSAGES[lang][key as keyof typeof MESSAGES.en].trim(), `${lang}.${key}`).not.toBe('');
      if (lang === 'en') continue;
      for (const key of keys) {
        expect(MESSAGES[lang][key as keyof typeof MESSAGES.en], `${lang}.${key}`).not.toBe(
          MESSAGES.en[key as keyof typeof MESSAGES.en],
        );
      }
    }
    expect(t('cn', 'tooManyAttempts', { n: 4 })).toBe('尝试次数过多，请在 4 秒后重试。');
    expect(t('de', 'tooManyAttempts', { n: 4 })).toContain('4 s');
    for (const lang of LANGUAGES) expect(t(lang, 'tooManyAttempts', { n: 7 })).toContain('7');
  });

  it('picks: explicit, ui_locales, cookie, Accept-Language, then English', () => {
    const all = { explicit: 'de', uiLocales: 'es fr', cookieHeader: 'a=1; paperdesk_lang=ru', acceptLanguage: 'cn' };
    expect(pickLanguage(all)).toBe('de');
    expect(pickLanguage({ ...all, explicit: undefined })).toBe('fr');
    expect(pickLanguage({ ...all, explicit: undefined, uiLocales: undefined })).toBe('ru');
    expect(pickLanguage({ acceptLanguage: 'es;q=1, zh-CN;q=0.8, en;q=0.9' })).toBe('en');
    expect(pickLanguage({ acceptLanguage: 'es, zh-CN;q=0.8' })).toBe('cn');
    expect(pickLanguage({})).toBe('en');
  });

  it('renders the page in each language and escapes what it echoes', () => {
    for (const lang of LANGUAGES) {
      const html = loginPage({
        lang,
        action: '/auth/interaction/x/login',
        email: '<b>&"',
        error: t(lang, 'invalidCredentials'),
        langHref: (l) => `?lang=${l}`,
      });
      expect(html).toContain(MESSAGES[lang].signIn);
      expect(html).toContain(`role="alert">${esc(MESSAGES[lang].invalidCredentials)}</div>`);
      expect(html).toContain('value="&#60;b&#62;&#38;&#34;"');
      for (const l of LANGUAGES) expect(html).toContain(`href="?lang=${l}"`);
    }
  });
});
