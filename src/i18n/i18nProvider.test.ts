import { describe, expect, it } from 'vitest';
import { createI18nProvider, i18nProvider, MESSAGES } from './index';

// The translations themselves (key parity, nothing left in English, placeholders, no raw key) are checked
// over every catalogue at once by src/catalogue/parity.test.ts.
describe('the i18n provider', () => {
  it('starts in English', () => {
    expect(i18nProvider.getLocale()).toBe('en');
  });

  it("holds react-admin's texts, the application's and the refusal texts in every language", () => {
    for (const messages of Object.values(MESSAGES))
      expect(Object.keys(messages)).toEqual(expect.arrayContaining(['ra', 'app', 'error', 'document']));
    expect(i18nProvider.translate('error.required')).toBe('Required.');
  });

  it('reads the catalogues it is given', async () => {
    const labels = { name: 'Keyword |||| Keywords', fields: { label: 'Label' } };
    const provider = createI18nProvider({
      ...MESSAGES,
      en: { ...MESSAGES.en, resources: { 'documents/keywords': labels } },
    });
    expect(provider.translate('resources.documents/keywords.fields.label')).toBe('Label');
    expect(provider.translate('error.numberrequired')).toBe('This field is required.');
    await provider.changeLocale('fr');
    expect(provider.translate('error.numberrequired')).not.toBe('This field is required.');
  });

  it('switches language', async () => {
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.translate('loading.title', { step: 'Règles' })).toBe('Chargement… Règles');
    await i18nProvider.changeLocale('ru');
    expect(i18nProvider.translate('dashboard.branches.count', { smart_count: 5 })).toBe('5 филиалов');
    // react-admin's Russian texts come from ra-language-russian, with our corrections on top
    expect(i18nProvider.translate('ra.action.save')).toBe('Сохранить');
    expect(i18nProvider.translate('ra.action.unselect')).toBe('Снять выбор');
    await i18nProvider.changeLocale('en');
  });
});
