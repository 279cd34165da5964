import { describe, expect, it } from 'vitest';
import { buildMessages, LOCALE_CODES } from '../../i18n';
import { featureMessages } from './allLanguages';
import { createAppI18nProvider, loadCatalogue } from './index';

describe('language catalogues', () => {
  const everyLanguage = buildMessages(featureMessages);

  it('hold, one language each, exactly the texts of the all-languages build', async () => {
    for (const code of LOCALE_CODES) expect(await loadCatalogue(code), code).toEqual(everyLanguage[code]);
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
