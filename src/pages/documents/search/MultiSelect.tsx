import { Autocomplete, Checkbox, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Option { uuid: string; name: string }

interface Props { label: string; options: Option[]; value: string[]; onChange: (value: string[]) => void }

/** Several choices among named options, typed to filter, shown as chips. */
export function MultiSelect({ label, options, value, onChange }: Props) {
  const translate = useTranslate();
  const chosen = options.filter((o) => value.includes(o.uuid));
  return (
    <Autocomplete
      multiple
      size="small"
      disableCloseOnSelect
      options={options}
      value={chosen}
      onChange={(_, list) => onChange(list.map((o) => o.uuid))}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      noOptionsText={translate('documents.search.noOptions')}
      limitTags={2}
      renderOption={({ key, ...props }, option, { selected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={selected} sx={{ mr: 1, p: 0.5 }} />
          {option.name}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
