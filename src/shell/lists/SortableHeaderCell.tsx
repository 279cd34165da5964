import { TableCell, TableSortLabel, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** A list's order: a field, up or down (react-admin's SortPayload). */
export interface SortOrder<F extends string = string> {
  field: F;
  order: 'ASC' | 'DESC';
}

/** Sorting by a column: up at first, the other way round when it is already sorted up. */
export const toggledSort = <F extends string>(sort: SortOrder | undefined, field: F): SortOrder<F> => ({
  field,
  order: sort?.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC',
});

interface Props<F extends string> {
  /** The field the column sorts by; without it (or without onSort) the header is plain text. */
  field?: F;
  sort?: SortOrder;
  onSort?: (sort: SortOrder<F>) => void;
  align?: 'right';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A table header cell that sorts its list: the arrow on the sorted column, a click sorts or turns round. */
export function SortableHeaderCell<F extends string>({ field, sort, onSort, align, sx, children }: Props<F>) {
  const sorted = field !== undefined && sort?.field === field;
  const direction = sort?.order === 'DESC' ? 'desc' : 'asc';
  return (
    <TableCell align={align} sortDirection={sorted ? direction : false} sx={sx}>
      {field !== undefined && onSort ? (
        <TableSortLabel
          active={sorted}
          direction={sorted ? direction : 'asc'}
          onClick={() => onSort(toggledSort(sort, field))}
        >
          {children}
        </TableSortLabel>
      ) : (
        children
      )}
    </TableCell>
  );
}
