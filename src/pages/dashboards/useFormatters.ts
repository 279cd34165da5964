import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { intlLocale } from '../../../resources/locales';

/** Dates and money in the user's language. */
export function useFormatters() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const tag = intlLocale(locale);
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
    const number = new Intl.NumberFormat(tag);
    return {
      date: (iso: string | null | undefined) =>
        iso && !Number.isNaN(Date.parse(iso)) ? date.format(new Date(iso)) : null,
      money: (amount: string | number) => money.format(Number(amount)),
      number: (n: number) => number.format(n),
    };
  }, [locale]);
}
