import Search from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';

interface Props {
  label: string;
  value: string;
  onChange: (q: string) => void;
}

/** The free-text filter of a list (the server matches it). */
export function QuickFilter({ label, value, onChange }: Props) {
  return (
    <TextField
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={label}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': label, maxLength: 200 },
      }}
      sx={{ width: { xs: '100%', sm: 300 } }}
    />
  );
}
