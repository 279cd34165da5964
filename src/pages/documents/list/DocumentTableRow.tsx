import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { Box, Checkbox, Link, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import type { KeyboardEvent, MouseEvent } from 'react';
import { LinkBase, useNavigate, useTranslate } from 'react-admin';
import { STICKY_END } from '../../../shell/lists/stickyEnd';
import { reviewPath } from '../documents.routes';
import { LabelChip, StatusChip } from '../../shared/Chips';
import { useDocumentFormat } from '../../shared/useDocumentFormat';
import { isFlagged, type DocumentRow } from './documentRows';

/** Hidden on phones; the number cell repeats supplier and date there. */
export const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

interface Props {
  row: DocumentRow;
  selectable: boolean;
  selected: boolean;
  onToggle: (uuid: string) => void;
  /** Overview Mode: the row's branch. */
  branch?: string;
}

/** One document: click (or Enter) opens the review; red marks follow spec §5. */
export function DocumentTableRow({ row, selectable, selected, onToggle, branch }: Props) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const navigate = useNavigate();
  const open = () => navigate(reviewPath(row.uuid));
  const flagged = isFlagged(row);
  const problems = [
    row.flags.amounts && translate('documents.flags.amounts'),
    row.flags.type && translate('documents.flags.type'),
    row.flags.message && `${translate('documents.flags.message')} ${row.doc.message}`,
  ].filter(Boolean);
  const stop = (e: MouseEvent) => e.stopPropagation();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && e.target === e.currentTarget) open();
  };

  return (
    <TableRow
      hover
      selected={selected}
      onClick={open}
      onKeyDown={onKeyDown}
      tabIndex={0}
      sx={{
        cursor: 'pointer',
        '& > td:first-of-type': { borderLeft: 3, borderLeftColor: flagged ? 'error.main' : 'transparent' },
      }}
    >
      {selectable && (
        <TableCell padding="checkbox" onClick={stop}>
          <Checkbox
            checked={selected}
            onChange={() => onToggle(row.uuid)}
            slotProps={{
              input: { 'aria-label': translate('documents.table.select', { number: row.number || row.doc.filename }) },
            }}
          />
        </TableCell>
      )}
      {branch !== undefined && <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{branch}</TableCell>}
      <TableCell sx={{ maxWidth: { xs: 160, sm: 220 } }}>
        <Link
          component={LinkBase}
          to={reviewPath(row.uuid)}
          onClick={stop}
          underline="hover"
          sx={{ fontWeight: 600, color: row.flags.message ? 'error.main' : undefined }}
        >
          {row.number || (
            <Box component="span" sx={{ fontStyle: 'italic', fontWeight: 400 }}>
              {row.doc.filename}
            </Box>
          )}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ display: { md: 'none' } }}>
          {[row.supplier, fmt.day(row.date)].filter(Boolean).join(' · ')}
        </Typography>
        <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
          <StatusChip status={row.status} />
        </Box>
      </TableCell>
      <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{fmt.day(row.date)}</TableCell>
      <TableCell
        sx={{ ...WIDE_ONLY, maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {row.supplier}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{row.group}</TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        <StatusChip status={row.status} />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <LabelChip label={row.label} />
      </TableCell>
      <TableCell
        align="right"
        sx={{
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
          color: row.flags.amounts ? 'error.main' : undefined,
          fontWeight: row.flags.amounts ? 700 : undefined,
        }}
      >
        {fmt.money(row.ttc, row.doc.currency)}
      </TableCell>
      <TableCell padding="checkbox" sx={{ ...STICKY_END, pr: 1 }}>
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {row.doc.readytovalidate && row.doc.status < 2 && (
            <Tooltip title={translate('documents.flags.ready')}>
              <CheckCircleOutline color="success" fontSize="small" aria-label={translate('documents.flags.ready')} />
            </Tooltip>
          )}
          {row.duplicate && (
            <Tooltip title={translate('documents.flags.duplicate')}>
              <ContentCopyOutlined color="error" fontSize="small" aria-label={translate('documents.flags.duplicate')} />
            </Tooltip>
          )}
          {problems.length > 0 && (
            <Tooltip title={problems.join(' · ')}>
              <ErrorOutline color="error" fontSize="small" aria-label={problems.join(' · ')} />
            </Tooltip>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
