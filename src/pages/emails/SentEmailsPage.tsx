import AttachFile from '@mui/icons-material/AttachFile';
import Edit from '@mui/icons-material/Edit';
import { Box, Button, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Loading, useLocaleState, useTranslate } from 'react-admin';
import type { EmailSummary } from '../../../resources/emails/model';
import { intlLocale } from '../../../i18n';
import { useToast } from '../../layout/feedback/toast';
import { useSession } from '../../session/SessionContext';
import { ComposeEmailDialog } from './ComposeEmailDialog';
import { EmailDetailDialog } from './EmailDetailDialog';
import { useEmailsApi } from './emailsApi';
import { StatusChip } from './StatusChip';

/** Columns left out on small screens. */
const wide = { display: { xs: 'none', md: 'table-cell' } };

/** The Emails mode's landing page: the e-mails sent from the company, newest first, paged by the server. */
export function SentEmailsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { has } = useSession();
  const api = useEmailsApi();
  const toast = useToast();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const [data, setData] = useState<{ items: EmailSummary[]; total: number } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [composing, setComposing] = useState(false);
  const load = useCallback(() => { api.list(page, size).then(setData, (err) => { toast.error(err); setData({ items: [], total: 0 }); }); }, [api, page, size, toast]);
  useEffect(load, [load]);
  const closeDetail = useCallback(() => setOpen(null), []);
  const canRead = has('READ_EMAILS');

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>{translate('emails.title')}</Typography>
        {has('SEND_EMAILS') && <Button variant="contained" startIcon={<Edit />} onClick={() => setComposing(true)}>{translate('emails.compose')}</Button>}
      </Box>
      <Paper variant="outlined">
        {!data ? <Loading /> : (
          <>
            <TableContainer>
              <Table size="small" aria-label={translate('emails.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('emails.date')}</TableCell>
                    <TableCell>{translate('emails.subject')}</TableCell>
                    <TableCell>{translate('emails.to')}</TableCell>
                    <TableCell sx={wide}>{translate('emails.from')}</TableCell>
                    <TableCell align="right" sx={wide}>{translate('emails.attachments')}</TableCell>
                    <TableCell>{translate('emails.statusTitle')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((m) => (
                    <TableRow key={m.uuid} hover={canRead} onClick={canRead ? () => setOpen(m.uuid) : undefined} sx={{ cursor: canRead ? 'pointer' : 'default' }}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(m.createdAt).toLocaleString(intlLocale(locale))}</TableCell>
                      <TableCell>{canRead ? <Button size="small" sx={{ textTransform: 'none', p: 0, minWidth: 0, textAlign: 'left' }} onClick={(e) => { e.stopPropagation(); setOpen(m.uuid); }}>{m.subject}</Button> : m.subject}</TableCell>
                      <TableCell sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={m.recipients.join(', ')}>{m.recipients.join(', ')}</TableCell>
                      <TableCell sx={wide}>{m.sender}</TableCell>
                      <TableCell align="right" sx={wide}>{m.attachmentCount ? <><AttachFile fontSize="inherit" sx={{ verticalAlign: 'middle' }} /> {m.attachmentCount}</> : '—'}</TableCell>
                      <TableCell><StatusChip status={m.status} /></TableCell>
                    </TableRow>
                  ))}
                  {!data.items.length && (
                    <TableRow><TableCell colSpan={6} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{translate('emails.empty')}</TableCell></TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div" count={data.total} page={page} rowsPerPage={size} rowsPerPageOptions={[10, 20, 50, 100]}
              onPageChange={(_e, p) => setPage(p)} onRowsPerPageChange={(e) => { setSize(Number(e.target.value)); setPage(0); }}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
            />
          </>
        )}
      </Paper>
      <EmailDetailDialog id={open} onClose={closeDetail} />
      <ComposeEmailDialog open={composing} onClose={() => setComposing(false)} onSent={load} />
    </Box>
  );
}
