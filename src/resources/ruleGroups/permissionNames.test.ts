import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../catalogue/allLanguages';
import { PERMISSIONS, type Permission } from '../../domain/access';

/** `permissions.<NAME>` of each language (ruleGroup.messages.<lang>.ts). */
const permissionMessages = Object.fromEntries(
  Object.entries(CATALOGUES).map(([code, c]) => [code, c.permissions as Record<Permission, string>]),
) as Record<keyof typeof CATALOGUES, Record<Permission, string>>;

describe('permission names', () => {
  it('name every permission in the five languages', () => {
    for (const [locale, names] of Object.entries(permissionMessages)) {
      expect(Object.keys(names).sort(), locale).toEqual([...PERMISSIONS].sort());
      for (const p of PERMISSIONS) expect(names[p].trim().length, `${locale} ${p}`).toBeGreaterThan(3);
    }
  });
  it('leave no English in the other languages', () => {
    for (const locale of ['fr', 'de', 'ru', 'cn'] as const) {
      const same = PERMISSIONS.filter((p) => permissionMessages[locale][p] === permissionMessages.en[p]);
      expect(same, locale).toEqual([]);
    }
  });
  it('read naturally', () => {
    expect(permissionMessages.en.CREATE_KEYWORD_GROUPS).toBe('Create keyword groups');
    expect(permissionMessages.fr.VIEW_USERS).toBe('Consulter les utilisateurs');
    expect(permissionMessages.de.DELETE_LABELS).toBe('Etiketten löschen');
    expect(permissionMessages.cn.UPDATE_LINKS).toBe('编辑链接');
    expect(permissionMessages.en.OVERVIEW_MODE).toBe('Overview Mode');
  });
});
