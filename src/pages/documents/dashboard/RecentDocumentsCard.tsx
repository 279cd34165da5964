import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { Box, Link, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import type { DocumentRecord } from '../../../domain/documents/document.model';
import { DashboardCard } from '../../shared/DashboardCard';
import { reviewPath } from '../documents.routes';
import { StatusChip } from '../../shared/Chips';
import { useDocumentFormat } from '../../shared/useDocumentFormat';

/** The last five documents imported, each opening its review. */
export function RecentDocumentsCard({ documents }: { documents: DocumentRecord[] }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  return (
    <DashboardCard title={translate('documents.dashboard.recent')} icon={HistoryOutlined}>
      {!documents.length && <Typography color="text.secondary">{translate('documents.dashboard.nothing')}</Typography>}
      {documents.map((d) => (
        <Stack
          key={d.uuid}
          direction="row"
          spacing={1.5}
          sx={{ py: 1, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link
              component={LinkBase}
              to={reviewPath(d.uuid)}
              underline="hover"
              noWrap
              sx={{ display: 'block', fontWeight: 600 }}
            >
              {d.id || d.filename}
            </Link>
            <Typography variant="body2" color="text.secondary" noWrap>
              {[d.suppliername, fmt.moment(d.createdAt)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          {d.totalttc && (
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {fmt.money(d.totalttc, d.currency)}
            </Typography>
          )}
          <StatusChip status={d.status} />
        </Stack>
      ))}
    </DashboardCard>
  );
}
