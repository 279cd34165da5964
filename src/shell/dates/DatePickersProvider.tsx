import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { deDE, enUS as pickersEn, frFR, ruRU, zhCN as pickersCn } from '@mui/x-date-pickers/locales';
import type { Locale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import { ru } from 'date-fns/locale/ru';
import { zhCN } from 'date-fns/locale/zh-CN';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { localeOf, type LocaleCode } from '../../domain/locales';

type PickersTexts = typeof frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/** Each interface language's calendar (month and day names, first weekday, field format) and picker texts. */
const PICKER_LOCALES: Record<LocaleCode, { dates: Locale; texts: PickersTexts }> = {
  fr: { dates: fr, texts: frFR.components.MuiLocalizationProvider.defaultProps.localeText },
  en: { dates: enUS, texts: pickersEn.components.MuiLocalizationProvider.defaultProps.localeText },
  de: { dates: de, texts: deDE.components.MuiLocalizationProvider.defaultProps.localeText },
  ru: { dates: ru, texts: ruRU.components.MuiLocalizationProvider.defaultProps.localeText },
  cn: { dates: zhCN, texts: pickersCn.components.MuiLocalizationProvider.defaultProps.localeText },
};

/** The date-fns locale of an interface language (English for an unknown one). */
export const pickerLocale = (locale: string) => PICKER_LOCALES[localeOf(locale, 'en')].dates;

/**
 * The date pickers in the interface language rather than the browser's (a native date input follows
 * Chromium's locale: mm/dd/yyyy in a French interface). Kept out of the first screen: only lazily loaded
 * modules (the top bar's calendar, the pay dialog, the documents' review and search pages) import it.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const chosen = PICKER_LOCALES[localeOf(locale, 'en')];
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={chosen.dates} localeText={chosen.texts}>
      {children}
    </LocalizationProvider>
  );
}
