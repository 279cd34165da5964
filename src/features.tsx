/**
 * What the features contribute to the shell, gathered in one place: react-admin resources (from the
 * resource registry), custom pages and their routes, menu entries, and translations.
 */
import type { ComponentType } from 'react';
import { Resource } from 'react-admin';
import { resourceConfigs } from '../resources';
import { linksErrorMessages } from '../resources/links/errorMessages';
import { LinksGrid } from '../resources/links/LinksGrid';
import { permissionMessages } from '../resources/ruleGroups/permissionMessages';
import { sourcesErrorMessages } from '../resources/suppliers/errorMessages';
import { LOCALE_CODES, resourceMessagesExtension, type LocaleCode, type MessageExtension } from '../i18n';
import { registerMenuEntries } from './layout/menu';
import { DOCUMENT_PAGES, documentsMessages } from './pages/documents';
import { lazyPage } from './pages/lazyPage';
import { aiTestMessages } from './pages/aiTest/messages';
import { emailsMessages } from './pages/emails/messages';
import { paymentsMessages } from './pages/payments/messages';
import { PAYMENT_ROUTES } from './pages/payments/routes';
import { DASHBOARD_ROUTES } from './pages/dashboards/routes';
import { DashboardGroupRedirect } from './pages/dashboards/DashboardGroupRedirect';
import { originDashboardMessages } from './pages/dashboards/messages';
import { registerOriginTypeMenu } from './originTypeMenu';

/** One <Resource> per registry entry, each declared once in resources/<entity>/index.tsx. */
export const resourceElements = resourceConfigs.map((c) => (
  <Resource key={c.name} name={c.name} list={c.list} create={c.create} edit={c.edit} icon={c.icon} recordRepresentation={c.recordRepresentation as string} />
));

/** Paths of the pages below (kept out of the pages' modules, which load on first visit). */
const SUBSCRIPTIONS_PATH = '/administration/subscriptions/offer';
export const AI_TEST_PATH = '/documents/configurations/ai/test';
const SENT_EMAILS_PATH = '/mails/sent';
const PaymentsPage = lazyPage(() => import('./pages/payments/PaymentsPage'), 'PaymentsPage');
const OriginDashboardPage = lazyPage(() => import('./pages/dashboards/OriginDashboardPage'), 'OriginDashboardPage');

/** Custom pages with a static path. */
export const featurePages: ReadonlyArray<{ path: string; Component: ComponentType }> = [
  ...DOCUMENT_PAGES,
  { path: '/links/grid', Component: LinksGrid },
  { path: SUBSCRIPTIONS_PATH, Component: lazyPage(() => import('../resources/subscriptions/SubscriptionsPage'), 'SubscriptionsPage') },
  { path: AI_TEST_PATH, Component: lazyPage(() => import('./pages/aiTest/AiTestPage'), 'AiTestPage') },
  { path: SENT_EMAILS_PATH, Component: lazyPage(() => import('./pages/emails/SentEmailsPage'), 'SentEmailsPage') },
  ...PAYMENT_ROUTES.map((path) => ({ path, Component: PaymentsPage })),
  ...DASHBOARD_ROUTES.map((path) => ({ path, Component: OriginDashboardPage })),
  { path: '/dashboard/:originPath', Component: DashboardGroupRedirect },
];

const byLocale = (pick: (code: LocaleCode) => Record<string, unknown>): MessageExtension =>
  Object.fromEntries(LOCALE_CODES.map((code) => [code, pick(code)])) as MessageExtension;

/** Translations contributed by the features, merged over the application's own. */
export const featureMessages: MessageExtension[] = [
  resourceMessagesExtension(resourceConfigs),
  documentsMessages as MessageExtension,
  aiTestMessages as MessageExtension,
  emailsMessages as MessageExtension,
  paymentsMessages as MessageExtension,
  originDashboardMessages as MessageExtension,
  byLocale((code) => ({ error: { ...sourcesErrorMessages[code], ...linksErrorMessages[code] } })),
  byLocale((code) => ({ permissions: permissionMessages[code] })),
];

/** Every resource list and custom page is a page that exists: its catalogue menu entry shows. */
const resourceRoutes = resourceConfigs.map((c) => `/${c.name}`);
registerMenuEntries([...resourceRoutes, ...featurePages.map((p) => p.path)]
  .filter((route) => !route.includes(':'))
  .map((route) => ({ route })));
registerOriginTypeMenu();
