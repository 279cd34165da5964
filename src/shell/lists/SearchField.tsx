import Search from '@mui/icons-material/Search';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';

interface Props {
  /** Shown as the placeholder and read as the field's name. */
  label: string;
  value: string;
  onChange: (q: string) => void;
  maxLength?: number;
  sx?: SxProps<Theme>;
}

/** A list's free-text filter: a small field with a search icon. */
export function SearchField({ label, value, onChange, maxLength, sx }: Props) {
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
        htmlInput: { 'aria-label': label, ...(maxLength !== undefined && { maxLength }) },
      }}
      sx={sx}
    />
  );
}
