import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { supplierModel } from '../../domain/suppliers/supplier.model';
import { autocompleteListbox, forcedSelection, useAutocompleteQuery } from '../../resources/views/autocomplete';

export interface SupplierOption {
  id: string;
  name: string;
}

interface Props {
  value: SupplierOption | null;
  onChange: (supplier: SupplierOption | null) => void;
}

/** Picks one supplier among all of them: once opened, the server searches the typed name, a few at a time. */
export function SupplierFilter({ value, onChange }: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { query: q } = useAutocompleteQuery(typed);
  const { data = [], isFetching } = useGetList<SupplierOption>(
    supplierModel.name,
    { filter: q ? { q } : {}, pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open, placeholderData: (previous) => previous },
  );
  const found = data.map((s) => ({ id: String(s.id), name: s.name }));
  const options = value && !found.some((s) => s.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 260 } }}
      options={options}
      value={value}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, supplier) => onChange(supplier)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      {...forcedSelection}
      slotProps={{ listbox: autocompleteListbox }}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      noOptionsText={translate('payments.noSupplier')}
      renderInput={(params) => <TextField {...params} label={translate('payments.supplier')} />}
    />
  );
}
