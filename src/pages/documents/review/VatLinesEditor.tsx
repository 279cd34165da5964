import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  canonicalRate,
  rateMilli,
  VAT_CATEGORIES,
  type VatCategory,
  type VatLine,
} from '../../../domain/documents/vatBreakdown';

interface Props {
  lines: VatLine[];
  onChange: (lines: VatLine[]) => void;
  readOnly: boolean;
  /** Rates named by a problem (a line that does not add up, a rate twice): shown in red. */
  redRates: Set<string>;
}

const EMPTY: VatLine = { rate: '', base: '', amount: '', category: null };

/** The VAT breakdown as lines: rate, base and VAT, category where known; lines added, edited and removed. */
export function VatLinesEditor({ lines, onChange, readOnly, redRates }: Props) {
  const translate = useTranslate();
  const set = (i: number, patch: Partial<VatLine>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const field = (i: number, key: 'rate' | 'base' | 'amount', width: number) => (
    <TextField
      size="small"
      label={translate(`documents.vat.${key}`)}
      value={lines[i][key]}
      onChange={(e) => set(i, { [key]: e.target.value })}
      slotProps={{ input: { readOnly }, htmlInput: { inputMode: 'decimal', 'data-testid': `vat-${key}-${i}` } }}
      error={rateMilli(lines[i].rate) !== null && redRates.has(canonicalRate(lines[i].rate))}
      sx={{ flex: `1 1 ${width}px`, minWidth: width }}
    />
  );
  return (
    <Stack spacing={1.5} data-testid="vat-lines">
      {!lines.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('documents.vat.empty')}
        </Typography>
      )}
      {lines.map((l, i) => (
        <Box
          key={i}
          role="group"
          aria-label={`${translate('documents.vat.rate')} ${l.rate}`}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {field(i, 'rate', 80)}
          {field(i, 'base', 110)}
          {field(i, 'amount', 110)}
          <TextField
            select
            size="small"
            label={translate('documents.vat.category')}
            value={l.category ?? ''}
            onChange={(e) => set(i, { category: (e.target.value || null) as VatCategory | null })}
            slotProps={{ input: { readOnly } }}
            sx={{ flex: '0 0 96px' }}
          >
            <MenuItem value="">—</MenuItem>
            {VAT_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          {!readOnly && (
            <IconButton
              aria-label={translate('documents.vat.remove', { rate: l.rate })}
              onClick={() => onChange(lines.filter((_, j) => j !== i))}
              size="small"
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
      {!readOnly && (
        <Box>
          <Button size="small" startIcon={<Add />} onClick={() => onChange([...lines, { ...EMPTY }])}>
            {translate('documents.vat.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
