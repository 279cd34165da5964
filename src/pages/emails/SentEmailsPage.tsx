import Edit from '@mui/icons-material/Edit';
import { Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Loading } from '../../shell/feedback/Loading';
import { ListPagination } from '../../shell/lists/ListPagination';
import { SearchField } from '../../shell/lists/SearchField';
import { useSession } from '../../session/SessionContext';
import { ComposeEmailDialog } from './ComposeEmailDialog';
import { EmailDetailDialog } from './EmailDetailDialog';
import { SentEmailsTable } from './SentEmailsTable';
import { EMAIL_PAGE_SIZES, useSentEmails } from './useSentEmails';

/**
 * The Emails mode's landing page: the e-mails sent from the company, newest first, paged and filtered
 * by the server (the browser holds one page).
 */
export function SentEmailsPage() {
  const translate = useTranslate();
  const { has } = useSession();
  const list = useSentEmails();
  const [text, setText] = useState<string>(String(list.filterValues?.q ?? ''));
  const [open, setOpen] = useState<string | null>(null);
  const [composing, setComposing] = useState(false);
  const closeDetail = useCallback(() => setOpen(null), []);
  const search = (q: string) => {
    setText(q);
    list.setFilters(q.trim() ? { q } : {}, undefined, true);
  };

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {translate('emails.title')}
        </Typography>
        {has('SEND_EMAILS') && (
          <Button variant="contained" startIcon={<Edit />} onClick={() => setComposing(true)}>
            {translate('emails.compose')}
          </Button>
        )}
      </Box>
      <SearchField
        label={translate('emails.quickFilter')}
        value={text}
        onChange={search}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      />
      <Paper variant="outlined" sx={{ position: 'relative' }}>
        {list.isPending ? (
          <Loading />
        ) : (
          <>
            {list.isFetching && (
              <LinearProgress
                sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
                aria-label={translate('ra.page.loading')}
              />
            )}
            <SentEmailsTable
              emails={list.data ?? []}
              emptyText={text.trim() ? 'emails.noMatch' : 'emails.empty'}
              onOpen={has('READ_EMAILS') ? setOpen : undefined}
            />
            <ListPagination paging={{ ...list, total: list.total ?? 0 }} sizes={EMAIL_PAGE_SIZES} />
          </>
        )}
      </Paper>
      <EmailDetailDialog id={open} onClose={closeDetail} />
      <ComposeEmailDialog open={composing} onClose={() => setComposing(false)} onSent={() => list.refetch()} />
    </Box>
  );
}
