import { useTranslate } from 'react-admin';
import { PageHeader } from '../../shared/PageHeader';
import { DocumentListView } from './DocumentListView';

/** /documentmanagement/uncategorized: documents without a group or an origin type. */
export function UncategorizedPage() {
  const translate = useTranslate();
  return (
    <>
      <PageHeader
        title={translate('documents.lists.uncategorized.title')}
        subtitle={translate('documents.lists.uncategorized.subtitle')}
      />
      <DocumentListView filter={{ kind: 'uncategorized' }} emptyText="documents.lists.uncategorized.empty" />
    </>
  );
}
