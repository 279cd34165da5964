import { Box, Grid, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { Loading } from '../../shell/feedback/Loading';
import { useSession } from '../../session/SessionContext';
import { AccessCard } from './AccessCard';
import { BranchesCard } from './BranchesCard';
import { CompanyCard } from './CompanyCard';
import { OfferCard } from './OfferCard';
import { UsageCard } from './UsageCard';
import { DocumentsDashboardCards } from '../documents';

/** The Documents mode landing page (DOCUMENTS_HOME): company, branches, subscription and usage, the user's access. */
export function MainDashboard() {
  const translate = useTranslate();
  const { userInfo, has } = useSession();
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1">
          {translate('dashboard.greeting', { name: userInfo.firstName || userInfo.email })}
        </Typography>
        <Typography color="text.secondary">{translate('dashboard.subtitle')}</Typography>
      </Box>
      {has('VIEW_DOCUMENTS') && (
        <Box sx={{ mb: 3 }}>
          <Suspense fallback={<Loading />}>
            <DocumentsDashboardCards />
          </Suspense>
        </Box>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <CompanyCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <OfferCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <AccessCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 8 }}>
          <BranchesCard />
        </Grid>
        <UsageSlot />
      </Grid>
    </Box>
  );
}

/** The usage card takes a grid cell only when it has figures. */
function UsageSlot() {
  return (
    <Grid size={{ xs: 12, md: 6, xl: 4 }} sx={{ '&:empty': { display: 'none' } }}>
      <UsageCard />
    </Grid>
  );
}
