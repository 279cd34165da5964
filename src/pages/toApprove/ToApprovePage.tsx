import { Button, Link, TableCell, TableRow } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { MENU_COUNT_KEY } from '../../shell/sidebar/MenuCount';
import { reviewPath } from '../documents/documents.routes';
import { PagedTable, WIDE_CELL, type PagedColumn } from '../payments/PagedTable';
import { usePagedList } from '../payments/usePagedList';
import { PageHeader } from '../shared/PageHeader';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { DecideDialog, type ToDecide } from './DecideDialog';

/** A row of GET /approvals: an invoice waiting at a step the user approves. */
interface Waiting {
  id: string;
  uuid: string;
  number: string | null;
  date: string | null;
  suppliername: string | null;
  totalttc: string | null;
  rule: string;
  step: number;
  requestedAt: string;
  version: string;
}

const SORT = { field: 'requestedAt', order: 'DESC' } as const;

/**
 * "To approve": the validated invoices waiting for the user's approval (named, or through a rule group), newest
 * request first; each opens in the review, or is approved or refused here with a comment.
 */
export function ToApprovePage() {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const queryClient = useQueryClient();
  const list = usePagedList<Waiting>('approvals', {}, SORT);
  const [deciding, setDeciding] = useState<ToDecide | null>(null);
  const t = (k: string, o?: Record<string, unknown>) => translate(`approvals.toApprove.${k}`, o);
  const columns: PagedColumn[] = [
    { key: 'number', label: t('number') },
    { key: 'date', label: t('date'), wide: true },
    { key: 'supplier', label: t('supplier') },
    { key: 'total', label: t('total'), align: 'right' },
    { key: 'rule', label: t('rule'), wide: true },
    { key: 'requested', label: t('requested'), wide: true },
  ];
  const rows = list.data ?? [];
  const onDecided = (refresh: boolean) => {
    setDeciding(null);
    if (!refresh) return;
    list.refetch();
    void queryClient.invalidateQueries({ queryKey: [MENU_COUNT_KEY] });
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <PagedTable
        label={t('title')}
        columns={columns}
        list={list}
        emptyText={t('empty')}
        rowCount={rows.length}
        after={<TableCell sx={{ fontWeight: 600 }}>{t('actions')}</TableCell>}
      >
        {rows.map((r) => {
          const number = r.number || t('noNumber');
          return (
            <TableRow key={r.uuid} hover>
              <TableCell>
                <Link component={LinkBase} to={reviewPath(r.uuid)}>
                  {number}
                </Link>
              </TableCell>
              <TableCell sx={WIDE_CELL}>{fmt.day(r.date)}</TableCell>
              <TableCell>{r.suppliername || '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {fmt.decimal(r.totalttc)}
              </TableCell>
              <TableCell sx={WIDE_CELL}>{t('ruleStep', { rule: r.rule, step: r.step + 1 })}</TableCell>
              <TableCell sx={WIDE_CELL}>{fmt.moment(r.requestedAt)}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('decideOne', { number })}
                  onClick={() =>
                    setDeciding({
                      uuid: r.uuid,
                      version: r.version,
                      summary: t('summary', {
                        number,
                        supplier: r.suppliername || '—',
                        total: fmt.decimal(r.totalttc),
                      }),
                    })
                  }
                >
                  {t('decide')}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </PagedTable>
      <DecideDialog doc={deciding} onClose={onDecided} />
    </>
  );
}
