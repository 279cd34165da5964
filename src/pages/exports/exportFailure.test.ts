import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../i18n';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { failureText } from './exportFailure';

const i18n = everyTextI18nProvider();
const inLocale = async (code: string) => {
  await i18n.changeLocale(code);
  return (key: string, options?: { _: string }) => i18n.translate(key, options);
};

describe('why an export failed', () => {
  it('reads a known reason in each language, anything else as the generic text', async () => {
    for (const code of LOCALE_CODES) {
      const t = await inLocale(code);
      const generic = t('exports.failure.unknown');
      expect(generic).not.toBe('exports.failure.unknown');
      for (const reason of ['timeout', 'missingFile', 'diskFull']) {
        const text = failureText(t, `exports.failure.${reason}`);
        expect(text, `${code} ${reason}`).not.toMatch(/^exports\./);
        expect(text).not.toBe(generic);
      }
      expect(failureText(t, 'exports.failure.neverHeardOf')).toBe(generic);
      expect(failureText(t, null)).toBe(generic);
    }
    const fr = await inLocale('fr');
    expect(failureText(fr, 'exports.failure.timeout')).toBe('Trop long à préparer : exportez une période plus courte');
  });
});
