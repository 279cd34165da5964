import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ExportFormat, ExportRequest } from './exportsApi';
import { LocalDateField } from './LocalDateField';
import { useRunExport } from './useRunExport';

export interface ExportButtonProps {
  /** What to export, without format, period and language (chosen in the dialog). */
  request: Omit<ExportRequest, 'format' | 'locale' | 'fromDate' | 'toDate'>;
  /** The period the dialog starts with (the top bar's). */
  period?: { fromDate?: string; toDate?: string };
  /** Words for what is exported, e.g. the supplier's name for a statement. */
  whatArgs?: Record<string, string>;
}

/** "Export…": a dialog to pick the period and the format (CSV in the interface language, or XLSX), then the file. */
export function ExportButton({ request, period, whatArgs }: ExportButtonProps) {
  const translate = useTranslate();
  const run = useRunExport();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // undefined while the typed text is no day
  const [fromDate, setFrom] = useState<string | undefined>(period?.fromDate ?? '');
  const [toDate, setTo] = useState<string | undefined>(period?.toDate ?? '');
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const badPeriod = Boolean(fromDate && toDate && fromDate > toDate);
  const invalid = fromDate === undefined || toDate === undefined || badPeriod;
  const openDialog = () => {
    setFrom(period?.fromDate ?? '');
    setTo(period?.toDate ?? '');
    setOpen(true);
  };
  const submit = async () => {
    setBusy(true);
    const done = await run({ ...request, format, fromDate: fromDate || undefined, toDate: toDate || undefined });
    setBusy(false);
    if (done) setOpen(false);
  };
  return (
    <>
      <Button startIcon={<FileDownloadOutlined />} onClick={openDialog}>
        {translate('exports.action')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>
          {translate('exports.dialogTitle', { what: translate(`exports.what.${request.kind}`, whatArgs) })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <LocalDateField label={translate('exports.from')} value={fromDate ?? ''} onChange={setFrom} />
              <LocalDateField
                label={translate('exports.to')}
                value={toDate ?? ''}
                onChange={setTo}
                error={badPeriod ? translate('exports.periodOrder') : undefined}
              />
            </Stack>
            <FormHelperText sx={{ mt: 0.5 }}>{translate('exports.periodHelp')}</FormHelperText>
            <FormControl>
              <FormLabel id={`${titleId}-format`}>{translate('exports.format')}</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-format`}
                value={format}
                onChange={(e) => setFormat(e.target.value as ExportFormat)}
              >
                <FormControlLabel value="xlsx" control={<Radio />} label={translate('exports.xlsx')} />
                <FormControlLabel value="csv" control={<Radio />} label={translate('exports.csv')} />
              </RadioGroup>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('exports.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={submit}
            disabled={busy || invalid}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadOutlined />}
          >
            {translate('exports.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
