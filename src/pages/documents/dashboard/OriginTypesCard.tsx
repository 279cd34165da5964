import InputOutlined from '@mui/icons-material/InputOutlined';
import { Box, Chip, Link, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { DashboardCard, Detail } from '../../shared/DashboardCard';
import { DOCUMENT_ROUTES, originListPath } from '../documents.routes';
import { useDocumentFormat } from '../../shared/useDocumentFormat';
import type { OriginCount } from './mainStats';

/** Documents of the period per origin type, with what waits for validation. */
export function OriginTypesCard({ counts }: { counts: OriginCount[] }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  return (
    <DashboardCard title={translate('documents.dashboard.byOrigin')} icon={InputOutlined}>
      {!counts.length && <Typography color="text.secondary">{translate('documents.dashboard.nothing')}</Typography>}
      {counts.map(({ originType, count, toValidate }) => (
        <Detail
          key={originType?.uuid ?? 'none'}
          label={originType?.name ?? translate('documents.lists.uncategorized.title')}
          value={
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
              {toValidate > 0 && (
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  clickable
                  component={LinkBase}
                  to={originType ? originListPath(originType.name, 'saved') : DOCUMENT_ROUTES.uncategorized}
                  label={translate('documents.dashboard.toValidateCount', { smart_count: toValidate })}
                />
              )}
              <Link
                component={LinkBase}
                to={originType ? originListPath(originType.name, 'list') : DOCUMENT_ROUTES.uncategorized}
                underline="hover"
                sx={{ fontWeight: 600 }}
              >
                {fmt.number(count)}
              </Link>
            </Box>
          }
        />
      ))}
    </DashboardCard>
  );
}
