import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Autorenew from '@mui/icons-material/Autorenew';
import { Box, Button, LinearProgress, ListItem, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { reviewPath } from '../documents.routes';
import type { RecognitionJob } from '../../shared/types';
import { useDocumentFormat } from '../../shared/useDocumentFormat';
import { isActiveJob, jobProgress } from './recognitionJobs';
import { FileNameLine } from '../../shared/FileNameLine';

const ICONS = {
  queued: <HourglassEmpty color="action" />,
  running: <Autorenew color="primary" />,
  done: <CheckCircleOutline color="success" />,
  failed: <ErrorOutline color="error" />,
};

/** One document in recognition: name, state, progress, error, and the review link when finished. */
export function RecognitionRow({ job }: { job: RecognitionJob }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const progress = jobProgress(job);
  const state = translate(`documents.recognition.state.${job.jobStatus}`);
  return (
    <ListItem divider sx={{ px: { xs: 1.5, sm: 2 }, py: 1.5, gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ mt: 0.25 }}>{ICONS[job.jobStatus]}</Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <FileNameLine name={job.filename} aside={fmt.moment(job.updatedAt)} />
        <Typography variant="caption" color={job.jobStatus === 'failed' ? 'error.main' : 'text.secondary'}>
          {state}
          {job.jobStatus === 'running' ? ` · ${progress} %` : ''}
        </Typography>
        {isActiveJob(job) && (
          <LinearProgress
            variant={job.jobStatus === 'running' && progress > 0 ? 'determinate' : 'indeterminate'}
            value={progress}
            sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
            aria-label={`${job.filename}: ${state}`}
          />
        )}
        {job.jobStatus === 'failed' && (
          <Typography variant="body2" color="error.main" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {job.error || translate('documents.recognition.failedNoReason')}
          </Typography>
        )}
      </Box>
      {!isActiveJob(job) && (
        <Button size="small" component={LinkBase} to={reviewPath(job.uuid)} sx={{ flexShrink: 0 }}>
          {translate('documents.upload.review')}
        </Button>
      )}
    </ListItem>
  );
}
