import {
  Box,
  Checkbox,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ListPagination, type TablePage } from '../../../shell/lists/ListPagination';
import { SortableHeaderCell } from '../../../shell/lists/SortableHeaderCell';
import { STICKY_END } from '../../../shell/lists/stickyEnd';
import { srOnly } from '../../shared/srOnly';
import type { UploadPlaceholder } from '../upload/uploadPlaceholders';
import type { Column, DocumentRow, Sort } from './documentRows';
import { DocumentTableRow, WIDE_ONLY } from './DocumentTableRow';
import { DOCUMENT_PAGE_SIZES } from './useDocumentPage';

const COLUMNS: Array<{ field: Column; sortable: boolean; sx?: object; align?: 'right' }> = [
  { field: 'number', sortable: true },
  { field: 'date', sortable: true, sx: WIDE_ONLY },
  { field: 'supplier', sortable: true, sx: WIDE_ONLY },
  { field: 'group', sortable: false, sx: { display: { xs: 'none', lg: 'table-cell' } } },
  { field: 'status', sortable: true, sx: { display: { xs: 'none', sm: 'table-cell' } } },
  { field: 'label', sortable: false, sx: WIDE_ONLY },
  { field: 'ttc', sortable: true, align: 'right' },
];
const BRANCH_COLUMN = { field: 'branch' as const, sortable: false, sx: WIDE_ONLY };

interface Props {
  /** One page, sorted by the server. */
  rows: DocumentRow[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** The server's paging (page from 1). */
  paging: TablePage;
  /** Selection is offered when given. */
  selected?: ReadonlySet<string>;
  onSelectionChange?: (selected: Set<string>) => void;
  /** Overview Mode: each row says its branch, by the company's uuid. */
  branchName?: (companyUuid: string) => string;
  /** The saved list: files on their way, on top until stored (spec §4). */
  placeholders?: readonly UploadPlaceholder[];
}

/** The documents table: sortable headers, selection checkboxes, the server's pages. */
export function DocumentTable({
  rows,
  sort,
  onSort,
  paging,
  selected,
  onSelectionChange,
  branchName,
  placeholders = [],
}: Props) {
  const translate = useTranslate();

  const selectable = Boolean(selected && onSelectionChange);
  const chosen = rows.filter((r) => selected?.has(r.uuid)).length;
  const toggle = (uuid: string) => {
    const next = new Set(selected);
    if (next.has(uuid)) next.delete(uuid);
    else next.add(uuid);
    onSelectionChange?.(next);
  };
  const toggleAll = () => {
    const next = new Set(selected);
    for (const r of rows)
      if (chosen === rows.length) next.delete(r.uuid);
      else next.add(r.uuid);
    onSelectionChange?.(next);
  };

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
              {(branchName ? [BRANCH_COLUMN, ...COLUMNS] : COLUMNS).map(
                ({ field, sortable, sx, align }: (typeof COLUMNS)[number]) => (
                  <SortableHeaderCell
                    key={field}
                    field={sortable ? field : undefined}
                    sort={sort}
                    onSort={onSort}
                    sx={{ ...sx, fontWeight: 600, whiteSpace: { sm: 'nowrap' } }}
                    align={align}
                  >
                    {translate(`documents.table.${field}`)}
                  </SortableHeaderCell>
                ),
              )}
              <TableCell padding="checkbox" sx={STICKY_END}>
                <Box component="span" sx={srOnly}>
                  {translate('documents.table.flags')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {placeholders.map((p) => (
              <UploadPlaceholderRow
                key={p.key}
                placeholder={p}
                selectable={selectable}
                span={(branchName ? COLUMNS.length + 1 : COLUMNS.length) + 1}
              />
            ))}
            {rows.map((row) => (
              <DocumentTableRow
                key={row.uuid}
                row={row}
                selectable={selectable}
                selected={Boolean(selected?.has(row.uuid))}
                onToggle={toggle}
                branch={branchName?.(row.doc.brancheuuid)}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {paging.total > DOCUMENT_PAGE_SIZES[0] && <ListPagination paging={paging} sizes={DOCUMENT_PAGE_SIZES} />}
    </Paper>
  );
}

/** A file being uploaded, in the saved list: its name, where it is, and how far. */
function UploadPlaceholderRow({
  placeholder,
  selectable,
  span,
}: {
  placeholder: UploadPlaceholder;
  selectable: boolean;
  span: number;
}) {
  const translate = useTranslate();
  const status = translate(`documents.upload.status.${placeholder.status}`);
  return (
    <TableRow data-placeholder="upload" aria-busy="true">
      {selectable && <TableCell padding="checkbox" />}
      <TableCell colSpan={span}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {placeholder.name}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {placeholder.status === 'uploading' ? `${status} · ${placeholder.progress} %` : status}
          </Box>
          <LinearProgress
            sx={{ flex: '1 1 120px', minWidth: 80 }}
            variant={placeholder.status === 'uploading' ? 'determinate' : 'indeterminate'}
            value={placeholder.progress}
            aria-label={`${placeholder.name}: ${status}`}
          />
        </Box>
      </TableCell>
    </TableRow>
  );
}
