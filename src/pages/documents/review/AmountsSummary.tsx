import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDocumentFormat } from '../../shared/useDocumentFormat';

interface Props {
  ht: unknown;
  tva: unknown;
  ttc: unknown;
  /** The one VAT rate of the breakdown; null when it has several or none (a blended rate is never shown). */
  rate: string | null;
  currency: string;
  inconsistent: boolean;
}

const clean = (v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '').replace(',', '.') : v);

/** HT, VAT, TTC and the VAT rate when there is one, live; TTC in red when it is not HT + VAT. */
export function AmountsSummary({ ht, tva, ttc, rate, currency, inconsistent }: Props) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const [h, t, total] = [clean(ht), clean(tva), clean(ttc)];
  const figures = [
    { key: 'ht', value: fmt.money(h, currency) },
    { key: 'tva', value: fmt.money(t, currency) },
    ...(rate !== null ? [{ key: 'vatPercent', value: `${fmt.number(Number(rate))} %` }] : []),
    { key: 'ttc', value: fmt.money(total, currency), red: inconsistent },
  ];
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: `repeat(${figures.length}, 1fr)` },
        mb: 2.5,
        overflow: 'hidden',
      }}
    >
      {figures.map((f) => (
        <Box
          key={f.key}
          data-testid={`amount-${f.key}`}
          sx={{
            p: 1.5,
            borderRight: 1,
            borderBottom: { xs: 1, sm: 0 },
            borderColor: 'divider',
            bgcolor: f.red ? 'error.main' : undefined,
            color: f.red ? 'error.contrastText' : undefined,
          }}
        >
          <Typography variant="caption" sx={{ color: f.red ? 'inherit' : 'text.secondary' }}>
            {translate(`documents.amounts.${f.key}`)}
          </Typography>
          <Typography
            variant="subtitle1"
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {f.value || '—'}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
