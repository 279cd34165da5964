import { Autocomplete, TextField } from '@mui/material';
import { autocompleteListbox } from '../../../resources/views/autocomplete';
import { useMemo } from 'react';
import { CURRENCY_CODES } from '../../../domain/currencies/currencies';
import { useDocumentFormat } from '../../shared/useDocumentFormat';

interface Props {
  label: string;
  value: string;
  onChange: (currency: string) => void;
  error?: boolean;
  helperText?: string;
  readOnly?: boolean;
}

/** The document's currency: an ISO 4217 code picked from the list (typed code or name), named in the user's language. */
export function CurrencyInput({ label, value, onChange, error, helperText, readOnly }: Props) {
  const { locale } = useDocumentFormat();
  const nameOf = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    return (code: string) => `${code} — ${names.of(code) ?? code}`;
  }, [locale]);
  return (
    <Autocomplete
      size="small"
      options={CURRENCY_CODES}
      value={value}
      disableClearable
      readOnly={readOnly}
      autoHighlight
      slotProps={{ listbox: autocompleteListbox }}
      getOptionLabel={nameOf}
      onChange={(_, code) => code && onChange(code)}
      renderInput={(params) => <TextField {...params} label={label} required error={error} helperText={helperText} />}
    />
  );
}
