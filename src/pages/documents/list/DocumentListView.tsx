import Refresh from '@mui/icons-material/Refresh';
import Search from '@mui/icons-material/Search';
import { Alert, Box, IconButton, InputAdornment, LinearProgress, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DocumentRecord } from '../../../../resources/documents/model';
import { errorDetail } from '../../../layout/feedback/errorMessage';
import { useDocumentRights } from '../shared/useDocumentRights';
import { useReferenceData } from '../shared/useReferenceData';
import { BulkActionsBar } from './BulkActionsBar';
import { filterRows, sortRows, toRow, type Sort } from './documentRows';
import { DocumentTable } from './DocumentTable';
import { EmptyState } from './EmptyState';

interface Props {
  documents: DocumentRecord[] | undefined;
  loading: boolean;
  error?: unknown;
  reload: () => void;
  /** i18n key of the text shown when there is nothing to list. */
  emptyText: string;
  /** Shown beside the quick filter (e.g. extra filters). */
  toolbar?: ReactNode;
}

/** A documents list: quick filter, sortable table, selection and bulk actions. Shared by the lists and the search. */
export function DocumentListView({ documents, loading, error, reload, emptyText, toolbar }: Props) {
  const translate = useTranslate();
  const rights = useDocumentRights();
  const { index } = useReferenceData();
  const [text, setText] = useState('');
  const [sort, setSort] = useState<Sort>({ field: 'date', order: 'desc' });
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const all = useMemo(() => (documents ?? []).map((d) => toRow(d, index)), [documents, index]);
  const rows = useMemo(() => sortRows(filterRows(all, text), sort), [all, text, sort]);
  const visibleSelection = rows.filter((r) => selected.has(r.uuid)).map((r) => r.uuid);
  const canSelect = rights.update || rights.remove || rights.download || rights.email;

  return (
    <Box>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <TextField
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={translate('documents.table.quickFilter')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> },
            htmlInput: { 'aria-label': translate('documents.table.quickFilter') },
          }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        {toolbar}
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
          {documents && translate('documents.table.count', { smart_count: rows.length })}
        </Typography>
        <Tooltip title={translate('ra.action.refresh')}>
          <IconButton onClick={reload} aria-label={translate('ra.action.refresh')}><Refresh /></IconButton>
        </Tooltip>
      </Stack>
      {error ? <Alert severity="error" sx={{ mb: 2 }}>{translate(errorDetail(error), { _: errorDetail(error) })}</Alert> : null}
      {canSelect && (
        <BulkActionsBar selected={visibleSelection} rights={rights} onClear={() => setSelected(new Set())} onChanged={reload} />
      )}
      <Box sx={{ position: 'relative' }}>
        {loading && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, borderRadius: 1 }} aria-label={translate('ra.page.loading')} />}
        {rows.length > 0 || loading ? (
          <DocumentTable rows={rows} sort={sort} onSort={setSort} selected={canSelect ? selected : undefined} onSelectionChange={canSelect ? setSelected : undefined} />
        ) : (
          !error && <EmptyState text={text && all.length ? 'documents.table.noMatch' : emptyText} />
        )}
      </Box>
    </Box>
  );
}
