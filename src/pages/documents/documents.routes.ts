import { originTypePath } from '../../domain/originTypes/originType.model';
import type { ListKind } from '../shared/types';

/** Route paths of the documents pages (spec §2, Documents mode). */
export const DOCUMENT_ROUTES = {
  upload: '/documentmanagement/upload',
  recognition: '/documentmanagement/recognition',
  uncategorized: '/documentmanagement/uncategorized',
  search: '/documentmanagement/search',
  review: '/documents/review/:id',
} as const;

/** The Documents mode landing page (owned by the main dashboard). */
export const DOCUMENTS_HOME = '/documentmanagement/maindashboard';

export const ORIGIN_LIST_KINDS = ['saved', 'validated', 'duplicated', 'list'] as const satisfies readonly ListKind[];
export type OriginListKind = (typeof ORIGIN_LIST_KINDS)[number];
export const isOriginListKind = (kind: string | undefined): kind is OriginListKind =>
  (ORIGIN_LIST_KINDS as readonly string[]).includes(kind ?? '');

export const reviewPath = (uuid: string) => `/documents/review/${encodeURIComponent(uuid)}`;
export const originListPath = (originTypeName: string, kind: OriginListKind) =>
  `/documents/${originTypePath(originTypeName)}/${kind}`;
export const searchPath = (text?: string) =>
  text?.trim() ? `${DOCUMENT_ROUTES.search}?q=${encodeURIComponent(text.trim())}` : DOCUMENT_ROUTES.search;
