import { useTranslate } from 'react-admin';
import { PageHeader } from '../shared/PageHeader';
import { DocumentListView } from './DocumentListView';
import { useDocumentList } from './useDocumentList';

/** /documentmanagement/uncategorized: documents without a group or an origin type. */
export function UncategorizedPage() {
  const translate = useTranslate();
  const list = useDocumentList('uncategorized', undefined);
  return (
    <>
      <PageHeader title={translate('documents.lists.uncategorized.title')} subtitle={translate('documents.lists.uncategorized.subtitle')} />
      <DocumentListView documents={list.data} loading={list.loading} error={list.error} reload={list.reload} emptyText="documents.lists.uncategorized.empty" />
    </>
  );
}
