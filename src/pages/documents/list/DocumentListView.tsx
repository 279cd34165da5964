import { Alert, Box, LinearProgress } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { branchDisplayName } from '../../../domain/company/company.model';
import { errorDetail } from '../../../i18n/errorMessage';
import { ListToolbar } from '../../../shell/lists/ListToolbar';
import { SearchField } from '../../../shell/lists/SearchField';
import { useSession } from '../../../session/SessionContext';
import { useDocumentRights } from '../../shared/useDocumentRights';
import { useReferenceData } from '../../shared/useReferenceData';
import { BulkActionsBar } from './BulkActionsBar';
import { toRow } from './documentRows';
import { DocumentTable } from './DocumentTable';
import { EmptyState } from './EmptyState';
import type { UploadPlaceholder } from '../upload/uploadPlaceholders';
import { useDocumentPage, type DocumentPageFilter } from './useDocumentPage';
import { LifecycleFilter, lifecycleFilterOf, type LifecycleChoice } from '../../lifecycle/LifecycleFilter';
import { ChannelFilter, channelFilterOf, type ChannelChoice } from './ChannelFilter';

interface Props {
  /** Which documents (the page keys the view by it, so a new filter starts on page 1). */
  filter: DocumentPageFilter;
  /** False while the page cannot ask yet (e.g. its origin type is loading). */
  enabled?: boolean;
  /** i18n key of the text shown when there is nothing to list. */
  emptyText: string;
  /** Shown beside the quick filter (e.g. extra filters). */
  toolbar?: ReactNode;
  /** The saved list: files being uploaded, shown on top until stored (spec §4). */
  placeholders?: readonly UploadPlaceholder[];
}

/**
 * A documents list: quick filter, sortable table, pages, selection and bulk actions; the server pages,
 * sorts and filters, so the browser holds one page. Shared by the lists and the search.
 */
export function DocumentListView({ filter, enabled = true, emptyText, toolbar, placeholders = [] }: Props) {
  const translate = useTranslate();
  const list = useDocumentPage(filter, enabled);
  const { branches } = useSession();
  const rights = useDocumentRights();
  const { index } = useReferenceData();
  const [text, setText] = useState<string>(String(list.filterValues?.q ?? ''));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rows = useMemo(() => (list.data ?? []).map((d) => toRow(d, index)), [list.data, index]);
  const canSelect = rights.update || rights.remove || rights.download || rights.email;
  const [stage, setStage] = useState<LifecycleChoice>('');
  const [channel, setChannel] = useState<ChannelChoice>('');
  const search = (q: string, choice = stage, via = channel) => {
    setText(q);
    // another filter, other rows: nothing stays selected that the list no longer shows
    setSelected(new Set());
    list.setFilters(
      { ...(q.trim() ? { q } : {}), ...lifecycleFilterOf(choice), ...channelFilterOf(via) },
      undefined,
      true,
    );
  };

  return (
    <Box>
      <ListToolbar
        count={list.total !== undefined ? translate('documents.table.count', { smart_count: list.total }) : undefined}
        onRefresh={() => list.refetch()}
      >
        <SearchField
          label={translate('documents.table.quickFilter')}
          value={text}
          onChange={search}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        {filter.kind !== 'search' && (
          <LifecycleFilter
            value={stage}
            onChange={(choice) => {
              setStage(choice);
              search(text, choice);
            }}
          />
        )}
        {filter.kind !== 'search' && (
          <ChannelFilter
            value={channel}
            onChange={(via) => {
              setChannel(via);
              search(text, stage, via);
            }}
          />
        )}
        {toolbar}
      </ListToolbar>
      {list.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(errorDetail(list.error), { _: errorDetail(list.error) })}
        </Alert>
      ) : null}
      {canSelect && (
        <BulkActionsBar
          selected={[...selected]}
          rights={rights}
          onClear={() => setSelected(new Set())}
          onChanged={() => list.refetch()}
        />
      )}
      <Box sx={{ position: 'relative' }}>
        {list.isFetching && (
          <LinearProgress
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, borderRadius: 1 }}
            aria-label={translate('ra.page.loading')}
          />
        )}
        {rows.length > 0 || placeholders.length > 0 || list.isPending ? (
          <DocumentTable
            rows={rows}
            sort={list.sort}
            onSort={(sort) => list.setSort(sort)}
            paging={{
              page: list.page,
              perPage: list.perPage,
              total: list.total ?? 0,
              setPage: list.setPage,
              setPerPage: list.setPerPage,
            }}
            selected={canSelect ? selected : undefined}
            onSelectionChange={canSelect ? setSelected : undefined}
            placeholders={placeholders}
            branchName={
              filter.overview
                ? (id) => {
                    const b = branches.find((x) => x.uuid === id);
                    return b ? branchDisplayName(b, translate) : '';
                  }
                : undefined
            }
          />
        ) : (
          !list.error && <EmptyState text={text.trim() ? 'documents.table.noMatch' : emptyText} />
        )}
      </Box>
    </Box>
  );
}
