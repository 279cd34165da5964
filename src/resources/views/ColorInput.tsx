import { Box, InputAdornment } from '@mui/material';
import { TextInput, useInput } from 'react-admin';

/** A colour as #rrggbb, with the browser's colour picker beside the text. */
export function ColorInput({ source }: { source: string }) {
  const { field } = useInput({ source });
  return (
    <TextInput
      source={source}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={source}
                value={/^#[0-9a-f]{6}$/i.test(field.value ?? '') ? field.value : '#ffffff'}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => field.onChange(e.target.value)}
                sx={{ width: 28, height: 28, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
