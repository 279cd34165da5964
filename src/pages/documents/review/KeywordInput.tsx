import { FormControlLabel, FormHelperText, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiDatePicker } from '../../../shell/dates/ApiDatePicker';
import { choiceLabel } from '../../shared/keywordChoice';
import type { KeywordDef } from '../../shared/types';
import { TableKeywordInput } from './TableKeywordInput';

interface Props {
  keyword: KeywordDef;
  value: unknown;
  onChange: (value: unknown) => void;
  /** A date holds a day typed that is no real day (or no longer). */
  onBadDay?: (bad: boolean) => void;
  readOnly: boolean;
  /** i18n key of an inline error. */
  error?: string;
  /** Red highlighting (§5) without a message of its own. */
  red?: boolean;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** One keyword value, edited by its value type. Text-like values stay strings. */
export function KeywordInput({ keyword, value, onChange, onBadDay, readOnly, error, red }: Props) {
  const translate = useTranslate();
  const label = keyword.label || keyword.name;
  const common = {
    label,
    fullWidth: true,
    size: 'small' as const,
    required: keyword.manadatory,
    error: Boolean(error) || red,
    helperText: error ? translate(error) : keyword.description || undefined,
    slotProps: { input: { readOnly } },
  };

  switch (keyword.valuetype) {
    case 'NUMBER':
      return (
        <TextField
          {...common}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{
            input: { readOnly },
            htmlInput: { inputMode: 'decimal', style: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } },
          }}
        />
      );
    case 'DATE':
      return (
        <ApiDatePicker
          label={label}
          fullWidth
          size="small"
          required={common.required}
          error={common.error}
          helperText={common.helperText}
          value={text(value)}
          onChange={onChange}
          onBadDay={onBadDay}
          readOnly={readOnly}
        />
      );
    case 'BOOLEAN':
      return (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={value === true || value === 'true'}
                onChange={(e) => onChange(e.target.checked)}
                disabled={readOnly}
              />
            }
            label={label}
          />
          {error && <FormHelperText error>{translate(error)}</FormHelperText>}
        </>
      );
    case 'ENUMERATED':
      return (
        <TextField
          {...common}
          select
          value={keyword.choices.includes(text(value)) ? text(value) : ''}
          onChange={(e) => onChange(e.target.value)}
          disabled={readOnly}
        >
          <MenuItem value="">
            <em>{translate('documents.common.none')}</em>
          </MenuItem>
          {keyword.choices.map((c) => (
            <MenuItem key={c} value={c}>
              {choiceLabel(keyword, c, translate)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'TABLE':
      return (
        <TableKeywordInput keyword={keyword} value={value} onChange={onChange} readOnly={readOnly} label={label} />
      );
    default:
      return (
        <TextField {...common} multiline maxRows={6} value={text(value)} onChange={(e) => onChange(e.target.value)} />
      );
  }
}
