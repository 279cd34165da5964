import { Box } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FieldProvenance } from './FieldProvenance';
import { isLowConfidence, type Provenance } from './provenance';

/** Wraps an input: its provenance on the top-right of the outline, a warning outline when confidence is low. */
export function FieldFrame({ provenance, children }: { provenance?: Provenance; children: ReactNode }) {
  const low = isLowConfidence(provenance);
  return (
    <Box
      sx={{
        position: 'relative',
        ...(low && {
          '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderWidth: 2 },
          // the date pickers' field (ApiDatePicker) has its own input classes
          '& .MuiFilledInput-root, & .MuiPickersFilledInput-root': {
            bgcolor: (t: Theme) => alpha(t.palette.warning.main, 0.12),
          },
          '& .MuiFilledInput-root::before, & .MuiInput-root::before, & .MuiPickersFilledInput-root::before': {
            borderBottomColor: 'warning.main',
            borderBottomWidth: 2,
          },
        }),
      }}
    >
      {children}
      {provenance && (
        <Box
          sx={{
            position: 'absolute',
            top: -10,
            right: 8,
            bgcolor: 'background.paper',
            px: 0.5,
            borderRadius: 1,
            zIndex: 1,
          }}
        >
          <FieldProvenance provenance={provenance} />
        </Box>
      )}
    </Box>
  );
}
