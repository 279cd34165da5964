import { describe, expect, it } from 'vitest';
import { MENU_CATALOGUE } from '../../navigation/menuCatalogue';
import { breadcrumbTrail } from './breadcrumb';

const keys = (path: string) => breadcrumbTrail(path, MENU_CATALOGUE).map((c) => c.labelKey);

describe('breadcrumb', () => {
  it('names the mode and the page', () => {
    expect(keys('/documentmanagement/maindashboard')).toEqual(['app.mode.DOCUMENTS', 'menu.maindashboard']);
  });
  it('includes the submenu and the action', () => {
    expect(keys('/documents/keywords/12/edit')).toEqual([
      'app.mode.CONFIGURATIONS',
      'menu.group.datamodel',
      'resources.documents/keywords.name',
      'ra.action.edit',
    ]);
    expect(keys('/documents/documentgroups/categories/new')).toEqual([
      'app.mode.CONFIGURATIONS',
      'menu.group.datamodel',
      'resources.documents/documentgroups/categories.name',
      'ra.action.create',
    ]);
  });
  it('links the page crumb to its route', () => {
    expect(breadcrumbTrail('/mails/sent/3', MENU_CATALOGUE).at(-1)).toEqual({
      labelKey: 'menu.sent',
      labelArgs: undefined,
      text: undefined,
      to: '/mails/sent',
    });
  });
  it("names a resource's page by the resource's plural name", () => {
    expect(breadcrumbTrail('/documents/keywords', MENU_CATALOGUE).at(-1)).toMatchObject({
      labelKey: 'resources.documents/keywords.name',
      labelArgs: { smart_count: 2 },
    });
  });
  it('is empty for unknown pages', () => {
    expect(keys('/nowhere')).toEqual([]);
  });
});
