import { Autocomplete, Box, Chip, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { autocompleteListbox } from '../../resources/views/autocomplete';
import { useEmailsApi, type EmailContact } from './emailsApi';

interface Props {
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
}

/** Recipients: the company's e-mail contacts offered by name, or any address typed (Enter, comma or space). */
export function RecipientsField({ value, onChange, error }: Props) {
  const translate = useTranslate();
  const api = useEmailsApi();
  const [contacts, setContacts] = useState<EmailContact[]>([]);
  const [input, setInput] = useState('');
  useEffect(() => {
    api.contacts().then(setContacts, () => setContacts([]));
  }, [api]);
  const byEmail = new Map(contacts.map((c) => [c.email.toLowerCase(), c]));
  const add = (raw: string) => {
    const parts = raw
      .split(/[\s,;]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (parts.length) onChange([...new Set([...value, ...parts])]);
    setInput('');
  };
  return (
    <Autocomplete
      multiple
      freeSolo
      options={contacts.map((c) => c.email)}
      value={value}
      inputValue={input}
      onInputChange={(_e, v) => (/[,;\s]$/.test(v) ? add(v) : setInput(v))}
      onChange={(_e, v) => onChange([...new Set(v.map((s) => s.trim()).filter(Boolean))])}
      getOptionLabel={(o) => o}
      // any address may be typed (no forced selection); the list follows the app's height rule
      slotProps={{ listbox: autocompleteListbox }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        const c = byEmail.get(option.toLowerCase());
        return (
          <Box component="li" key={key} {...rest} sx={{ gap: 1 }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: c?.color ?? 'grey.400', flexShrink: 0 }} />
            {c ? `${c.name} <${c.email}>` : option}
          </Box>
        );
      }}
      renderValue={(items, getItemProps) =>
        items.map((option, index) => {
          const { key, ...rest } = getItemProps({ index });
          const c = byEmail.get(option.toLowerCase());
          return <Chip key={key} size="small" label={c ? c.name : option} title={option} {...rest} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('emails.recipients')}
          helperText={error ? translate(error) : translate('emails.recipientsHelp')}
          error={!!error}
          onBlur={() => input.trim() && add(input)}
          required
        />
      )}
    />
  );
}
