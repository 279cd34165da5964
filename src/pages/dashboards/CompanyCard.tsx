import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { splitItems } from '../../domain/company/company.model';
import { useSession } from '../../session/SessionContext';
import { DashboardCard, Detail } from '../shared/DashboardCard';

/** The company and how to reach it. */
export function CompanyCard() {
  const translate = useTranslate();
  const { companyInfo: c } = useSession();
  const orNone = (v: string) =>
    v || (
      <Typography variant="body2" color="text.disabled" component="span">
        {translate('dashboard.not_provided')}
      </Typography>
    );
  if (!c) {
    return (
      <DashboardCard title={translate('dashboard.company.title')} icon={BusinessOutlined}>
        <Typography color="text.secondary">{translate('dashboard.company.unavailable')}</Typography>
      </DashboardCard>
    );
  }
  const sending = c.mailauto
    ? 'dashboard.company.automatic'
    : c.mailmanual
      ? 'dashboard.company.manual'
      : 'dashboard.company.off';
  const identifiers = splitItems(c.items);
  return (
    <DashboardCard
      title={translate('dashboard.company.title')}
      icon={BusinessOutlined}
      action={
        <Chip
          size="small"
          color={c.master ? 'primary' : 'default'}
          label={translate(c.master ? 'dashboard.company.master' : 'dashboard.company.branch')}
        />
      }
    >
      <Typography variant="h5" sx={{ mb: 2 }}>
        {c.name}
      </Typography>
      <Detail label={translate('app.company.fields.address')} value={orNone(c.address)} />
      <Detail label={translate('app.company.fields.phone')} value={orNone(c.phone)} />
      <Detail label={translate('app.company.fields.contactmail')} value={orNone(c.contactmail)} />
      <Detail label={translate('app.company.fields.comptablemail')} value={orNone(c.comptablemail)} />
      <Detail label={translate('app.company.fields.siren')} value={orNone(c.siren)} />
      <Detail label={translate('dashboard.company.mail_sending')} value={translate(sending)} />
      <Box sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('dashboard.company.identifiers')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {identifiers.length
            ? identifiers.map((i) => <Chip key={i} label={i} size="small" variant="outlined" />)
            : orNone('')}
        </Stack>
      </Box>
    </DashboardCard>
  );
}
