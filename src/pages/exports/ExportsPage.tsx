import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Refresh from '@mui/icons-material/Refresh';
import {
  Box,
  Chip,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../shell/feedback/toast';
import { ListPagination } from '../../shell/lists/ListPagination';
import { EmptyTableRow, ListPanel } from '../shared/ListPanel';
import { saveBlob } from '../shared/saveBlob';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { usePagedRows } from '../shared/usePagedRows';
import { failureText } from './exportFailure';
import { exportsApi, type ExportRecord } from './exportsApi';

export const EXPORT_PAGE_SIZES = [10, 20, 50];
const POLL_MS = 2000;
const STATUS_COLOR = { queued: 'default', running: 'info', done: 'success', failed: 'error' } as const;
/** Columns left out on a phone: the file name, status and actions stay. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * /exports: the user's exports (statements, payments, invoices, zips of documents), newest first, a page at a
 * time, with their progress while they are built and a download once ready: nothing depends on a mail server.
 */
export function ExportsPage() {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const toast = useToast();
  const list = usePagedRows(exportsApi.list, EXPORT_PAGE_SIZES[1]);
  // follow the exports being built
  const building = list.rows.some((r) => r.status === 'queued' || r.status === 'running');
  const { refresh } = list;
  useEffect(() => {
    if (!building) return undefined;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [building, refresh]);

  const download = async (e: ExportRecord) => {
    try {
      const { blob, filename } = await exportsApi.file(e.uuid);
      saveBlob(blob, filename ?? e.fileName);
    } catch (err) {
      toast.error(err);
    }
  };
  const remove = async (e: ExportRecord) => {
    try {
      await exportsApi.remove(e.uuid);
      toast.success('exports.removed');
      await list.reload();
    } catch (err) {
      toast.error(err);
    }
  };

  const rows = list.rows;
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
        <Box sx={{ mr: 'auto', minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {translate('exports.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('exports.subtitle')}
          </Typography>
        </Box>
        <Tooltip title={translate('ra.action.refresh')}>
          <IconButton onClick={() => void list.reload()} aria-label={translate('ra.action.refresh')}>
            <Refresh />
          </IconButton>
        </Tooltip>
      </Box>
      <ListPanel loading={list.loading}>
        <TableContainer>
          <Table size="small" aria-label={translate('exports.list')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('exports.file')}</TableCell>
                <TableCell sx={WIDE}>{translate('exports.contents')}</TableCell>
                <TableCell sx={WIDE}>{translate('exports.requested')}</TableCell>
                <TableCell>{translate('exports.statusTitle')}</TableCell>
                <TableCell sx={WIDE} align="right">
                  {translate('exports.lines')}
                </TableCell>
                <TableCell sx={WIDE} align="right">
                  {translate('exports.size')}
                </TableCell>
                <TableCell align="right">{translate('exports.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.loaded && !rows.length && <EmptyTableRow colSpan={7} text={translate('exports.empty')} />}
              {rows.map((e) => (
                <TableRow key={e.uuid}>
                  <TableCell sx={{ minWidth: 120 }}>
                    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {e.fileName}
                    </Box>
                    <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
                      {translate(`exports.kind.${e.kind}`)} · {fmt.moment(e.createdAt)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={WIDE}>{translate(`exports.kind.${e.kind}`)}</TableCell>
                  <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>{fmt.moment(e.createdAt)}</TableCell>
                  <TableCell sx={{ minWidth: 110 }}>
                    <Chip size="small" color={STATUS_COLOR[e.status]} label={translate(`exports.status.${e.status}`)} />
                    {e.status === 'failed' && (
                      <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
                        {failureText(translate, e.error)}
                      </Typography>
                    )}
                    {(e.status === 'queued' || e.status === 'running') && (
                      <LinearProgress
                        variant="determinate"
                        value={e.progress}
                        sx={{ mt: 0.5 }}
                        aria-label={translate('exports.progress', { name: e.fileName })}
                      />
                    )}
                  </TableCell>
                  <TableCell sx={WIDE} align="right">
                    {e.status === 'done' ? fmt.number(e.lines) : ''}
                  </TableCell>
                  <TableCell sx={WIDE} align="right">
                    {e.size ? fmt.size(e.size) : ''}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      onClick={() => void download(e)}
                      disabled={e.status !== 'done'}
                      aria-label={translate('exports.download', { name: e.fileName })}
                    >
                      <FileDownloadOutlined />
                    </IconButton>
                    <IconButton
                      onClick={() => void remove(e)}
                      disabled={e.status === 'running'}
                      aria-label={translate('exports.remove', { name: e.fileName })}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination paging={list.paging} sizes={EXPORT_PAGE_SIZES} />
      </ListPanel>
    </Box>
  );
}
