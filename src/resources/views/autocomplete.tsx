import { useEffect, useState } from 'react';
import {
  AutocompleteArrayInput as RaAutocompleteArrayInput,
  AutocompleteInput as RaAutocompleteInput,
  type AutocompleteArrayInputProps,
  type AutocompleteInputProps,
} from 'react-admin';

/**
 * The autocomplete rules of the spec (§5 "Autocomplete", §9), in one place for every picker of the app
 * (document sources, suppliers, references in the configuration forms):
 * - the search starts AUTOCOMPLETE_DELAY_MS after the last keystroke,
 * - from AUTOCOMPLETE_MIN_LENGTH characters; blanks alone never search (the server ignores a blank `q` too),
 * - forced selection: text that matches no choice is cleared on leaving the field,
 * - the list scrolls past AUTOCOMPLETE_LIST_MAX_HEIGHT pixels.
 */
export const AUTOCOMPLETE_DELAY_MS = 300;
export const AUTOCOMPLETE_MIN_LENGTH = 1;
export const AUTOCOMPLETE_LIST_MAX_HEIGHT = 200;

/** What to search for: the typed text trimmed, or '' when it is too short (blanks alone: ''). */
export const autocompleteQuery = (typed: string): string => {
  const text = typed.trim();
  return text.length >= AUTOCOMPLETE_MIN_LENGTH ? text : '';
};

/** The list's style (MUI Autocomplete `slotProps.listbox`). */
export const autocompleteListbox = { style: { maxHeight: AUTOCOMPLETE_LIST_MAX_HEIGHT } } as const;

/**
 * Forced selection on a MUI Autocomplete: no free text; unmatched text is cleared on blur and
 * nothing is chosen for the user by leaving the field.
 */
export const forcedSelection = { freeSolo: false, clearOnBlur: true, autoSelect: false } as const;

/**
 * The text to search for, once it stopped changing for the delay: `query` ('' = no search),
 * `active` once something searchable is typed, `settling` while the delay runs.
 */
export function useAutocompleteQuery(typed: string): { query: string; active: boolean; settling: boolean } {
  const wanted = autocompleteQuery(typed);
  const [query, setQuery] = useState('');
  useEffect(() => {
    if (!wanted) {
      setQuery('');
      return undefined;
    }
    const timer = setTimeout(() => setQuery(wanted), AUTOCOMPLETE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const settled = wanted ? query : '';
  return { query: settled, active: wanted !== '', settling: wanted !== settled };
}

/** react-admin's `filterToQuery`: a blank text asks for the unfiltered first page, never a search. */
export const autocompleteFilterToQuery = (text: string): Record<string, string> => {
  const q = autocompleteQuery(text);
  return q ? { q } : {};
};

/** The rules as react-admin AutocompleteInput / AutocompleteArrayInput props. */
export const autocompleteInputRules = {
  debounce: AUTOCOMPLETE_DELAY_MS,
  filterToQuery: autocompleteFilterToQuery,
  clearOnBlur: true,
  slotProps: { listbox: autocompleteListbox },
} as const;

/** react-admin's AutocompleteInput with the app's autocomplete rules. */
export function AutocompleteInput(props: AutocompleteInputProps) {
  return <RaAutocompleteInput {...autocompleteInputRules} {...props} />;
}

/** react-admin's AutocompleteArrayInput with the app's autocomplete rules. */
export function AutocompleteArrayInput(props: AutocompleteArrayInputProps) {
  return <RaAutocompleteArrayInput {...autocompleteInputRules} {...props} />;
}
