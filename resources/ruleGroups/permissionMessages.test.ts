import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../access';
import { permissionLabel, permissionMessages } from './permissionMessages';

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
    expect(permissionLabel('en', 'CREATE_KEYWORD_GROUPS')).toBe('Create keyword groups');
    expect(permissionLabel('fr', 'VIEW_USERS')).toBe('Consulter les utilisateurs');
    expect(permissionLabel('de', 'DELETE_LABELS')).toBe('Etiketten löschen');
    expect(permissionLabel('cn', 'UPDATE_LINKS')).toBe('编辑链接');
    expect(permissionLabel('xx', 'OVERVIEW_MODE')).toBe('Overview Mode');
  });
});
