import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import { IconButton, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { intlLocale, LOCALES } from '../../../resources/locales';
import { useToast } from '../feedback/toast';
import { TopbarPopover } from './TopbarPopover';

/** A language change is announced after 500 ms (spec §9). */
export const LANGUAGE_ANNOUNCE_DELAY_MS = 500;

/**
 * react-admin remounts the whole app (notifications included) on a language change, so the
 * pending announcement is kept outside the component and shown by the remounted switcher.
 */
let pending: { language: string; at: number } | null = null;

/** Popover list of the five languages, each in its own name. */
export function LanguageSwitcher() {
  const translate = useTranslate();
  const toast = useToast();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    if (!pending) return;
    const { language, at } = pending;
    const timer = setTimeout(
      () => {
        pending = null;
        toast.info('app.language.changed', { detailArgs: { language } });
      },
      Math.max(0, at + LANGUAGE_ANNOUNCE_DELAY_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [changes, toast]);

  const choose = (code: string) => {
    setAnchor(null);
    if (code === locale) return;
    setLocale(code);
    const name = LOCALES.find((l) => l.locale === code)?.name ?? code;
    pending = { language: name, at: Date.now() };
    setChanges((n) => n + 1);
  };

  return (
    <>
      <Tooltip title={translate('app.language.label')}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-haspopup="listbox"
          aria-label={translate('app.language.label')}
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <TopbarPopover anchor={anchor} onClose={() => setAnchor(null)}>
        <List role="listbox" dense sx={{ minWidth: 180 }} aria-label={translate('app.language.label')}>
          {LOCALES.map(({ locale: code, name }) => (
            <ListItemButton
              key={code}
              role="option"
              aria-selected={code === locale}
              selected={code === locale}
              onClick={() => choose(code)}
              lang={intlLocale(code)}
            >
              <ListItemIcon>{code === locale ? <Check fontSize="small" color="primary" /> : null}</ListItemIcon>
              <ListItemText primary={name} />
            </ListItemButton>
          ))}
        </List>
      </TopbarPopover>
    </>
  );
}
