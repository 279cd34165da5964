import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation, useTranslate } from 'react-admin';
import type { SearchCriteria } from '../../../domain/documents/document.model';
import { DocumentListView } from '../list/DocumentListView';
import { EmptyState } from '../list/EmptyState';
import { PageHeader } from '../../shared/PageHeader';
import { useDocumentRights } from '../../shared/useDocumentRights';
import { useReferenceData } from '../../shared/useReferenceData';
import { EMPTY_SEARCH, formFromQuery, searchProblems, toCriteria, type SearchForm } from './searchCriteria';
import { SearchCriteriaForm } from './SearchCriteriaForm';

/** /documentmanagement/search: every criterion of the spec; ?q= (the top-bar search) is the free text and searches at once. */
export function SearchPage() {
  const translate = useTranslate();
  const rights = useDocumentRights();
  const { ref, index } = useReferenceData();
  const { search } = useLocation();
  const [form, setForm] = useState<SearchForm>(() => formFromQuery(search));
  /** The criteria of the last search run (the results page with them); none before the first. */
  const [criteria, setCriteria] = useState<SearchCriteria>();
  const problems = searchProblems(form, index.keyword);

  useEffect(() => {
    const fromUrl = formFromQuery(search);
    if (!fromUrl.text) return;
    // A search from the top bar starts afresh with its text.
    setForm(fromUrl);
    setCriteria(toCriteria(fromUrl));
  }, [search]);

  const filter = criteria && { kind: 'search' as const, criteria };
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <PageHeader title={translate('documents.search.title')} subtitle={translate('documents.search.subtitle')} />
      <SearchCriteriaForm
        form={form}
        onChange={setForm}
        onSubmit={() => setCriteria(toCriteria(form))}
        onReset={() => {
          setForm(EMPTY_SEARCH);
          setCriteria(undefined);
        }}
        refData={ref}
        problems={problems}
        allowText={rights.search}
        busy={false}
      />
      {filter ? (
        <DocumentListView key={JSON.stringify(filter)} filter={filter} emptyText="documents.search.none" />
      ) : (
        <EmptyState text="documents.search.hint" />
      )}
    </Box>
  );
}
