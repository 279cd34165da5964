import { LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type SortPayload } from 'react-admin';
import { ListPagination } from '../../shell/lists/ListPagination';
import { SortableHeaderCell } from '../../shell/lists/SortableHeaderCell';
import { PAGE_SIZES } from './usePagedList';

/** A column: its header, and the server's sort field when it can be sorted; `wide`: hidden on phones. */
export interface PagedColumn {
  key: string;
  label: string;
  sortField?: string;
  align?: 'right';
  wide?: boolean;
}

/** Cells of a `wide` column (header and rows alike) are not shown below the `sm` breakpoint. */
export const WIDE_CELL = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** What the table needs of a list controller. */
export interface TableList {
  sort?: SortPayload;
  setSort?: (sort: SortPayload) => void;
  page: number;
  perPage: number;
  total?: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  isPending?: boolean;
  isFetching?: boolean;
  /** The data provider's word on the total: `totalAtLeast` when it is a lower bound. */
  meta?: { totalAtLeast?: boolean };
}

interface Props {
  label: string;
  columns: PagedColumn[];
  list: TableList;
  /** Shown in a row of its own when the page is empty. */
  emptyText: string;
  /** Header cells before the columns (e.g. select the page). */
  before?: ReactNode;
  /** Header cells after the columns (e.g. the actions). */
  after?: ReactNode;
  /** The page's rows. */
  children: ReactNode;
  rowCount: number;
}

/** A server-paged table: sortable headers, a progress bar while a page loads, and the pages. */
export function PagedTable({ label, columns, list, emptyText, before, after, children, rowCount }: Props) {
  const translate = useTranslate();
  const width = columns.length + (before ? 1 : 0) + (after ? 1 : 0);
  const total = list.total ?? 0;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
      {list.isFetching && (
        <LinearProgress
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
          aria-label={translate('ra.page.loading')}
        />
      )}
      <TableContainer>
        {/* narrower cells on a phone: the amounts stay clear of the row's actions pinned at the right */}
        <Table size="small" aria-label={label} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              {before}
              {columns.map((c) => (
                <SortableHeaderCell
                  key={c.key}
                  field={c.sortField}
                  sort={list.sort}
                  onSort={list.setSort}
                  align={c.align}
                  sx={{ fontWeight: 600, whiteSpace: { xl: 'nowrap' }, ...(c.wide ? WIDE_CELL : {}) }}
                >
                  {c.label}
                </SortableHeaderCell>
              ))}
              {after}
            </TableRow>
          </TableHead>
          <TableBody>
            {children}
            {!rowCount && !list.isPending && (
              <TableRow>
                <TableCell colSpan={width} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {total > PAGE_SIZES[0] && (
        <ListPagination paging={{ ...list, total, totalAtLeast: list.meta?.totalAtLeast }} sizes={PAGE_SIZES} />
      )}
    </Paper>
  );
}
