import { Box } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useTranslate } from 'react-admin';
import type { DocumentRecord } from '../../../../resources/documents/model';
import { DocumentListView } from '../list/DocumentListView';
import { EmptyState } from '../list/EmptyState';
import { useDocumentsApi } from '../shared/api';
import { PageHeader } from '../shared/PageHeader';
import { useDocumentRights } from '../shared/useDocumentRights';
import { useReferenceData } from '../shared/useReferenceData';
import { EMPTY_SEARCH, formFromQuery, searchProblems, toCriteria, type SearchForm } from './searchCriteria';
import { SearchCriteriaForm } from './SearchCriteriaForm';

/** /documentmanagement/search: every criterion of the spec; ?q= (the top-bar search) is the free text and searches at once. */
export function SearchPage() {
  const translate = useTranslate();
  const api = useDocumentsApi();
  const rights = useDocumentRights();
  const { ref, index } = useReferenceData();
  const { search } = useLocation();
  const [form, setForm] = useState<SearchForm>(() => formFromQuery(search));
  const [results, setResults] = useState<DocumentRecord[]>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const problems = searchProblems(form, index.keyword);

  const run = useCallback(async (criteria: SearchForm) => {
    setBusy(true);
    try {
      setResults(await api.search(toCriteria(criteria)));
      setError(undefined);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }, [api]);

  useEffect(() => {
    const fromUrl = formFromQuery(search);
    if (!fromUrl.text) return;
    // A search from the top bar starts afresh with its text.
    setForm(fromUrl);
    void run(fromUrl);
  }, [search, run]);

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <PageHeader title={translate('documents.search.title')} subtitle={translate('documents.search.subtitle')} />
      <SearchCriteriaForm
        form={form} onChange={setForm} onSubmit={() => run(form)} onReset={() => { setForm(EMPTY_SEARCH); setResults(undefined); }}
        refData={ref} problems={problems} allowText={rights.search} busy={busy}
      />
      {results === undefined && !busy && !error
        ? <EmptyState text="documents.search.hint" />
        : <DocumentListView documents={results} loading={busy} error={error} reload={() => run(form)} emptyText="documents.search.none" />}
    </Box>
  );
}
