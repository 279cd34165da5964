import { TableCell, TableRow } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { BalanceSummary } from '../../domain/payments/payment.model';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { ListToolbar } from '../../shell/lists/ListToolbar';
import { PagedTable, type PagedColumn } from './PagedTable';
import { usePagedList } from './usePagedList';

type BalanceRecord = BalanceSummary & { id: string };
const BY_NAME = { field: 'suppliername', order: 'ASC' } as const;

interface Props {
  branch: string;
  chosen?: string;
  onChoose: (supplier: BalanceSummary) => void;
}

/** What is owed to each supplier of the branch, a page of suppliers at a time, by name or by amount. */
export function SupplierBalancesTable({ branch, chosen, onChoose }: Props) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const filter = useMemo(() => ({ branch }), [branch]);
  const list = usePagedList<BalanceRecord>('soldes', filter, BY_NAME, Boolean(branch));
  const rows = list.data ?? [];
  const columns: PagedColumn[] = [
    { key: 'supplier', label: translate('payments.supplier'), sortField: 'suppliername' },
    { key: 'solde', label: translate('payments.owed'), sortField: 'solde', align: 'right' },
  ];
  return (
    <div>
      <ListToolbar
        count={list.total === undefined ? undefined : translate('payments.count.soldes', { smart_count: list.total })}
        onRefresh={() => list.refetch()}
      />
      <PagedTable
        label={translate('payments.balances')}
        columns={columns}
        list={list}
        emptyText={translate('payments.noBalance')}
        rowCount={rows.length}
      >
        {rows.map((s) => (
          <TableRow
            key={`${s.supplieruuid}-${s.currency}`}
            hover
            selected={s.supplieruuid === chosen}
            onClick={() => onChoose(s)}
            sx={{ cursor: 'pointer' }}
            tabIndex={0}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onChoose(s);
              }
            }}
            aria-selected={s.supplieruuid === chosen}
          >
            <TableCell>{s.suppliername}</TableCell>
            <TableCell align="right">{fmt.money(s.solde, s.currency)}</TableCell>
          </TableRow>
        ))}
      </PagedTable>
    </div>
  );
}
