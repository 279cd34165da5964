import { describe, expect, it } from 'vitest';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { LOCALE_CODES, type LocaleCode } from '../../i18n';
import { PERMISSIONS } from '../../domain/access';
import { permissionLabel } from './permissionLabel';

/** Every permission's name in a language, through the one template per language and each subject's noun. */
async function names(locale: LocaleCode): Promise<Record<string, string>> {
  const i18n = everyTextI18nProvider();
  await i18n.changeLocale(locale);
  return Object.fromEntries(PERMISSIONS.map((p) => [p, permissionLabel(i18n.translate, p)]));
}

describe('permission names', () => {
  it.each(LOCALE_CODES)('name every permission in %s, none by its code or a key', async (locale) => {
    const named = await names(locale);
    for (const p of PERMISSIONS) {
      expect(named[p].trim().length, `${locale} ${p}`).toBeGreaterThan(3);
      expect(named[p], `${locale} ${p}`).not.toMatch(/[A-Z]{2,}_[A-Z]|permissions\.|%\{/);
    }
    expect(new Set(Object.values(named)).size, `${locale}: two permissions with one name`).toBe(PERMISSIONS.length);
  });
  it('leave no English in the other languages', async () => {
    const en = await names('en');
    for (const locale of ['fr', 'de', 'ru', 'cn'] as const) {
      const named = await names(locale);
      expect(
        PERMISSIONS.filter((p) => named[p] === en[p]),
        locale,
      ).toEqual([]);
    }
  });
  it('read naturally', async () => {
    expect((await names('en')).CREATE_KEYWORD_GROUPS).toBe('Create keyword groups');
    expect((await names('fr')).VIEW_USERS).toBe('Consulter les utilisateurs');
    expect((await names('fr')).CREATE_API_KEYS).toBe('Créer des clés d’API');
    expect((await names('de')).DELETE_LABELS).toBe('Etiketten löschen');
    expect((await names('ru')).UPDATE_MAILBOXES).toBe('Изменение: почтовые ящики');
    expect((await names('cn')).UPDATE_LINKS).toBe('编辑链接');
    expect((await names('en')).OVERVIEW_MODE).toBe('Overview Mode');
  });
});
