import { describe, expect, it } from 'vitest';
import { buildMessages, createI18nProvider, i18nProvider, resourceMessagesExtension } from './index';

// The translations themselves (key parity, nothing left in English, placeholders, no raw key) are checked
// over every catalogue at once by src/catalogue/parity.test.ts.
describe('the i18n provider', () => {
  it('starts in English', () => {
    expect(i18nProvider.getLocale()).toBe('en');
  });

  it("merges features' messages into every locale, key by key", async () => {
    const labels = { name: 'Keyword |||| Keywords', fields: { label: 'Label' } };
    const ext = resourceMessagesExtension([
      { name: 'documents/keywords', messages: { en: labels, fr: labels, de: labels, ru: labels, cn: labels } },
    ]);
    const errors = {
      en: { error: { linkbroken: 'Broken link' } },
      fr: { error: { linkbroken: 'Lien cassé' } },
      de: { error: {} },
      ru: { error: {} },
      cn: { error: {} },
    };
    const merged = buildMessages([ext, errors]);
    // merged key by key: the app's own refusal texts stay beside the feature's
    expect(Object.keys(merged.en.error as object)).toEqual(expect.arrayContaining(['linkbroken', 'numberrequired']));
    expect(merged.de.resources).toEqual({ 'documents/keywords': labels });
    const provider = createI18nProvider([ext, errors]);
    expect(provider.translate('resources.documents/keywords.fields.label')).toBe('Label');
    expect(provider.translate('error.numberrequired')).toBe('This field is required.');
    await provider.changeLocale('fr');
    expect(provider.translate('error.linkbroken')).toBe('Lien cassé');
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
