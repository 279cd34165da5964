import { Box, TableCell, TableRow, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { toCents } from '../../domain/money';
import type { BalanceLine, BalanceSummary } from '../../domain/payments/payment.model';
import { useSession } from '../../session/SessionContext';
import { ExportButton } from '../exports/ExportButton';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { PagedTable, type PagedColumn } from './PagedTable';
import { usePagedList } from './usePagedList';

type StatementRecord = BalanceLine & { id: string };
/** The server gives the statement in date order, with the balance after each line. */
const DATE_ORDER = { field: 'date', order: 'ASC' } as const;

/** One supplier's statement, a page of lines at a time, each with what is owed after it; exported whole, in the
 * reader's language with its opening and closing balance, by the one "Export…" (a background export). */
export function SupplierStatement({ branch, supplier }: { branch: string; supplier: BalanceSummary }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const { has, dateRange } = useSession();
  const filter = useMemo(() => ({ branch, supplier: supplier.supplieruuid }), [branch, supplier.supplieruuid]);
  const list = usePagedList<StatementRecord>('statement', filter, DATE_ORDER);
  const rows = list.data ?? [];
  const columns: PagedColumn[] = ['day', 'kind', 'number', 'debit', 'credit', 'balance'].map((key, i) => ({
    key,
    label: translate(`payments.${key}`),
    align: i > 2 ? ('right' as const) : undefined,
  }));
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
          {translate('payments.statementOf', { supplier: supplier.suppliername })}
        </Typography>
        {has('EXPORT_SOLDES') && (
          <ExportButton
            request={{ kind: 'statement', branch, supplier: supplier.supplieruuid }}
            period={dateRange}
            whatArgs={{ supplier: supplier.suppliername }}
          />
        )}
      </Box>
      <PagedTable
        label={translate('payments.statement')}
        columns={columns}
        list={{ ...list, setSort: undefined }}
        emptyText={translate('payments.noStatement')}
        rowCount={rows.length}
      >
        {rows.map((l) => (
          <TableRow key={l.uuid}>
            <TableCell>{fmt.day(l.date)}</TableCell>
            <TableCell>{translate(`payments.lineType.${l.type}`)}</TableCell>
            <TableCell>{l.number}</TableCell>
            <TableCell align="right">{toCents(l.debit) ? fmt.money(l.debit, l.currency) : ''}</TableCell>
            <TableCell align="right">{toCents(l.credit) ? fmt.money(l.credit, l.currency) : ''}</TableCell>
            <TableCell align="right">{fmt.money(l.balance, l.currency)}</TableCell>
          </TableRow>
        ))}
      </PagedTable>
    </Box>
  );
}
