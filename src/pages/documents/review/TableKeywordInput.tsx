import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  IconButton,
  InputBase,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { KeywordDef } from '../../shared/types';
import { useDocumentFormat } from '../../shared/useDocumentFormat';
import { emptyRow, tableRows, tableTotals, type TableRow as Row } from './tableValue';

interface Props {
  keyword: KeywordDef;
  value: unknown;
  onChange: (rows: Row[]) => void;
  readOnly: boolean;
  label: string;
}

/** A TABLE keyword: one column per choice, rows added and removed, exact totals in the footer when asked. */
export function TableKeywordInput({ keyword, value, onChange, readOnly, label }: Props) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const columns = keyword.choices;
  const rows = tableRows(value, columns);
  const totals = tableTotals(rows, columns);
  const setCell = (i: number, column: string, text: string) =>
    onChange(rows.map((r, n) => (n === i ? { ...r, [column]: text } : r)));

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="caption" color="text.secondary" sx={{ px: 0.75, ml: 1 }}>
        {label}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {c}
                </TableCell>
              ))}
              {!readOnly && <TableCell padding="checkbox" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={i}>
                {columns.map((c) => (
                  <TableCell key={c} sx={{ minWidth: 90 }}>
                    <InputBase
                      value={row[c]}
                      onChange={(e) => setCell(i, c, e.target.value)}
                      readOnly={readOnly}
                      fullWidth
                      inputProps={{ 'aria-label': `${c} ${i + 1}` }}
                      sx={{ fontSize: 14 }}
                    />
                  </TableCell>
                ))}
                {!readOnly && (
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      onClick={() => onChange(rows.filter((_, n) => n !== i))}
                      aria-label={translate('documents.review.removeRow', { n: i + 1 })}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
          {keyword.showtotalsinfooter && rows.length > 0 && (
            <TableFooter>
              <TableRow>
                {columns.map((c) => (
                  <TableCell
                    key={c}
                    sx={{ fontWeight: 700, color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {fmt.decimal(totals[c])}
                  </TableCell>
                ))}
                {!readOnly && <TableCell />}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </Box>
      {!readOnly && (
        <Button size="small" startIcon={<Add />} onClick={() => onChange([...rows, emptyRow(columns)])} sx={{ m: 1 }}>
          {translate('documents.review.addRow')}
        </Button>
      )}
    </Box>
  );
}
