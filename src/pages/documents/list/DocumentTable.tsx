import {
  Box, Checkbox, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TableSortLabel,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { srOnly } from '../shared/srOnly';
import type { DocumentRow, Sort, SortField } from './documentRows';
import { DocumentTableRow, WIDE_ONLY } from './DocumentTableRow';

const COLUMNS: Array<{ field: SortField; sx?: object; align?: 'right' }> = [
  { field: 'number' },
  { field: 'date', sx: WIDE_ONLY },
  { field: 'supplier', sx: WIDE_ONLY },
  { field: 'group', sx: { display: { xs: 'none', lg: 'table-cell' } } },
  { field: 'status', sx: { display: { xs: 'none', sm: 'table-cell' } } },
  { field: 'label', sx: WIDE_ONLY },
  { field: 'ttc', align: 'right' },
];
const PAGE_SIZES = [25, 50, 100];

interface Props {
  /** Already filtered and sorted. */
  rows: DocumentRow[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** Selection is offered when given. */
  selected?: ReadonlySet<string>;
  onSelectionChange?: (selected: Set<string>) => void;
}

/** The documents table: sortable headers, selection checkboxes, client-side pages. */
export function DocumentTable({ rows, sort, onSort, selected, onSelectionChange }: Props) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  useEffect(() => { if (page * pageSize >= rows.length) setPage(0); }, [rows.length, page, pageSize]);

  const selectable = Boolean(selected && onSelectionChange);
  const chosen = rows.filter((r) => selected?.has(r.uuid)).length;
  const toggle = (uuid: string) => {
    const next = new Set(selected);
    if (next.has(uuid)) next.delete(uuid); else next.add(uuid);
    onSelectionChange?.(next);
  };
  const toggleAll = () => onSelectionChange?.(chosen === rows.length ? new Set() : new Set(rows.map((r) => r.uuid)));
  const sortBy = (field: SortField) =>
    onSort({ field, order: sort.field === field && sort.order === 'asc' ? 'desc' : 'asc' });

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer sx={{ position: 'relative' }}>
        <Table size="small" aria-label={translate('documents.table.name')} sx={{ '& td, & th': { py: 1.25 } }}>
          <TableHead>
            <TableRow>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    indeterminate={chosen > 0 && chosen < rows.length}
                    checked={rows.length > 0 && chosen === rows.length}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': translate('documents.table.selectAll') } }}
                  />
                </TableCell>
              )}
              {COLUMNS.map(({ field, sx, align }) => (
                <TableCell key={field} sx={{ ...sx, fontWeight: 600, whiteSpace: { sm: 'nowrap' } }} align={align} sortDirection={sort.field === field ? sort.order : false}>
                  <TableSortLabel active={sort.field === field} direction={sort.field === field ? sort.order : 'asc'} onClick={() => sortBy(field)}>
                    {translate(`documents.table.${field}`)}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell padding="checkbox"><Box component="span" sx={srOnly}>{translate('documents.table.flags')}</Box></TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(page * pageSize, (page + 1) * pageSize).map((row) => (
              <DocumentTableRow key={row.uuid} row={row} selectable={selectable} selected={Boolean(selected?.has(row.uuid))} onToggle={toggle} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => { setPageSize(Number(e.target.value)); setPage(0); }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
        />
      )}
    </Paper>
  );
}
