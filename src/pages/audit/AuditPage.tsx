import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Alert, Box, Button, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorDetail } from '../../i18n/errorMessage';
import { useAuditApi, type AuditEntry, type ChainCheck } from '../../resources/views/history/auditApi';
import { useAuditText } from '../../resources/views/history/useAuditText';
import { PagedTable, WIDE_CELL, type PagedColumn } from '../payments/PagedTable';
import { usePagedList } from '../payments/usePagedList';
import { ExportButton } from '../exports/ExportButton';
import { PageHeader } from '../shared/PageHeader';
import { AuditFilters, type AuditFilter } from './AuditFilters';

const SORT = { field: 'createdAt', order: 'DESC' } as const;
/** Fields listed per entry in the table before "and N other fields". */
const SHOWN = 4;

/**
 * The Audit page (administrators): the account's audit trail, newest first, filtered by user, record type, record,
 * action and period, and exports them (CSV or XLSX, the period asked again in the dialog); "verify the chain" names the first entry that was changed or removed in the database.
 */
export function AuditPage() {
  const translate = useTranslate();
  const text = useAuditText();
  const api = useAuditApi();
  const list = usePagedList<AuditEntry & { id: string }>('audit', {}, SORT);
  const [check, setCheck] = useState<ChainCheck | { error: string }>();
  const [checking, setChecking] = useState(false);
  const t = (k: string, o?: Record<string, unknown>) => translate(`audit.${k}`, o);
  const columns: PagedColumn[] = [
    { key: 'at', label: t('columns.at') },
    { key: 'user', label: t('columns.user') },
    { key: 'entity', label: t('columns.entity'), wide: true },
    { key: 'action', label: t('columns.action') },
    { key: 'changes', label: t('columns.changes'), wide: true },
    { key: 'address', label: t('columns.address'), wide: true },
  ];
  const verify = async () => {
    setChecking(true);
    try {
      setCheck(await api.verify());
    } catch (err) {
      setCheck({ error: errorDetail(err) });
    } finally {
      setChecking(false);
    }
  };
  const rows = list.data ?? [];
  // the export holds what the page lists: its filters, its period as the export dialog's
  const { user, entity, entityId, action, from, to } = list.filterValues as AuditFilter;

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <ExportButton
              request={{ kind: 'audit', audit: { user, entity, entityId, action } }}
              period={{ fromDate: from, toDate: to }}
            />
            <Button
              variant="outlined"
              startIcon={<VerifiedOutlined />}
              disabled={checking}
              onClick={() => void verify()}
            >
              {t('verify')}
            </Button>
          </>
        }
      />
      {check && (
        <Alert
          sx={{ mb: 2 }}
          severity={'error' in check || !check.valid ? 'error' : 'success'}
          data-testid="chain-check"
          onClose={() => setCheck(undefined)}
        >
          {'error' in check
            ? check.error
            : check.valid
              ? t('verified')
              : t('broken', {
                  seq: check.broken.seq,
                  id: check.broken.id || '—',
                  reason: t(`reason.${check.broken.reason}`),
                })}
        </Alert>
      )}
      <AuditFilters
        value={list.filterValues as AuditFilter}
        onChange={(f) => list.setFilters(f as Record<string, unknown>, {})}
      />
      <PagedTable label={t('title')} columns={columns} list={list} emptyText={t('none')} rowCount={rows.length}>
        {rows.map((e) => {
          const lines = text.changes(e);
          return (
            <TableRow key={e.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.moment(e.createdAt)}</TableCell>
              <TableCell>{text.who(e)}</TableCell>
              <TableCell sx={WIDE_CELL}>{text.entity(e.entity)}</TableCell>
              <TableCell>{text.action(e.action)}</TableCell>
              <TableCell sx={{ ...WIDE_CELL, maxWidth: 420, overflowWrap: 'anywhere' }}>
                {e.action !== 'CREATE' &&
                  lines.slice(0, SHOWN).map((l) => (
                    <Box key={l.key} component="span" sx={{ display: 'block' }}>
                      {l.text}
                    </Box>
                  ))}
                {e.action !== 'CREATE' && lines.length > SHOWN && (
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {t('more_fields', { smart_count: lines.length - SHOWN })}
                  </Box>
                )}
              </TableCell>
              <TableCell sx={WIDE_CELL}>{e.clientAddress || '—'}</TableCell>
            </TableRow>
          );
        })}
      </PagedTable>
    </>
  );
}
