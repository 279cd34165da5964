import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Where a server-paged list stands: its page (from 1, as react-admin counts), page size and total. */
export interface TablePage {
  page: number;
  perPage: number;
  total: number;
  /** The total is a lower bound (the server stopped counting there): "1-50 of 10000+". */
  totalAtLeast?: boolean;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
}

/** The page control under a server-paged list, in react-admin's words ("Rows per page", "1-10 of 42"). */
export function ListPagination({ paging, sizes }: { paging: TablePage; sizes: number[] }) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={paging.total}
      page={Math.max(paging.page - 1, 0)}
      rowsPerPage={paging.perPage}
      rowsPerPageOptions={sizes}
      onPageChange={(_e, p) => paging.setPage(p + 1)}
      onRowsPerPageChange={(e) => paging.setPerPage(Number(e.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          total: paging.totalAtLeast ? `${count}+` : count,
        })
      }
    />
  );
}
