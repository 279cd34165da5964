import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Button, LinearProgress } from '@mui/material';
import { LinkBase, useLocation, useParams, useTranslate } from 'react-admin';
import { originTypePath } from '../../../domain/originTypes/originType.model';
import { LinkTabs } from '../../../shell/lists/LinkTabs';
import { useSession } from '../../../session/SessionContext';
import {
  DOCUMENT_ROUTES,
  isOriginListKind,
  ORIGIN_LIST_KINDS,
  originListPath,
  type OriginListKind,
} from '../documents.routes';
import { PageHeader } from '../../shared/PageHeader';
import { useDocumentFormat } from '../../shared/useDocumentFormat';
import { useDocumentRights } from '../../shared/useDocumentRights';
import { useReferenceData } from '../../shared/useReferenceData';
import { useUploadPlaceholders } from '../upload/uploadPlaceholders';
import { ExportButton } from '../../exports/ExportButton';
import { DocumentListView } from './DocumentListView';
import type { DocumentPageFilter } from './useDocumentPage';

/** /documents/:originPath/(saved|validated|duplicated|list): the lists of one origin type. */
export function DocumentListPage() {
  const translate = useTranslate();
  const { originPath } = useParams<{ originPath: string }>();
  const segment = useLocation().pathname.split('/').filter(Boolean).pop();
  const kind: OriginListKind = isOriginListKind(segment) ? segment : 'list';
  const { ref, loading: refLoading } = useReferenceData();
  const originType = ref.originTypes.find((o) => originTypePath(o.name) === originPath);
  const { dateRange, overviewMode } = useSession();
  const fmt = useDocumentFormat();
  const rights = useDocumentRights();
  const uploading = useUploadPlaceholders(originType?.uuid ?? '');

  if (!originType) {
    return refLoading ? (
      <LinearProgress aria-label={translate('ra.page.loading')} />
    ) : (
      <Alert severity="warning">{translate('documents.lists.unknownOrigin')}</Alert>
    );
  }
  // the main list follows the period; the work queues show everything waiting
  const filter: DocumentPageFilter = {
    kind: kind === 'list' ? 'all' : kind,
    originType: originType.uuid,
    overview: overviewMode || undefined,
    ...(kind === 'list' ? { fromDate: dateRange.fromDate, toDate: dateRange.toDate } : {}),
  };
  const range = translate('documents.lists.range', {
    from: fmt.day(dateRange.fromDate),
    to: fmt.day(dateRange.toDate),
  });
  return (
    <>
      <PageHeader
        title={`${originType.name} · ${translate(`documents.lists.${kind}.title`)}`}
        subtitle={kind === 'list' ? range : translate(`documents.lists.${kind}.subtitle`)}
        actions={
          (rights.upload || kind === 'validated') && (
            <>
              {/* the validated invoices as accounting lines, for the accountant's software */}
              {kind === 'validated' && (
                <ExportButton
                  request={{ kind: 'invoices', originType: originType.uuid, overview: overviewMode || undefined }}
                  period={dateRange}
                />
              )}
              {rights.upload && (
                <Button
                  variant="contained"
                  component={LinkBase}
                  to={`${DOCUMENT_ROUTES.upload}?type=${originType.uuid}`}
                  startIcon={<CloudUploadOutlined />}
                >
                  {translate('documents.upload.action')}
                </Button>
              )}
            </>
          )
        }
      />
      <LinkTabs
        value={kind}
        label={translate('documents.lists.tabs')}
        tabs={ORIGIN_LIST_KINDS.map((k) => ({
          value: k,
          label: translate(`documents.lists.${k}.tab`),
          to: originListPath(originType.name, k),
        }))}
      />
      <DocumentListView
        key={JSON.stringify(filter)}
        filter={filter}
        emptyText={`documents.lists.${kind}.empty`}
        placeholders={kind === 'saved' ? uploading : undefined}
      />
    </>
  );
}
