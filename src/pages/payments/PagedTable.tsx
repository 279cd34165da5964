import {
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type SortPayload } from 'react-admin';
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
  const { sort } = list;
  const direction = sort?.order === 'DESC' ? 'desc' : 'asc';
  const sortBy = (field: string) =>
    list.setSort?.({ field, order: sort?.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' });
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
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {before}
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.align}
                  sortDirection={c.sortField && sort?.field === c.sortField ? direction : false}
                  sx={{ fontWeight: 600, whiteSpace: { sm: 'nowrap' }, ...(c.wide ? WIDE_CELL : {}) }}
                >
                  {c.sortField && list.setSort ? (
                    <TableSortLabel
                      active={sort?.field === c.sortField}
                      direction={sort?.field === c.sortField ? direction : 'asc'}
                      onClick={() => sortBy(c.sortField!)}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
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
        <TablePagination
          component="div"
          count={total}
          page={Math.max(list.page - 1, 0)}
          rowsPerPage={list.perPage}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, p) => list.setPage(p + 1)}
          onRowsPerPageChange={(e) => list.setPerPage(Number(e.target.value))}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
        />
      )}
    </Paper>
  );
}
