import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import { IconButton, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useI18nProvider, useLocaleState, useTranslate } from 'react-admin';
import { intlLocale, LOCALES } from '../../domain/locales';
import { useToast } from '../feedback/toast';
import { TopbarPopover } from './TopbarPopover';

/** A language change is announced after 500 ms (spec §9). */
export const LANGUAGE_ANNOUNCE_DELAY_MS = 500;

/**
 * react-admin remounts the whole app (notifications included) once the new language's catalogue has loaded,
 * which may take longer than the delay, so the pending announcement is kept outside the component and shown
 * only once the interface is in that language (by the remounted switcher).
 */
let pending: { code: string; language: string; at: number } | null = null;

/** Popover list of the five languages, each in its own name. */
export function LanguageSwitcher() {
  const translate = useTranslate();
  const toast = useToast();
  const [locale, setLocale] = useLocaleState();
  const i18n = useI18nProvider();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    // the choice is stored at once; the interface speaks it (and remounts) once its catalogue is in
    if (!pending || i18n.getLocale() !== pending.code) return;
    const { language, at } = pending;
    const timer = setTimeout(
      () => {
        pending = null;
        toast.info('app.language.changed', { detailArgs: { language } });
      },
      Math.max(0, at + LANGUAGE_ANNOUNCE_DELAY_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [changes, i18n, locale, toast]);

  const choose = (code: string) => {
    setAnchor(null);
    if (code === locale) return;
    setLocale(code);
    const name = LOCALES.find((l) => l.locale === code)?.name ?? code;
    pending = { code, language: name, at: Date.now() };
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
