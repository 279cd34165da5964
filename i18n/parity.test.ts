import { describe, expect, it } from 'vitest';
import { flattenMessages } from './messages';
import {
  buildMessages,
  createI18nProvider,
  DEFAULT_LOCALE,
  i18nProvider,
  keyParityProblems,
  LOCALE_CODES,
  LOCALES,
  MESSAGES,
  resourceMessagesExtension,
} from './index';

type Tree = Record<string, unknown>;
const flatten = (tree: Tree) => flattenMessages(tree);

/** Values legitimately identical to English: brand names, codes, and words spelt the same. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  'app.name': ['fr', 'de', 'ru', 'cn'],
  'app.company.fields.iban': ['fr', 'de', 'ru'],
  'app.company.fields.siren': ['fr', 'de', 'ru'],
  'app.layout.horizontal': ['fr', 'de'],
  'app.functionality.DASHBOARDS': ['de'],
  'app.functionality.DOCUMENTS': ['fr'],
  'app.mode.DOCUMENTS': ['fr'],
  'app.role.admin': ['de'],
  'app.profile.name': ['de'],
  'confirmation.header': ['fr'],
  'loading.steps.contacts': ['fr'],
  'loading.steps.documents': ['fr'],
  'menu.contacts': ['fr'],
  'menu.group.administration': ['fr'],
  'message.info': ['fr', 'de'],
  'ra.auth.email': ['fr'],
  'ra.message.details': ['de'],
  'ra.navigation.current_page': ['fr'],
};
/** Placeholders react-admin passes beyond those of the English text. */
const EXTRA_PLACEHOLDERS: Record<string, readonly string[]> = { 'ra.sort.sort_by': ['%{field}'] };

/** Values made only of placeholders, spaces and punctuation have nothing to translate. */
const nothingToTranslate = (v: string) => v.replace(/%\{\w+\}/g, '').replace(/[\s\p{P}]/gu, '') === '';

const reference = flatten(MESSAGES[DEFAULT_LOCALE] as Tree);

describe('translations', () => {
  it('offer the five languages by their own names', () => {
    expect(LOCALES.map((l) => l.locale).sort()).toEqual([...LOCALE_CODES].sort());
    expect(LOCALES.map((l) => l.name)).toEqual(['Français', 'English', 'Deutsch', 'Русский', '简体中文']);
    expect(i18nProvider.getLocale()).toBe('en');
  });

  for (const code of LOCALE_CODES.filter((c) => c !== DEFAULT_LOCALE)) {
    describe(code, () => {
      const messages = flatten(MESSAGES[code] as Tree);
      it('has exactly the key set of en', () => {
        expect([...messages.keys()].filter((k) => !reference.has(k))).toEqual([]);
        expect([...reference.keys()].filter((k) => !messages.has(k))).toEqual([]);
      });
      it('leaves no English behind', () => {
        const untranslated = [...reference].filter(
          ([k, v]) => messages.get(k) === v && !nothingToTranslate(v) && !SAME_AS_ENGLISH[k]?.includes(code),
        );
        expect(untranslated.map(([k, v]) => `${k} = ${v}`)).toEqual([]);
      });
      it('uses no placeholder the application does not pass', () => {
        const placeholders = (v: string) => new Set(v.match(/%\{\w+\}/g) ?? []);
        const unknown = [...messages].filter(([k, v]) => {
          const known = placeholders(reference.get(k) ?? '');
          return [...placeholders(v)].some((p) => !known.has(p) && !EXTRA_PLACEHOLDERS[k]?.includes(p));
        });
        expect(unknown.map(([k]) => k)).toEqual([]);
      });
    });
  }

  it('allows no more identical values than needed', () => {
    const needless = Object.entries(SAME_AS_ENGLISH).flatMap(([k, codes]) =>
      codes
        .filter((c) => flatten(MESSAGES[c as keyof typeof MESSAGES] as Tree).get(k) !== reference.get(k))
        .map((c) => `${c}:${k}`),
    );
    expect(needless).toEqual([]);
  });

  it("merges features' messages into every locale and checks their parity", async () => {
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
    expect(keyParityProblems(buildMessages([ext]) as never)).toEqual([]);
    expect(keyParityProblems(buildMessages([errors]) as never)).toEqual([
      'de lacks error.linkbroken',
      'ru lacks error.linkbroken',
      'cn lacks error.linkbroken',
    ]);
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
    await i18nProvider.changeLocale('en');
  });
});
