import DocumentScannerOutlined from '@mui/icons-material/DocumentScannerOutlined';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { DashboardCard } from '../../shared/DashboardCard';
import { jobProgress } from '../recognition/recognitionJobs';
import { DOCUMENT_ROUTES } from '../documents.routes';
import type { RecognitionJob } from '../../shared/types';

/** What recognition is working on now (first five), with a link to the recognition page. */
export function RecognitionCard({ active }: { active: RecognitionJob[] }) {
  const translate = useTranslate();
  return (
    <DashboardCard
      title={translate('documents.dashboard.recognition')}
      icon={DocumentScannerOutlined}
      action={
        <Button size="small" component={LinkBase} to={DOCUMENT_ROUTES.recognition}>
          {translate('documents.dashboard.seeAll')}
        </Button>
      }
    >
      {!active.length && (
        <Typography color="text.secondary">{translate('documents.dashboard.recognitionIdle')}</Typography>
      )}
      {active.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('documents.recognition.summary.running', { smart_count: active.length })}
        </Typography>
      )}
      {active.slice(0, 5).map((j) => (
        <Box key={j.uuid} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {j.filename}
          </Typography>
          <LinearProgress
            variant={j.jobStatus === 'running' && jobProgress(j) > 0 ? 'determinate' : 'indeterminate'}
            value={jobProgress(j)}
            sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
            aria-label={j.filename}
          />
        </Box>
      ))}
    </DashboardCard>
  );
}
