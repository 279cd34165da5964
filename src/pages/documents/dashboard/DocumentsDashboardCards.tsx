import { Alert, Grid } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { errorDetail } from '../../../i18n/errorMessage';
import { useDocumentRights } from '../../shared/useDocumentRights';
import { useReferenceData } from '../../shared/useReferenceData';
import { namedOriginCounts, namedStatusCounts } from './mainStats';
import { OriginTypesCard } from './OriginTypesCard';
import { RecentDocumentsCard } from './RecentDocumentsCard';
import { RecognitionCard } from './RecognitionCard';
import { StatusChartCard } from './StatusChartCard';
import { ToValidateCard } from './ToValidateCard';
import { useDashboardData } from './useDashboardData';

/**
 * The documents figures for the main dashboard, over the top bar's date range, as the server counts
 * them: counts per status and origin type, amount to validate, recent documents, recognition in
 * progress. A grid of its own.
 */
export function DocumentsDashboardCards() {
  const translate = useTranslate();
  const rights = useDocumentRights();
  const { ref } = useReferenceData();
  const { stats, active } = useDashboardData(rights.view);
  const figures = useMemo(
    () => ({
      status: namedStatusCounts(stats.data?.byStatus ?? []),
      origins: namedOriginCounts(stats.data?.byOriginType ?? [], ref.originTypes),
      amounts: stats.data?.toValidate ?? [],
      recent: stats.data?.recent ?? [],
    }),
    [stats.data, ref.originTypes],
  );

  if (!rights.view) return null;
  return (
    <Grid container spacing={3} component="section" aria-label={translate('documents.dashboard.title')}>
      {stats.error ? (
        <Grid size={12}>
          <Alert severity="error">{translate(errorDetail(stats.error), { _: errorDetail(stats.error) })}</Alert>
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, md: 6, xl: 4 }}>
        <StatusChartCard counts={figures.status} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, xl: 4 }}>
        <ToValidateCard amounts={figures.amounts} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, xl: 4 }}>
        <OriginTypesCard counts={figures.origins} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, xl: 8 }}>
        <RecentDocumentsCard documents={figures.recent} />
      </Grid>
      <Grid size={{ xs: 12, md: 12, xl: 4 }}>
        <RecognitionCard active={active} />
      </Grid>
    </Grid>
  );
}
