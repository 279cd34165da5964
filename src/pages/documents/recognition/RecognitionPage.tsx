import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, Button, Card, Chip, LinearProgress, List, Stack, TablePagination } from '@mui/material';
import { useMemo } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { errorDetail } from '../../../i18n/errorMessage';
import { EmptyState } from '../list/EmptyState';
import { DOCUMENT_ROUTES } from '../documents.routes';
import { PageHeader } from '../../shared/PageHeader';
import { jobSummary, sortJobs } from './recognitionJobs';
import { RecognitionRow } from './RecognitionRow';
import { RECOGNITION_PAGE_SIZE, useRecognitionJobs } from './useRecognitionJobs';

export { RECOGNITION_PAGE_POLL_MS } from './useRecognitionJobs';
const SUMMARY_COLORS = { running: 'primary', queued: 'default', failed: 'error', done: 'success' } as const;

/**
 * /documentmanagement/recognition: the live progress of recognition, document by document (one page
 * of the server's jobs, polled every 2 s).
 */
export function RecognitionPage() {
  const translate = useTranslate();
  const list = useRecognitionJobs();
  const jobs = useMemo(() => (list.data ? sortJobs(list.data) : undefined), [list.data]);
  const total = list.total ?? jobs?.length ?? 0;
  const summary = jobSummary(jobs ?? []);
  const error = list.error;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader
        title={translate('documents.recognition.title')}
        subtitle={translate('documents.recognition.subtitle')}
        actions={
          <Button
            variant="contained"
            component={LinkBase}
            to={DOCUMENT_ROUTES.upload}
            startIcon={<CloudUploadOutlined />}
          >
            {translate('documents.upload.action')}
          </Button>
        }
      />
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(errorDetail(error), { _: errorDetail(error) })}
        </Alert>
      ) : null}
      {!jobs && !error && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {jobs && jobs.length === 0 && <EmptyState text="documents.recognition.empty" />}
      {jobs && jobs.length > 0 && (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }} aria-live="polite">
            {(Object.keys(summary) as (keyof typeof summary)[])
              .filter((k) => summary[k] > 0)
              .map((k) => (
                <Chip
                  key={k}
                  color={SUMMARY_COLORS[k]}
                  variant={k === 'done' ? 'outlined' : 'filled'}
                  label={translate(`documents.recognition.summary.${k}`, { smart_count: summary[k] })}
                />
              ))}
          </Stack>
          <Card>
            <List disablePadding aria-label={translate('documents.recognition.title')}>
              {jobs.map((job) => (
                <RecognitionRow key={job.uuid} job={job} />
              ))}
            </List>
            {(total > RECOGNITION_PAGE_SIZE || list.page > 1) && (
              <TablePagination
                component="div"
                count={total}
                page={list.page - 1}
                rowsPerPage={list.perPage}
                rowsPerPageOptions={[]}
                onPageChange={(_e, p) => list.setPage(p + 1)}
                labelDisplayedRows={({ from, to, count }) =>
                  translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
                }
                getItemAriaLabel={(type) =>
                  translate(
                    type === 'next'
                      ? 'ra.navigation.next'
                      : type === 'previous'
                        ? 'ra.navigation.previous'
                        : type === 'first'
                          ? 'ra.navigation.first'
                          : 'ra.navigation.last',
                  )
                }
              />
            )}
          </Card>
        </>
      )}
    </Box>
  );
}
