/**
 * What the features contribute to the shell, gathered in one place: react-admin resources (from the
 * resource registry), custom pages and their routes, and menu entries. Their translations are
 * gathered per language in src/catalogue.
 */
import type { ComponentType } from 'react';
import { Resource } from 'react-admin';
import { resourceConfigs } from './resources';
import { catalogueRule, registerMenuEntries, registerPageModes, type PageRule } from './navigation/menu';
import { guardPage } from './shell/RequirePage';
import { DOCUMENT_PAGES, DOCUMENT_ROUTES, DOCUMENTS_HOME } from './pages/documents';
import { lazyPage } from './shell/lazyPage';
import { PAYMENT_ROUTES } from './pages/payments/payments.routes';
import { DASHBOARD_ROUTES } from './pages/dashboards/dashboards.routes';
import { DashboardGroupRedirect } from './pages/dashboards/DashboardGroupRedirect';
import { ORIGIN_PAGE_RULES, registerOriginTypeMenu } from './originTypeMenu';

/**
 * Who may use each page, in one place: a page of the menu takes its menu entry's rule (permission and
 * role condition, src/navigation/menuCatalogue.ts), a per-origin-type page the rule of its menu entries
 * (ORIGIN_PAGE_RULES), and the few pages outside the menu are named below. The route guard
 * (RequirePage) shows "access denied" when the rule refuses; a page with no rule is refused.
 */
const OUTSIDE_MENU_RULES: Readonly<Record<string, PageRule>> = {
  [DOCUMENT_ROUTES.review]: { permission: 'VIEW_DOCUMENTS' },
  // Only redirects to the origin type's dashboard, which is guarded.
  '/dashboard/:originPath': {},
};
// A review is a Documents page whichever list or e-mail it was opened from: the menu and the top bar follow.
registerPageModes([{ route: DOCUMENT_ROUTES.review.replace(/\/:id$/, ''), mode: 'DOCUMENTS' }]);
export const pageRule = (path: string): PageRule | undefined =>
  catalogueRule(path) ?? ORIGIN_PAGE_RULES[path] ?? OUTSIDE_MENU_RULES[path];

/**
 * One <Resource> per registry entry, each declared once in src/resources/<entity>/index.tsx. Its views sit
 * behind the rule of its list's menu entry; react-admin's controllers then check the action itself
 * (create, edit) with the auth provider's canAccess.
 */
export const resourceElements = resourceConfigs.map((c) => {
  const rule = pageRule(`/${c.name}`);
  return (
    <Resource
      key={c.name}
      name={c.name}
      list={guardPage(c.list, rule)}
      create={guardPage(c.create, rule)}
      edit={guardPage(c.edit, rule)}
      icon={c.icon}
      recordRepresentation={c.recordRepresentation as string}
    />
  );
});

/** Paths of the pages below (kept out of the pages' modules, which load on first visit). */
const SUBSCRIPTIONS_PATH = '/administration/subscriptions/offer';
export const AI_TEST_PATH = '/documents/configurations/ai/test';
const SENT_EMAILS_PATH = '/mails/sent';
const EXPORTS_PATH = '/exports';
const BANK_PAGES = [
  { path: '/bank/statements', Component: lazyPage(() => import('./pages/bank/StatementsPage'), 'StatementsPage') },
  {
    path: '/bank/reconciliation',
    Component: lazyPage(() => import('./pages/bank/ReconciliationPage'), 'ReconciliationPage'),
  },
  { path: '/bank/balances', Component: lazyPage(() => import('./pages/bank/BalancesPage'), 'BalancesPage') },
];
const MainDashboard = lazyPage(() => import('./pages/dashboards/MainDashboard'), 'MainDashboard');
const PaymentsPage = lazyPage(() => import('./pages/payments/PaymentsPage'), 'PaymentsPage');
const OriginDashboardPage = lazyPage(() => import('./pages/dashboards/OriginDashboardPage'), 'OriginDashboardPage');

/** A custom page: its route, its component and who may use it. */
export interface FeaturePage {
  path: string;
  Component: ComponentType;
  rule: PageRule | undefined;
}

const pages: ReadonlyArray<{ path: string; Component: ComponentType }> = [
  ...DOCUMENT_PAGES,
  { path: '/links/grid', Component: lazyPage(() => import('./resources/links/LinksGrid'), 'LinksGrid') },
  {
    path: SUBSCRIPTIONS_PATH,
    Component: lazyPage(() => import('./resources/subscriptions/SubscriptionsPage'), 'SubscriptionsPage'),
  },
  { path: AI_TEST_PATH, Component: lazyPage(() => import('./pages/aiTest/AiTestPage'), 'AiTestPage') },
  { path: SENT_EMAILS_PATH, Component: lazyPage(() => import('./pages/emails/SentEmailsPage'), 'SentEmailsPage') },
  { path: EXPORTS_PATH, Component: lazyPage(() => import('./pages/exports/ExportsPage'), 'ExportsPage') },
  ...BANK_PAGES,
  { path: '/administration/audit', Component: lazyPage(() => import('./pages/audit/AuditPage'), 'AuditPage') },
  {
    path: '/administration/deleteddocuments',
    Component: lazyPage(() => import('./pages/deletedDocuments/DeletedDocumentsPage'), 'DeletedDocumentsPage'),
  },
  {
    path: '/documentmanagement/toapprove',
    Component: lazyPage(() => import('./pages/toApprove/ToApprovePage'), 'ToApprovePage'),
  },
  ...PAYMENT_ROUTES.map((path) => ({ path, Component: PaymentsPage })),
  ...DASHBOARD_ROUTES.map((path) => ({ path, Component: OriginDashboardPage })),
  { path: '/dashboard/:originPath', Component: DashboardGroupRedirect },
];

/** Custom pages (App.tsx renders each behind RequirePage with its rule), the main dashboard first. */
export const featurePages: readonly FeaturePage[] = [{ path: DOCUMENTS_HOME, Component: MainDashboard }, ...pages].map(
  (p) => ({ ...p, rule: pageRule(p.path) }),
);

/** Every resource list and custom page is a page that exists: its catalogue menu entry shows, a resource's with its icon. */
registerMenuEntries([
  ...resourceConfigs.map((c) => ({ route: `/${c.name}`, icon: c.icon })),
  ...pages.map((p) => ({ route: p.path })).filter(({ route }) => !route.includes(':')),
]);
registerOriginTypeMenu();
