import { SearchField } from '../../shell/lists/SearchField';

interface Props {
  label: string;
  value: string;
  onChange: (q: string) => void;
}

/** The free-text filter of a payments list (the server matches it, up to 200 characters). */
export function QuickFilter({ label, value, onChange }: Props) {
  return (
    <SearchField
      label={label}
      value={value}
      onChange={onChange}
      maxLength={200}
      sx={{ width: { xs: '100%', sm: 300 } }}
    />
  );
}
