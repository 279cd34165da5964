import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDay } from '../../i18n/format';
import { intlLocale } from '../../domain/locales';

/** Dates and money in the user's language. */
export function useFormatters() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const tag = intlLocale(locale);
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
    const number = new Intl.NumberFormat(tag);
    return {
      /** A day as every screen shows it (src/i18n/format.ts), never shifted by the browser's time zone. */
      date: (iso: string | null | undefined) => formatDay(iso, tag) || null,
      money: (amount: string | number) => money.format(Number(amount)),
      number: (n: number) => number.format(n),
    };
  }, [locale]);
}
