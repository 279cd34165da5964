import { Box, Chip, FormControl, FormHelperText, InputBase, InputLabel } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { addItems } from './companyForm';

interface Props {
  label: string;
  value: string[];
  onChange: (items: string[]) => void;
  error?: string;
}

/** A tag input: identifiers edited as chips (Enter, ";" or "," adds; Backspace on empty removes the last). */
export function ItemsInput({ label, value, onChange, error }: Props) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const commit = () => {
    if (typed.trim()) onChange(addItems(value, typed));
    setTyped('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ';' || e.key === ',') {
      e.preventDefault();
      commit();
    } else if (e.key === 'Backspace' && !typed && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <FormControl fullWidth error={Boolean(error)} variant="outlined" margin="dense">
      <InputLabel shrink htmlFor="company-items">
        {label}
      </InputLabel>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.5,
          alignItems: 'center',
          mt: 1,
          p: 1,
          minHeight: 48,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
        }}
      >
        {value.map((item) => (
          <Chip key={item} label={item} size="small" onDelete={() => onChange(value.filter((v) => v !== item))} />
        ))}
        <InputBase
          id="company-items"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
          placeholder={value.length ? '' : translate('app.company.items_placeholder')}
          inputProps={{ autoComplete: 'off' }}
          sx={{ flex: 1, minWidth: 120, fontSize: 14 }}
        />
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
