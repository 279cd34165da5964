import { afterEach, describe, expect, it } from 'vitest';
import type { Permission } from '../domain/access';
import {
  registerMenuEntries,
  registerMenuSource,
  resetMenuRegistrations,
  visibleMenuEntries,
  type MenuContext,
} from './menu';
import { MENU_CATALOGUE } from './menuCatalogue';
import { activeRoute, buildMenuModel, isActionable, modesWithEntries, routesOfMode } from './menuModel';

const user = (permissions: Permission[] = [], extra: Partial<MenuContext> = {}): MenuContext => ({
  has: (p) => permissions.includes(p),
  superAdmin: false,
  master: true,
  accountChosen: false,
  extras: {},
  ...extra,
});
const routes = (ctx: MenuContext) => visibleMenuEntries(ctx).map((e) => e.route);

afterEach(resetMenuRegistrations);

describe('menu entries', () => {
  it('show only pages that exist: for now the main dashboard', () => {
    expect(routes(user(['VIEW_EMAILS', 'VIEW_KEYWORDS']))).toEqual(['/documentmanagement/maindashboard']);
  });
  it('appear once a feature registers its page, if the user holds the permission', () => {
    registerMenuEntries([{ route: '/documents/keywords' }, { route: '/mails/sent' }]);
    expect(routes(user(['VIEW_KEYWORDS']))).toContain('/documents/keywords');
    expect(routes(user(['VIEW_KEYWORDS']))).not.toContain('/mails/sent');
    expect(modesWithEntries(visibleMenuEntries(user(['VIEW_KEYWORDS'])))).toEqual(['DOCUMENTS', 'CONFIGURATIONS']);
  });
  it('accept new entries and computed entries', () => {
    const icon = MENU_CATALOGUE[0].icon;
    registerMenuEntries([{ route: '/x/new', labelKey: 'menu.x', icon, mode: 'EMAILS' }]);
    registerMenuSource(() => [
      { route: '/documents/acme/saved', labelKey: 'menu.saved', icon, mode: 'DOCUMENTS', available: true },
    ]);
    expect(routes(user())).toEqual(['/documentmanagement/maindashboard', '/x/new', '/documents/acme/saved']);
  });
  it('apply role conditions', () => {
    registerMenuEntries([{ route: '/administration/branches/list' }, { route: '/administration/subscriptions/offer' }]);
    expect(routes(user(['VIEW_BRANCHES']))).toContain('/administration/branches/list');
    expect(routes(user(['VIEW_BRANCHES'], { master: false }))).not.toContain('/administration/branches/list');
    expect(routes(user([], { superAdmin: true, accountChosen: true }))).not.toContain(
      '/administration/subscriptions/offer',
    );
    expect(routes(user([], { admin: false }))).not.toContain('/administration/subscriptions/offer');
    expect(routes(user([], { admin: true }))).toContain('/administration/subscriptions/offer');
  });
  it('hide customer pages from a super admin until an account is chosen', () => {
    const sa = user([], { superAdmin: true, has: () => true });
    expect(modesWithEntries(visibleMenuEntries(sa))).toEqual([]);
    registerMenuEntries([{ route: '/superadministrator/accounts' }]);
    expect(modesWithEntries(visibleMenuEntries(sa))).toEqual(['SUPER_ADMIN']);
    expect(modesWithEntries(visibleMenuEntries({ ...sa, accountChosen: true }))).toEqual(['DOCUMENTS', 'SUPER_ADMIN']);
  });
});

describe('menu model', () => {
  it('groups entries into submenus and keeps the item fields', () => {
    registerMenuEntries([
      { route: '/links/grid' },
      { route: '/links/list', disabled: true },
      { route: '/documents/keywords' },
    ]);
    const visible = visibleMenuEntries(user(['VIEW_LINKS', 'VIEW_KEYWORDS']));
    const model = buildMenuModel(visible, 'CONFIGURATIONS');
    expect(model.map((m) => m.label)).toEqual(['menu.group.links', 'menu.group.datamodel']);
    expect(model[0].items?.map((i) => [i.routerLink, i.disabled])).toEqual([
      ['/links/grid', false],
      ['/links/list', true],
    ]);
    expect(isActionable(model[0].items![1])).toBe(false);
    expect(routesOfMode(visible, 'CONFIGURATIONS')).toEqual(['/links/grid', '/links/list', '/documents/keywords']);
  });

  it('highlights the longest matching route', () => {
    registerMenuEntries([{ route: '/documents/documentgroups' }, { route: '/documents/documentgroups/categories' }]);
    const model = buildMenuModel(visibleMenuEntries(user(['VIEW_DOCUMENT_GROUPS'])), 'CONFIGURATIONS');
    expect(activeRoute(model, '/documents/documentgroups/categories/4')).toBe('/documents/documentgroups/categories');
    expect(activeRoute(model, '/documents/documentgroups/4/edit')).toBe('/documents/documentgroups');
    expect(activeRoute(model, '/elsewhere')).toBeNull();
  });

  it('builds per-item submenus from computed entries with literal labels', () => {
    const icon = MENU_CATALOGUE[0].icon;
    registerMenuSource((ctx) =>
      (ctx.extras.originTypes as { name: string }[]).flatMap((o) => [
        {
          route: `/documents/${o.name}/saved`,
          labelKey: 'menu.saved',
          icon,
          mode: 'DOCUMENTS' as const,
          available: true,
          group: 'menu.group.origintype',
          groupLabel: o.name,
        },
        {
          route: `/documents/${o.name}/list`,
          labelKey: 'menu.list',
          icon,
          mode: 'DOCUMENTS' as const,
          available: true,
          group: 'menu.group.origintype',
          groupLabel: o.name,
        },
      ]),
    );
    const ctx = { ...user(), extras: { originTypes: [{ name: 'suppliers' }, { name: 'customers' }] } };
    const model = buildMenuModel(visibleMenuEntries(ctx), 'DOCUMENTS');
    expect(model.map((m) => m.text ?? m.label)).toEqual(['menu.maindashboard', 'suppliers', 'customers']);
    expect(model[1].items?.map((i) => i.routerLink)).toEqual([
      '/documents/suppliers/saved',
      '/documents/suppliers/list',
    ]);
  });
});
