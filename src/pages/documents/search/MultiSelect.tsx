import { Autocomplete, Checkbox, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { autocompleteListbox, autocompleteQuery, forcedSelection } from '../../../resources/views/autocomplete';

export interface Option {
  uuid: string;
  name: string;
}

interface Props {
  label: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
}

/** Several choices among named options, typed to filter, shown as chips. */
export function MultiSelect({ label, options, value, onChange }: Props) {
  const translate = useTranslate();
  const chosen = options.filter((o) => value.includes(o.uuid));
  return (
    <Autocomplete
      {...forcedSelection}
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
      // blanks alone filter nothing: the whole list stays offered
      filterOptions={(all, { inputValue }) => {
        const q = autocompleteQuery(inputValue).toLowerCase();
        return q ? all.filter((o) => o.name.toLowerCase().includes(q)) : all;
      }}
      slotProps={{ listbox: autocompleteListbox }}
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
