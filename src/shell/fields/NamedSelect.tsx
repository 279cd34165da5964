import { MenuItem, TextField, type OutlinedTextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';

/** Something a select offers by its name (an origin type, a document group, a configuration …). */
export interface Named {
  uuid: string;
  name: string;
}

type Props = Omit<OutlinedTextFieldProps, 'select' | 'value' | 'onChange' | 'children' | 'variant'> & {
  options: readonly Named[];
  /** The chosen uuid; null: the empty first choice. */
  value: string | null;
  onChange: (uuid: string | null) => void;
  /** What the empty first choice says (e.g. "Auto-detect", "None"). */
  empty: ReactNode;
};

/** A select of named things by uuid, with an empty first choice that stands for none (null). */
export function NamedSelect({ options, value, onChange, empty, ...field }: Props) {
  return (
    <TextField select {...field} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
      <MenuItem value="">{empty}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.uuid} value={o.uuid}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
