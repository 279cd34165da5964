import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { IconButton, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiBlob } from '../../providers/data/http';
import type { DeletedDocument } from '../../domain/documents/deletedDocument.model';
import { useToast } from '../../shell/feedback/toast';
import { ListToolbar } from '../../shell/lists/ListToolbar';
import { PagedTable, WIDE_CELL, type PagedColumn } from '../payments/PagedTable';
import { QuickFilter } from '../payments/QuickFilter';
import { useAppliedFilters } from '../payments/useAppliedFilters';
import { usePagedList } from '../payments/usePagedList';
import { PageHeader } from '../shared/PageHeader';
import { saveBlob } from '../shared/saveBlob';
import { useDocumentFormat } from '../shared/useDocumentFormat';

/** Long numbers and names break anywhere, so the download stays on a 420 px screen. */
const BREAKS = { overflowWrap: 'anywhere' } as const;
const LATEST_FIRST = { field: 'deletedat', order: 'DESC' } as const;

/**
 * Deleted documents (administrators): the active company's documents deleted within the retention period, latest
 * first, a page at a time, each with who deleted it, when it is purged, and its original to download (the server
 * checks it against the SHA-256 of its import first).
 */
export function DeletedDocumentsPage() {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const toast = useToast();
  const list = usePagedList<DeletedDocument & { id: string }>('deleteddocuments', {}, LATEST_FIRST);
  const [q, setQ] = useState('');
  useAppliedFilters(list, { q });
  const t = (k: string, o?: Record<string, unknown>) => translate(`deletedDocuments.${k}`, o);
  const columns: PagedColumn[] = [
    { key: 'number', label: t('number'), sortField: 'number' },
    { key: 'supplier', label: t('supplier'), sortField: 'suppliername' },
    { key: 'file', label: t('file'), wide: true },
    { key: 'total', label: t('total'), sortField: 'totalttc', align: 'right', wide: true },
    { key: 'deleted', label: t('deleted'), sortField: 'deletedat' },
    { key: 'purge', label: t('purge'), sortField: 'purgeafter', wide: true },
  ];
  const download = async (d: DeletedDocument) => {
    try {
      const { blob, filename } = await apiBlob(`/deleteddocuments/${encodeURIComponent(d.uuid)}/file`);
      saveBlob(blob, filename ?? (d.filename || 'document'));
    } catch (err) {
      toast.error(err);
    }
  };
  const rows = list.data ?? [];

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListToolbar
        count={list.total === undefined ? undefined : t('count', { smart_count: list.total })}
        onRefresh={() => list.refetch()}
      >
        <QuickFilter label={t('search')} value={q} onChange={setQ} />
      </ListToolbar>
      <PagedTable
        label={t('title')}
        columns={columns}
        list={list}
        emptyText={t(q.trim() ? 'noMatch' : 'none')}
        rowCount={rows.length}
        after={
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {t('original')}
          </TableCell>
        }
      >
        {rows.map((d) => (
          <TableRow key={d.uuid} hover>
            <TableCell sx={BREAKS}>{d.number || '—'}</TableCell>
            <TableCell sx={BREAKS}>{d.suppliername || '—'}</TableCell>
            <TableCell sx={{ ...WIDE_CELL, ...BREAKS }}>{d.filename}</TableCell>
            <TableCell sx={WIDE_CELL} align="right">
              {d.totalttc === null ? '—' : fmt.money(d.totalttc, d.currency)}
            </TableCell>
            <TableCell>{t('deletedBy', { name: d.deletedby || '—', date: fmt.moment(d.deletedat) })}</TableCell>
            <TableCell sx={WIDE_CELL}>{fmt.day(d.purgeafter.slice(0, 10))}</TableCell>
            <TableCell align="right">
              {d.hasfile && (
                <IconButton
                  size="small"
                  aria-label={t('download', { name: d.filename || d.number })}
                  title={t('sha256', { hash: d.sha256 ?? '' })}
                  onClick={() => void download(d)}
                >
                  <FileDownloadOutlined fontSize="small" />
                </IconButton>
              )}
            </TableCell>
          </TableRow>
        ))}
      </PagedTable>
    </>
  );
}
