import { TextField } from '@mui/material';
import type { ReactNode } from 'react';

interface Props<T extends string> {
  label: string;
  value: T;
  onChange: (v: T) => void;
  /** Its width from the `sm` breakpoint (the whole row below). */
  width: number;
  testId: string;
  /** The choices (MenuItems). */
  children: ReactNode;
}

/** A documents list's filter: one choice among its MenuItems, in a small select. */
export function ListFilterSelect<T extends string>({ label, value, onChange, width, testId, children }: Props<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      sx={{ width: { xs: '100%', sm: width } }}
      data-testid={testId}
    >
      {children}
    </TextField>
  );
}
