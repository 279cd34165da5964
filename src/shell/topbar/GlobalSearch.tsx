import Search from '@mui/icons-material/Search';
import { Box, IconButton, InputBase, Tooltip, useMediaQuery } from '@mui/material';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import { actsForCompany, useSession } from '../../session/SessionContext';
import { SMALL_SCREEN_QUERY } from './daterange/DateRangeFilter';

export const SEARCH_ROUTE = '/documentmanagement/search';
/** Below 500 px the field is a toggle that focuses its input after 250 ms. */
export const SEARCH_FOCUS_DELAY_MS = 250;

export const searchUrl = (query: string) => `${SEARCH_ROUTE}?q=${encodeURIComponent(query.trim())}`;

/** Global document search: inactive until clicked, inactive again on blur or Escape. */
export function GlobalSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useSession();
  const { has } = session;
  const small = useMediaQuery(SMALL_SCREEN_QUERY, { noSsr: true });
  const [active, setActive] = useState(false);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!small || !active) return;
    const timer = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [small, active]);

  if (!has('GLOBAL_SEARCH_DOCUMENTS') || !actsForCompany(session)) return null;
  const placeholder = translate('app.search.placeholder');

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setActive(false);
      input.current?.blur();
    } else if (e.key === 'Enter' && query.trim()) {
      navigate(searchUrl(query));
      setActive(false);
      input.current?.blur();
    }
  };

  const field = (
    <Box
      onClick={() => {
        setActive(true);
        input.current?.focus();
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        height: 38,
        borderRadius: 2,
        cursor: 'text',
        bgcolor: active ? 'background.paper' : 'action.hover',
        border: 1,
        borderColor: active ? 'primary.main' : 'transparent',
        width: small ? '100%' : active ? 300 : 200,
        transition: 'width 200ms, border-color 200ms',
      }}
    >
      <Search fontSize="small" color={active ? 'primary' : 'action'} />
      <InputBase
        inputRef={input}
        value={query}
        placeholder={placeholder}
        onChange={(e) => setQuery(e.target.value)}
        onFocus={() => setActive(true)}
        onBlur={() => setActive(false)}
        onKeyDown={onKeyDown}
        inputProps={{ 'aria-label': placeholder, enterKeyHint: 'search' }}
        sx={{ flex: 1, fontSize: 14 }}
      />
    </Box>
  );

  if (!small) return field;
  return active ? (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        px: 1.5,
        bgcolor: 'background.paper',
        zIndex: 2,
      }}
    >
      {field}
    </Box>
  ) : (
    <Tooltip title={translate('app.search.open')}>
      <IconButton onClick={() => setActive(true)} aria-label={translate('app.search.open')}>
        <Search />
      </IconButton>
    </Tooltip>
  );
}
