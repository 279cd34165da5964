import { Autocomplete, Box, Checkbox, TextField, type AutocompleteInputChangeReason } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AUTOCOMPLETE_LIST_MAX_HEIGHT, autocompleteListbox, forcedSelection } from '../../resources/views/autocomplete';
import { useChosenSources, type SourceOption } from './useChosenSources';
import { useSourceSearch } from './useSourceSearch';

/** Spec §9: the list scrolls past 200px (the app's autocomplete rules). */
export const SOURCE_LIST_MAX_HEIGHT = AUTOCOMPLETE_LIST_MAX_HEIGHT;
const ARCHIVED = 2;

interface CommonProps {
  /** The field's visible label (also its accessible name). */
  label: string;
  required?: boolean;
  error?: boolean;
  disabled?: boolean;
  placeholder?: string;
  helperText?: string;
  size?: 'small' | 'medium';
}
interface SingleProps extends CommonProps {
  multiple?: false;
  value: string | null;
  /** The source chosen (as read: name, divers flag...), or null when cleared. */
  onChange: (source: SourceOption | null) => void;
}
interface MultipleProps extends CommonProps {
  multiple: true;
  value: string[];
  onChange: (ids: string[]) => void;
}

/**
 * Picks one or several document sources among thousands: searches the server as the user types
 * (useSourceSearch) and shows the chosen ones read by id, so an archived current choice keeps its name.
 * Archived sources are not offered. Text that matches no choice is cleared on leaving (forced selection).
 */
export function SourceAutocomplete(props: SingleProps | MultipleProps) {
  const { label, required, error, disabled, placeholder, helperText, size = 'small' } = props;
  const multiple = props.multiple === true;
  const translate = useTranslate();
  const ids = props.multiple ? props.value : props.value ? [props.value] : [];
  const chosen = useChosenSources(ids, multiple);
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const search = useSourceSearch(typed);
  /** Every option the value may point at; which of them the list shows is `shown`. */
  const options = useMemo(
    () => [...chosen, ...search.results.filter((r) => !chosen.some((c) => c.uuid === r.uuid))],
    [chosen, search.results],
  );
  const shown = search.active ? search.results : chosen;
  const optionLabel = (o: SourceOption) => (o.missing ? translate('documents.sourcePicker.unknown') : o.name);

  const onInputChange = (_: unknown, value: string, reason: AutocompleteInputChangeReason) => {
    // Choosing several: picking one keeps the text typed, to pick the next match.
    if (multiple && (reason === 'selectOption' || reason === 'removeOption' || reason === 'reset')) return;
    setText(value);
    setTyped(reason === 'input' ? value : '');
  };
  const onChange = (_: unknown, value: SourceOption | SourceOption[] | null) => {
    if (props.multiple) props.onChange((Array.isArray(value) ? value : []).map((s) => s.uuid));
    else props.onChange(Array.isArray(value) ? null : value);
  };

  return (
    <Autocomplete<SourceOption, boolean>
      {...forcedSelection}
      multiple={multiple}
      size={size}
      fullWidth
      disabled={disabled}
      disableCloseOnSelect={multiple}
      limitTags={multiple ? 2 : undefined}
      options={options}
      value={multiple ? chosen : (chosen[0] ?? null)}
      onChange={onChange}
      inputValue={text}
      onInputChange={onInputChange}
      filterOptions={() => shown}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      loading={search.searching}
      loadingText={translate('documents.sourcePicker.searching')}
      noOptionsText={translate(
        search.active ? 'documents.sourcePicker.noMatch' : 'documents.sourcePicker.typeToSearch',
      )}
      slotProps={{ listbox: autocompleteListbox }}
      renderOption={({ key, ...itemProps }, option, { selected }) => (
        <li key={key} {...itemProps}>
          {multiple && <Checkbox size="small" checked={selected} sx={{ mr: 1, p: 0.5 }} />}
          {optionLabel(option)}
          {option.visible === ARCHIVED && (
            <Box component="span" sx={{ ml: 1, color: 'text.secondary' }}>
              ({translate('documents.sourcePicker.archived')})
            </Box>
          )}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          placeholder={ids.length ? undefined : placeholder}
        />
      )}
    />
  );
}
