import type { ComponentType } from 'react';
import { lazyPage } from '../../shell/lazyPage';
import { DOCUMENT_ROUTES } from './documents.routes';

/** Loaded with the page that shows them (the dashboard carries the charts library). */
export const DocumentsDashboardCards = lazyPage(
  () => import('./dashboard/DocumentsDashboardCards'),
  'DocumentsDashboardCards',
);
const UploadPage = lazyPage(() => import('./upload/UploadPage'), 'UploadPage');
const RecognitionPage = lazyPage(() => import('./recognition/RecognitionPage'), 'RecognitionPage');
const UncategorizedPage = lazyPage(() => import('./list/UncategorizedPage'), 'UncategorizedPage');
const SearchPage = lazyPage(() => import('./search/SearchPage'), 'SearchPage');
const ReviewPage = lazyPage(() => import('./review/ReviewPage'), 'ReviewPage');
const DocumentListPage = lazyPage(() => import('./list/DocumentListPage'), 'DocumentListPage');
export {
  DOCUMENT_ROUTES,
  DOCUMENTS_HOME,
  ORIGIN_LIST_KINDS,
  originListPath,
  reviewPath,
  searchPath,
} from './documents.routes';

/**
 * The documents pages and their routes, for <CustomRoutes> in App.tsx:
 * `DOCUMENT_PAGES.map(({ path, Component }) => <Route key={path} path={path} element={<Component />} />)`.
 * The per-origin-type lists are one page on four routes (its last segment says which list).
 */
export const DOCUMENT_PAGES: ReadonlyArray<{ path: string; Component: ComponentType }> = [
  { path: DOCUMENT_ROUTES.upload, Component: UploadPage },
  { path: DOCUMENT_ROUTES.recognition, Component: RecognitionPage },
  { path: DOCUMENT_ROUTES.uncategorized, Component: UncategorizedPage },
  { path: DOCUMENT_ROUTES.search, Component: SearchPage },
  { path: DOCUMENT_ROUTES.review, Component: ReviewPage },
  { path: '/documents/:originPath/saved', Component: DocumentListPage },
  { path: '/documents/:originPath/validated', Component: DocumentListPage },
  { path: '/documents/:originPath/duplicated', Component: DocumentListPage },
  { path: '/documents/:originPath/list', Component: DocumentListPage },
];
