import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { isLocaleCode, type LocaleCode } from '../../domain/locales';
import {
  BUYER_NEEDS,
  LIFECYCLE_ACTIONS,
  LIFECYCLE_REASONS,
  lifecycleLabel,
  lifecyclePostSchema,
} from '../../domain/lifecycle/lifecycle';
import { errorDetail } from '../../i18n/errorMessage';
import type { LifecycleAction } from './lifecycleApi';

interface Props {
  code: number;
  currency: string;
  onClose: () => void;
  onSend: (action: LifecycleAction) => Promise<void>;
}

/** What the reform asks of a buyer's action: a reason and a requested action (refuse, dispute), an amount (approve in part). */
export function ActionDialog({ code, currency, onClose, onSend }: Props) {
  const translate = useTranslate();
  const [rawLocale] = useLocaleState();
  const locale: LocaleCode = isLocaleCode(rawLocale) ? rawLocale : 'en';
  const needs = BUYER_NEEDS[code];
  const [value, setValue] = useState<LifecycleAction>({ code, reason: '', action: '', amount: '', text: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (k: keyof LifecycleAction) => (e: { target: { value: string } }) =>
    setValue((v) => ({ ...v, [k]: e.target.value }));

  const send = async () => {
    const parsed = lifecyclePostSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    setError('');
    try {
      await onSend(value);
    } catch (err) {
      setError(errorDetail(err));
      setBusy(false);
    }
  };
  const help = (k: string) => (errors[k] ? translate(errors[k]) : undefined);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="lifecycle-dialog-title">
      <DialogTitle id="lifecycle-dialog-title">
        {translate(`lifecycle.ask.${code}`, { _: lifecycleLabel(code, locale) })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {needs.amount && (
            <TextField
              label={translate('lifecycle.field.amount', { currency })}
              value={value.amount}
              onChange={set('amount')}
              required
              error={!!errors.amount}
              helperText={help('amount')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
          {needs.reason && (
            <TextField
              select
              label={translate('lifecycle.field.reason')}
              value={value.reason}
              onChange={set('reason')}
              required
              error={!!errors.reason}
              helperText={help('reason')}
            >
              {Object.entries(LIFECYCLE_REASONS).map(([k, l]) => (
                <MenuItem key={k} value={k}>
                  {l[locale]}
                </MenuItem>
              ))}
            </TextField>
          )}
          {needs.action && (
            <TextField
              select
              label={translate('lifecycle.field.action')}
              value={value.action}
              onChange={set('action')}
              required
              error={!!errors.action}
              helperText={help('action')}
            >
              {Object.entries(LIFECYCLE_ACTIONS).map(([k, l]) => (
                <MenuItem key={k} value={k}>
                  {l[locale]}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={translate('lifecycle.field.text')}
            value={value.text}
            onChange={set('text')}
            multiline
            minRows={2}
            error={!!errors.text}
            helperText={help('text')}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {translate('lifecycle.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
