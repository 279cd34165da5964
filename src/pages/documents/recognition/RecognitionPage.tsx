import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, Button, Card, Chip, LinearProgress, List, Stack } from '@mui/material';
import { useState } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { errorDetail } from '../../../layout/feedback/errorMessage';
import { EmptyState } from '../list/EmptyState';
import { DOCUMENT_ROUTES } from '../routes';
import { useDocumentsApi } from '../shared/api';
import { PageHeader } from '../shared/PageHeader';
import type { RecognitionJob } from '../shared/types';
import { usePolling } from '../shared/usePolling';
import { jobSummary, sortJobs } from './recognitionJobs';
import { RecognitionRow } from './RecognitionRow';

/** Polled every 2 s. */
export const RECOGNITION_PAGE_POLL_MS = 2000;
const SUMMARY_COLORS = { running: 'primary', queued: 'default', failed: 'error', done: 'success' } as const;

/** /documentmanagement/recognition: the live progress of recognition, document by document. */
export function RecognitionPage() {
  const translate = useTranslate();
  const api = useDocumentsApi();
  const [jobs, setJobs] = useState<RecognitionJob[]>();
  const [error, setError] = useState<unknown>();

  usePolling(async () => {
    try {
      setJobs(sortJobs(await api.recognitionJobs()));
      setError(undefined);
    } catch (err) {
      setError(err);
    }
  }, RECOGNITION_PAGE_POLL_MS);

  const summary = jobSummary(jobs ?? []);
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader
        title={translate('documents.recognition.title')}
        subtitle={translate('documents.recognition.subtitle')}
        actions={
          <Button variant="contained" component={LinkBase} to={DOCUMENT_ROUTES.upload} startIcon={<CloudUploadOutlined />}>
            {translate('documents.upload.action')}
          </Button>
        }
      />
      {error ? <Alert severity="error" sx={{ mb: 2 }}>{translate(errorDetail(error), { _: errorDetail(error) })}</Alert> : null}
      {!jobs && !error && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {jobs && jobs.length === 0 && <EmptyState text="documents.recognition.empty" />}
      {jobs && jobs.length > 0 && (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }} aria-live="polite">
            {(Object.keys(summary) as (keyof typeof summary)[]).filter((k) => summary[k] > 0).map((k) => (
              <Chip key={k} color={SUMMARY_COLORS[k]} variant={k === 'done' ? 'outlined' : 'filled'} label={translate(`documents.recognition.summary.${k}`, { smart_count: summary[k] })} />
            ))}
          </Stack>
          <Card>
            <List disablePadding aria-label={translate('documents.recognition.title')}>
              {jobs.map((job) => <RecognitionRow key={job.uuid} job={job} />)}
            </List>
          </Card>
        </>
      )}
    </Box>
  );
}
