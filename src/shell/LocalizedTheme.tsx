import { deDE, enUS, frFR, ruRU, zhCN, type Localization } from '@mui/material/locale';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { localeOf, type LocaleCode } from '../domain/locales';
import { mergeDeep } from '../theme/mergeDeep';

/** MUI's own texts (aria-labels of pagination, autocompletes, alerts, breadcrumbs) in each interface language. */
const MUI_TEXTS: Record<LocaleCode, Localization> = { fr: frFR, en: enUS, de: deDE, ru: ruRU, cn: zhCN };

/** The theme with MUI's component texts in that language (the theme's own component defaults kept). */
export const localizedTheme = (outer: Theme, locale: string): Theme => ({
  ...outer,
  components: mergeDeep(outer.components ?? {}, MUI_TEXTS[localeOf(locale, 'en')].components ?? {}),
});

/**
 * The app's theme, light or dark, with MUI's texts in the interface language rather than English: "Open",
 * "Go to next page" and the like are read to screen-reader users (react-admin translates only its own).
 */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const theme = useCallback((outer: Theme) => localizedTheme(outer, locale), [locale]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
